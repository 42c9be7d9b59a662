/**
 * Counts that tests report for the run's closing summary (fuzz cases, cdk-nag findings...). Each
 * worker appends JSON lines to a file in the folder the global setup names; the summary reporter
 * (test/support/summary-reporter.js) adds them up after the run.
 */
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';

export function recordCount(name: string, count: number): void {
  const dir = process.env.CMS_TEST_COUNTS_DIR;
  if (!dir) return; // a run without the global setup (a single file through another runner)
  appendFileSync(join(dir, `counts-${process.pid}.jsonl`), JSON.stringify({ name, count }) + '\n');
}
