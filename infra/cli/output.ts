/** How the commands talk: lines to stdout and stderr, and the one error that is the user's to fix. */
export interface Output {
  out(line: string): void;
  err(line: string): void;
}

/** A mistake in the arguments or the data (duplicate email, unknown id): reported as one line, exit 1. */
export class CliError extends Error {}
