/**
 * A bench section that fails (DynamoDB Local gone, a bundle that does not build, a bug) is reported as
 * failed and the run goes on: the other sections still measure, and the run's figures are still
 * written. A section's failure is a budget line that fails, so the run fails and says which and why.
 */
import type { Budget } from './report';

export interface SectionOutcome {
  name: string;
  failed: boolean;
  error?: string;
}

/** The failed budget line of a section that did not run to its end. */
export const sectionFailure = (name: string, error: string): Budget => ({ name: `section ${name} ran to its end`, pass: false, detail: `failed: ${error}` });

/**
 * Runs one section; a failure is logged, pushed to `budgets` as a failed line and answered, never
 * thrown. `outcomes` collects every section's outcome for results.json.
 */
export async function runSection(
  name: string,
  work: () => Promise<void>,
  record: { budgets: Budget[]; outcomes: SectionOutcome[]; log: (line: string) => void },
): Promise<SectionOutcome> {
  let outcome: SectionOutcome;
  try {
    await work();
    outcome = { name, failed: false };
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    record.log(`section ${name} FAILED: ${error instanceof Error ? (error.stack ?? message) : message}`);
    record.budgets.push(sectionFailure(name, message));
    outcome = { name, failed: true, error: message };
  }
  record.outcomes.push(outcome);
  return outcome;
}
