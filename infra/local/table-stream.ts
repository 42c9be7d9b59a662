/**
 * The stream pump of one table on DynamoDB Local, running the same stream function the stack deploys
 * (functions/stream/table-stream.ts), with the consumers' event filter. One pump per table name per
 * process (tests switch tables per file). It registers the table's local webhook queue, which the
 * webhook consumer sends to.
 */
import path from 'node:path';
import { STREAM_CONSUMERS } from '#domains/table-stream/consumers';
import { StreamPump, type StreamHandler } from './stream-pump';
import { localWebhookQueue } from './webhook-queue';

import { TABLE_STREAM_ENTRY, TABLE_STREAM_ID } from '#infra/table-stream-entry';
import { runAsFunction } from './function-scope';

export { TABLE_STREAM_ENTRY };

const pumps = new Map<string, StreamPump>();

/** `positionFile`: where the pump keeps its position (stream-pump.ts); used when the pump is first made. */
export function tableStreamPump(endpoint: string, tableName: string, options: { positionFile?: string } = {}): StreamPump {
  const id = `${endpoint}\n${tableName}`;
  // The webhook consumer sends to the queue: the local one, in this process.
  localWebhookQueue(tableName);
  let pump = pumps.get(id);
  if (!pump) {
    pump = new StreamPump({
      endpoint,
      tableName,
      consumers: STREAM_CONSUMERS,
      ...options,
      handler: async () => {
        const module = (await import(path.resolve(__dirname, '..', '..', TABLE_STREAM_ENTRY))) as { handler: StreamHandler };
        // Marked as the stream function, whose role (not a route's) its DynamoDB calls are judged by.
        return (event) => runAsFunction(TABLE_STREAM_ID, () => module.handler(event));
      },
    });
    pumps.set(id, pump);
  }
  return pump;
}

/** Forgets the pump of a stopped stack: a restart in the same process starts from the position file, as a new process would. */
export function forgetTableStreamPump(endpoint: string, tableName: string): void {
  pumps.delete(`${endpoint}\n${tableName}`);
}
