/**
 * The three DynamoDB Streams calls the local pump makes, against DynamoDB Local (which serves them on
 * its one endpoint): plain JSON-protocol requests, signed with the local credentials by the project's
 * SigV4 signer. The SDK's streams client would be one more package for three local calls.
 */
import { signRequest } from '#platform/aws/sigv4';
import type { RawStreamRecord } from '#platform/stream/stream-record';

export interface StreamShard {
  ShardId: string;
  ParentShardId?: string;
  SequenceNumberRange?: { StartingSequenceNumber?: string; EndingSequenceNumber?: string };
}

export type IteratorStart = { type: 'TRIM_HORIZON' } | { type: 'AFTER_SEQUENCE_NUMBER' | 'AT_SEQUENCE_NUMBER'; sequenceNumber: string };

export class StreamApi {
  constructor(private readonly endpoint: string) {}

  private async call<T>(operation: string, input: unknown): Promise<T> {
    const url = new URL(this.endpoint);
    const body = JSON.stringify(input);
    const headers = await signRequest(
      { method: 'POST', url, headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': `DynamoDBStreams_20120810.${operation}` }, body },
      { service: 'dynamodb', region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, now: new Date() },
    );
    const response = await fetch(url, { method: 'POST', headers, body });
    const text = await response.text();
    if (!response.ok) {
      const error = new Error(`DynamoDB Streams ${operation} answered ${response.status}: ${text.slice(0, 300)}`);
      error.name = /"__type":"[^"]*#([A-Za-z]+)"/.exec(text)?.[1] ?? 'StreamsError';
      throw error;
    }
    return JSON.parse(text) as T;
  }

  async shards(streamArn: string): Promise<StreamShard[]> {
    const shards: StreamShard[] = [];
    let start: string | undefined;
    do {
      const answer = await this.call<{ StreamDescription: { Shards?: StreamShard[]; LastEvaluatedShardId?: string } }>('DescribeStream', {
        StreamArn: streamArn,
        ...(start ? { ExclusiveStartShardId: start } : {}),
      });
      shards.push(...(answer.StreamDescription.Shards ?? []));
      start = answer.StreamDescription.LastEvaluatedShardId;
    } while (start);
    return shards;
  }

  async iterator(streamArn: string, shardId: string, from: IteratorStart): Promise<string | undefined> {
    const answer = await this.call<{ ShardIterator?: string }>('GetShardIterator', {
      StreamArn: streamArn,
      ShardId: shardId,
      ShardIteratorType: from.type,
      ...(from.type === 'TRIM_HORIZON' ? {} : { SequenceNumber: from.sequenceNumber }),
    });
    return answer.ShardIterator;
  }

  /** Records after the iterator, and the iterator that continues (absent: the shard is closed and read). */
  async records(iterator: string, limit: number): Promise<{ records: RawStreamRecord[]; next?: string }> {
    const answer = await this.call<{ Records?: RawStreamRecord[]; NextShardIterator?: string }>('GetRecords', { ShardIterator: iterator, Limit: limit });
    return { records: (answer.Records ?? []).map(withEmptyMaps), ...(answer.NextShardIterator ? { next: answer.NextShardIterator } : {}) };
  }
}

/**
 * DynamoDB Local writes an empty map attribute into its stream records as `{}` (no type), where
 * DynamoDB writes `{"M": {}}`; the SDK's unmarshall refuses the former ("No value defined"), so every
 * record of an item holding an empty map (a post's `{}` settings, say) failed locally and was retried
 * until set aside. Restores the type, at any depth, so the consumers read what DynamoDB would send.
 */
function withEmptyMaps(record: RawStreamRecord): RawStreamRecord {
  const data = record.dynamodb;
  if (!data) return record;
  const fixed = { ...data };
  for (const name of ['Keys', 'NewImage', 'OldImage'] as const) {
    const image = data[name];
    if (image) fixed[name] = mapOf(image);
  }
  return { ...record, dynamodb: fixed };
}

function mapOf(image: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(image).map(([name, value]) => [name, attributeValue(value)]));
}

function attributeValue(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const typed = value as { M?: Record<string, unknown>; L?: unknown[] };
  if (Object.keys(typed).length === 0) return { M: {} };
  if (typed.M) return { M: mapOf(typed.M) };
  if (typed.L) return { L: typed.L.map(attributeValue) };
  return value;
}
