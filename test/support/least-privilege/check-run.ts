/**
 * The run-wide half of the least-privilege proof: the DynamoDB requests every test file's functions
 * made through the local gateway (run-recording.ts left them in CMS_FUNCTION_CALLS_DIR) are checked,
 * after the run, against the role policies of the synthesized stack. Functions the stack does not
 * deploy (routes a test made up for the gateway's own mechanics) are not judged.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { synthesizeWithoutBundling } from '../../infra/synthesized-stack';
import { MEDIA_PROCESSING_ID } from '#infra/media-processing-entry';
import { PUBLISH_POST_ID } from '#infra/publish-post-entry';
import { TABLE_STREAM_ID } from '#infra/table-stream-entry';
import type { FunctionRequest } from './function-calls';
import { refusals } from './policy-check';

export interface RunCheck {
  files: number;
  requests: number;
  /** One line per request outside its function's policy, with the test file that made it. */
  outside: string[];
}

export function checkRecordedRun(dir: string): RunCheck {
  const recorded = readdirSync(dir).map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as { file: string; requests: FunctionRequest[] });
  if (recorded.length === 0) return { files: 0, requests: 0, outside: [] };
  const synthesized = synthesizeWithoutBundling();
  const deployed = new Set([...synthesized.stack.handlers.functions.keys(), MEDIA_PROCESSING_ID, PUBLISH_POST_ID, TABLE_STREAM_ID]);
  let requests = 0;
  const outside = recorded.flatMap(({ file, requests: made }) => {
    const judged = made.filter((request) => deployed.has(request.functionId));
    requests += judged.length;
    return refusals(synthesized, judged).map((line) => `${line}, in ${file}`);
  });
  return { files: recorded.length, requests, outside: [...new Set(outside)].sort() };
}

/** Checks the run's recorded requests and removes them; throws, failing the run, when one is outside its policy. */
export function assertRecordedRunWithinPolicies(dir: string | undefined): void {
  if (!dir) return;
  try {
    const check = checkRecordedRun(dir);
    if (check.outside.length > 0) {
      throw new Error(
        `least privilege: ${check.outside.length} DynamoDB request(s) made in the tests fall outside the role policy of their function ` +
          `(declare them in the route's access in shared/platform/routes/, or for a background function in its construct under infra/stack/):\n  ${check.outside.join('\n  ')}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
