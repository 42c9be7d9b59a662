/**
 * Jest setup of every test file: records the DynamoDB requests each function makes through the local
 * gateway in this file's tests, and leaves them, at the end of the file, in the run's folder
 * (CMS_FUNCTION_CALLS_DIR); the global teardown checks them all against the synthesized policies
 * (check-run.ts). Files that start no gateway record nothing and write nothing.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { recordFunctionCalls } from './function-calls';

const recording = recordFunctionCalls();

afterAll(() => {
  recording.stop();
  const dir = process.env.CMS_FUNCTION_CALLS_DIR;
  const requests = recording.requests();
  if (!dir || requests.length === 0) return;
  const file = expect.getState().testPath ?? 'unknown';
  writeFileSync(join(dir, `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.json`), JSON.stringify({ file, requests }));
});
