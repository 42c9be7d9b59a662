/**
 * A record of the table's stream (NEW_AND_OLD_IMAGES), as the consumers see it: plain items, not
 * DynamoDB's typed JSON. Built from a Lambda event record in AWS and from GetRecords locally (both
 * carry the same `dynamodb` shape).
 */
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { Item } from '#platform/db/attributes';

export type StreamEventName = 'INSERT' | 'MODIFY' | 'REMOVE';

export interface TableStreamRecord {
  eventName: StreamEventName;
  /** The shard's order: what a batch failure names so the record is delivered again. */
  sequenceNumber: string;
  keys: Item;
  /** When the change was made (seconds since the epoch, as the stream gives it), if the record carries it. */
  approximateCreationDateTime?: number;
  oldImage?: Item;
  newImage?: Item;
}

/** The `dynamodb` part of a stream record, in DynamoDB's typed JSON. */
export interface RawStreamData {
  Keys?: Record<string, unknown>;
  NewImage?: Record<string, unknown>;
  OldImage?: Record<string, unknown>;
  SequenceNumber?: string;
  ApproximateCreationDateTime?: number;
}

export interface RawStreamRecord {
  eventName?: string;
  dynamodb?: RawStreamData;
}

const plain = (image: Record<string, unknown> | undefined): Item | undefined =>
  image ? (unmarshall(image as Record<string, AttributeValue>, { wrapNumbers: false }) as Item) : undefined;

export function toStreamRecord(raw: RawStreamRecord): TableStreamRecord {
  const data = raw.dynamodb ?? {};
  if (raw.eventName !== 'INSERT' && raw.eventName !== 'MODIFY' && raw.eventName !== 'REMOVE') throw new Error(`unknown stream event ${String(raw.eventName)}`);
  if (!data.SequenceNumber || !data.Keys) throw new Error('stream record without sequence number or keys');
  const oldImage = plain(data.OldImage);
  const newImage = plain(data.NewImage);
  return {
    eventName: raw.eventName,
    sequenceNumber: data.SequenceNumber,
    keys: plain(data.Keys)!,
    ...(typeof data.ApproximateCreationDateTime === 'number' ? { approximateCreationDateTime: data.ApproximateCreationDateTime } : {}),
    ...(oldImage ? { oldImage } : {}),
    ...(newImage ? { newImage } : {}),
  };
}
