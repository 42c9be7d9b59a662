/** Starts one DynamoDB Local for the whole run; each test file creates its own table (test/support/table.ts). */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LocalDynamo } from '#infra/local/dynamodb';
import { startTestDynamo } from './test-dynamo';

declare global {
  // eslint-disable-next-line no-var
  var __CMS_DYNAMO__: LocalDynamo | undefined;
}

export default async function globalSetup(): Promise<void> {
  // The AWS SDK's notice that it will soon need Node 22 (Lambda runs 22; a developer's machine may run
  // 20), off through the SDK's own switch: here, before this process's first client, so that the
  // workers forked after this and every process a test starts inherit it.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const dynamo = await startTestDynamo();
  globalThis.__CMS_DYNAMO__ = dynamo;
  // Workers are forked after global setup and inherit this environment.
  process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
  // Where tests record counts for the closing summary (test/support/run-counts.ts).
  process.env.CMS_TEST_COUNTS_DIR = await mkdtemp(join(tmpdir(), 'cms-test-counts-'));
  // Where each test file leaves the DynamoDB requests its functions made (test/support/least-privilege).
  process.env.CMS_FUNCTION_CALLS_DIR = await mkdtemp(join(tmpdir(), 'cms-function-calls-'));
}
