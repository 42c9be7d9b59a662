/**
 * What the local stand-ins for AWS's pollers (the stream pump, the webhook queue) share: passes that
 * never overlap (each starts after the one before has settled, failed or not), an optional background
 * repetition for `npm start`, and a stop that waits for the pass under way.
 */
import { errorFields, logger } from '#platform/logs/logger';

export class SerialLoop {
  private running: Promise<void> = Promise.resolve();
  private timer?: NodeJS.Timeout;
  private stopped = false;

  /** `name` is what a failed background pass is logged as. */
  constructor(private readonly name: string) {}

  /** Runs `pass` after every earlier one; the caller gets its outcome, the next pass waits for it either way. */
  run(pass: () => Promise<void>): Promise<void> {
    const run = this.running.then(pass);
    this.running = run.catch(() => undefined);
    return run;
  }

  /** Starts `pass` every `intervalMs` after the previous one settled, until `stop()`; a failure is logged and the next pass tries again. */
  every(intervalMs: number, pass: () => Promise<void>): void {
    const tick = () => {
      if (this.stopped) return;
      pass()
        .catch((error: unknown) => logger.error(`${this.name} failed`, errorFields(error)))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, intervalMs);
        });
    };
    tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
