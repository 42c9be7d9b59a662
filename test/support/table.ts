/**
 * Gives the calling test file its own table on the shared DynamoDB Local, created from the same
 * definition the stack deploys. Config getters read TABLE_NAME lazily, so modules imported before
 * this runs still use the new table.
 */
import { randomUUID } from 'node:crypto';
import { ensureTable, localClient } from '../../infra/local/dynamodb';

export function useTestTable(): { readonly name: string } {
  const state = { name: `test-${randomUUID()}` };
  beforeAll(async () => {
    const endpoint = process.env.DYNAMODB_ENDPOINT;
    if (!endpoint) throw new Error('DYNAMODB_ENDPOINT is not set: run through Jest (global setup starts DynamoDB Local)');
    process.env.TABLE_NAME = state.name;
    const client = localClient(endpoint);
    try {
      // A stream only where the file asked for one (test/support/dynamo-environment.ts).
      await ensureTable(client, state.name, { stream: process.env.CMS_TEST_TABLE_STREAM !== 'off' });
    } finally {
      client.destroy();
    }
  });
  return state;
}
