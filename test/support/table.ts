/**
 * Gives the calling test file its own table on the shared DynamoDB Local, created from the same
 * definition the stack deploys; with `eachTest`, a fresh one before every test (an import's records
 * must not leak between tests). Config getters read TABLE_NAME lazily, so modules imported before
 * this runs still use the new table.
 */
import { randomUUID } from 'node:crypto';
import { ensureTable, localClient } from '#infra/local/dynamodb';

export function useTestTable(options: { eachTest?: boolean } = {}): { readonly name: string } {
  const base = `test-${randomUUID()}`;
  const state = { name: base };
  let made = 0;
  const create = async () => {
    const endpoint = process.env.DYNAMODB_ENDPOINT;
    if (!endpoint) throw new Error('DYNAMODB_ENDPOINT is not set: run through Jest (global setup starts DynamoDB Local)');
    state.name = options.eachTest ? `${base}-${++made}` : base;
    process.env.TABLE_NAME = state.name;
    const client = localClient(endpoint);
    try {
      // A stream only where the file asked for one (test/support/dynamo-environment.ts).
      await ensureTable(client, state.name, { stream: process.env.CMS_TEST_TABLE_STREAM !== 'off' });
    } finally {
      client.destroy();
    }
  };
  if (options.eachTest) beforeEach(create);
  else beforeAll(create);
  return state;
}
