/**
 * Under `npm start` and in tests, what the event source mapping does in AWS: reads the table's stream
 * from DynamoDB Local (shards, iterators, GetRecords), keeps the records the consumers' event filter
 * lets through, and invokes the same stream function with a Lambda DynamoDB Streams event. A record
 * reported as failed is delivered again from itself, up to the retry limit, then set aside (logged and
 * kept in `setAside`, as the on-failure queue keeps it in AWS).
 *
 * `drain()` reads until a whole pass over the shards finds no record: when it resolves, every write
 * made before it was called has been seen by the consumers ("wait until the consumer caught up").
 * `start()` drains continuously in the background (`npm start`).
 *
 * With `positionFile` (`npm start` with CMS_DATA_DIR), where each shard was read to is kept beside the
 * data, as the event source mapping keeps it in AWS: a restart resumes there, instead of reading the
 * table's whole change history again and running every consumer on it (search postings rewritten,
 * webhook events sent again).
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { errorFields, logger } from '#platform/logs/logger';
import { STREAM_DELIVERY } from '#platform/stream/delivery';
import { passesEventFilter, type StreamConsumer } from '#platform/stream/stream-consumer';
import type { RawStreamRecord } from '#platform/stream/stream-record';
import type { BatchResponse } from '#platform/stream/dispatch';
import { localClient } from './dynamodb';
import { StreamApi, type IteratorStart } from './stream-api';
import { SerialLoop } from './serial-loop';

export type StreamHandler = (event: DynamoDBStreamEvent) => Promise<BatchResponse>;

interface ShardState {
  /** The last record handled (or set aside); the next read starts after it. */
  checkpoint?: string;
  iterator?: string;
  /** Read to its end and closed. */
  done: boolean;
  failures: number;
}

export interface StreamPumpOptions {
  endpoint: string;
  tableName: string;
  handler: () => Promise<StreamHandler>;
  consumers: readonly StreamConsumer[];
  /** Keep the shards' positions in this file (JSON), and start from it. */
  positionFile?: string;
}

/** What the position file holds: the stream it belongs to (a new table has a new one) and each shard's checkpoint. */
interface SavedPosition {
  streamArn: string;
  shards: Record<string, { checkpoint?: string; done: boolean }>;
}

export class StreamPump {
  private readonly api: StreamApi;
  private readonly shards = new Map<string, ShardState>();
  private streamArn?: string;
  private readonly loop = new SerialLoop('local stream pump');
  /** Records that failed every retry (in AWS: sent to the on-failure queue). */
  readonly setAside: { sequenceNumber: string; keys: unknown }[] = [];
  /** Records handed to the stream function so far (after the filter), retries included. */
  delivered = 0;
  private restored = false;
  /** Set by stop(): the pass under way ends after its current batch (the position file keeps the rest for the next start). */
  private stopping = false;

  constructor(private readonly options: StreamPumpOptions) {
    this.api = new StreamApi(options.endpoint);
  }

  private async arn(): Promise<string> {
    if (this.streamArn) return this.streamArn;
    const client = localClient(this.options.endpoint);
    try {
      const table = await client.send(new DescribeTableCommand({ TableName: this.options.tableName }));
      const arn = table.Table?.LatestStreamArn;
      if (!arn) throw new Error(`table ${this.options.tableName} has no stream`);
      this.streamArn = arn;
      this.restorePosition(arn);
      return arn;
    } finally {
      client.destroy();
    }
  }

  /** Resolves when the consumers have seen every record written before the call. Calls queue up. */
  drain(): Promise<void> {
    return this.loop.run(() => this.drainNow());
  }

  /** Drains every `intervalMs` until `stop()`; a failing pass is logged and the next one tries again. */
  start(intervalMs = 200): void {
    this.loop.every(intervalMs, () => this.drain());
  }

  stop(): Promise<void> {
    this.stopping = true;
    return this.loop.stop();
  }

  /** The shards' checkpoints of the position file, when it is this stream's. */
  private restorePosition(arn: string): void {
    const file = this.options.positionFile;
    if (!file || this.restored) return;
    this.restored = true;
    let saved: SavedPosition;
    try {
      saved = JSON.parse(readFileSync(file, 'utf8')) as SavedPosition;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') logger.warn('local stream position unreadable: reading the stream from its start', { file, ...errorFields(error) });
      return;
    }
    if (saved.streamArn !== arn || typeof saved.shards !== 'object') return;
    for (const [shardId, shard] of Object.entries(saved.shards)) {
      this.shards.set(shardId, { ...(shard.checkpoint ? { checkpoint: shard.checkpoint } : {}), done: shard.done === true, failures: 0 });
    }
  }

  /** Written whole to a temporary file and renamed over the old one, so a stop mid-write leaves the previous position. */
  private savePosition(): void {
    const file = this.options.positionFile;
    if (!file || !this.streamArn) return;
    const saved: SavedPosition = { streamArn: this.streamArn, shards: {} };
    for (const [shardId, state] of this.shards) saved.shards[shardId] = { ...(state.checkpoint ? { checkpoint: state.checkpoint } : {}), done: state.done };
    writeFileSync(`${file}.tmp`, JSON.stringify(saved) + '\n');
    renameSync(`${file}.tmp`, file);
  }

  private async drainNow(): Promise<void> {
    for (;;) {
      const handled = await this.pass();
      if (handled === 0 || this.stopping) return;
    }
  }

  /** One read of every shard to its current end; the number of records read. */
  private async pass(): Promise<number> {
    const arn = await this.arn();
    let read = 0;
    for (const shard of await this.api.shards(arn)) {
      let state = this.shards.get(shard.ShardId);
      if (!state) this.shards.set(shard.ShardId, (state = { done: false, failures: 0 }));
      if (state.done) continue;
      if (this.stopping) break;
      read += await this.readShard(arn, shard.ShardId, state);
    }
    return read;
  }

  private async readShard(arn: string, shardId: string, state: ShardState): Promise<number> {
    let read = 0;
    for (;;) {
      if (!state.iterator) {
        const from: IteratorStart = state.checkpoint ? { type: 'AFTER_SEQUENCE_NUMBER', sequenceNumber: state.checkpoint } : { type: 'TRIM_HORIZON' };
        state.iterator = await this.api.iterator(arn, shardId, from);
        if (!state.iterator) {
          state.done = true;
          return read;
        }
      }
      const { records, next } = await this.api.records(state.iterator, STREAM_DELIVERY.batchSize);
      read += records.length;
      const delivered = await this.deliver(arn, records, state);
      if (delivered === 'retry') {
        state.iterator = undefined;
        if (this.stopping) return read;
        continue;
      }
      if (records.length > 0) state.checkpoint = records[records.length - 1].dynamodb?.SequenceNumber ?? state.checkpoint;
      state.iterator = next;
      if (!next) state.done = true;
      if (records.length > 0 || !next) this.savePosition();
      if (!next) return read;
      // An open shard with nothing more for now: caught up. Stopping: the rest waits for the next start.
      if (records.length === 0 || this.stopping) return read;
    }
  }

  /**
   * Invokes the function with the records the filter keeps. On a reported failure the shard's checkpoint
   * moves to just before the failing record and the caller reads again from there ('retry'), or, after
   * the retry limit, past it (set aside).
   */
  private async deliver(arn: string, records: RawStreamRecord[], state: ShardState): Promise<'ok' | 'retry'> {
    const kept = records.filter((record) => passesEventFilter(record.dynamodb?.Keys, this.options.consumers));
    if (kept.length === 0) return 'ok';
    this.delivered += kept.length;
    const event: DynamoDBStreamEvent = {
      Records: kept.map((record) => ({
        eventID: record.dynamodb?.SequenceNumber,
        eventName: record.eventName as 'INSERT' | 'MODIFY' | 'REMOVE',
        eventVersion: '1.1',
        eventSource: 'aws:dynamodb',
        awsRegion: 'local',
        eventSourceARN: arn,
        dynamodb: record.dynamodb as NonNullable<DynamoDBStreamEvent['Records'][number]['dynamodb']>,
      })),
    };
    let answer: BatchResponse;
    try {
      answer = await (await this.options.handler())(event);
    } catch (error) {
      // A thrown error fails the whole batch, as in Lambda.
      logger.error('local stream function failed', errorFields(error));
      answer = { batchItemFailures: [{ itemIdentifier: kept[0].dynamodb?.SequenceNumber ?? '' }] };
    }
    const failed = answer.batchItemFailures[0]?.itemIdentifier;
    if (failed === undefined) {
      state.failures = 0;
      return 'ok';
    }
    const index = records.findIndex((record) => record.dynamodb?.SequenceNumber === failed);
    const before = index > 0 ? records[index - 1].dynamodb?.SequenceNumber : undefined;
    state.failures += 1;
    if (state.failures > STREAM_DELIVERY.retryAttempts) {
      logger.error('stream record set aside after its retries', { sequence_number: failed });
      this.setAside.push({ sequenceNumber: failed, keys: records[index]?.dynamodb?.Keys });
      state.failures = 0;
      state.checkpoint = failed;
    } else if (before !== undefined) state.checkpoint = before;
    return 'retry';
  }
}
