/**
 * Jest setup of every test file: records the DynamoDB requests each function makes through the local
 * gateway in this file's tests, and leaves them, at the end of the file, in the run's folder
 * (CMS_FUNCTION_CALLS_DIR); the global teardown checks them all against the synthesized policies
 * (check-run.ts). Files that start no gateway record nothing and write nothing.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import type { recordFunctionCalls as RecordFunctionCalls } from './function-calls';

/**
 * A file that starts its own stack marks itself `@own-dynamodb-client` in its header: the service's
 * DynamoDB client is created once per process, from the environment its stack sets, so nothing here
 * may load it first (function-calls.ts would).
 */
const testPath = expect.getState().testPath ?? '';
const ownClient = testPath !== '' && readFileSync(testPath, 'utf8').slice(0, 2_000).includes('@own-dynamodb-client');

const recording = ownClient
  ? undefined
  : (require('./function-calls') as { recordFunctionCalls: typeof RecordFunctionCalls }).recordFunctionCalls();

afterAll(() => {
  if (!recording) return;
  recording.stop();
  const dir = process.env.CMS_FUNCTION_CALLS_DIR;
  const requests = recording.requests();
  if (!dir || requests.length === 0) return;
  const file = expect.getState().testPath ?? 'unknown';
  writeFileSync(join(dir, `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.json`), JSON.stringify({ file, requests }));
});
