/**
 * The table stream in tests: `await streamCaughtUp()` returns once the stream function has handled
 * every write made before the call (search postings are written), on this file's table.
 */
import { tableStreamPump } from '#infra/local/table-stream';
import type { StreamPump } from '#infra/local/stream-pump';

export function currentPump(): StreamPump {
  const endpoint = process.env.DYNAMODB_ENDPOINT;
  const table = process.env.TABLE_NAME;
  if (!endpoint || !table) throw new Error('DYNAMODB_ENDPOINT and TABLE_NAME are not set: call useTestTable() first');
  return tableStreamPump(endpoint, table);
}

export const streamCaughtUp = (): Promise<void> => currentPump().drain();
