/**
 * Media by id (GetItem; BatchGetItem for the thumbnails and avatars of a page) and all by id
 * (gsi1 `MEDIA`). `COUNT#MEDIA` holds the number of items, moved in the create and delete
 * transactions, so list totals never count items.
 */
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { batchGetItems } from '../db/batch-get';
import { failedConditions } from '../db/transactions';
import { setAttributesIfExists } from '../db/set-attributes';
import { keys } from '../db/keys';
import { num, optNum, optStr, str, type Item } from '../db/attributes';
import type { Media } from './media';

export function toMedia(item: Item): Media {
  return {
    id: num(item, 'id'),
    fileName: str(item, 'file_name'),
    mimeType: str(item, 'mime_type'),
    sizeBytes: num(item, 'size_bytes'),
    title: optStr(item, 'title'),
    collectionName: optStr(item, 'collection_name') ?? 'default',
    width: optNum(item, 'width'),
    height: optNum(item, 'height'),
    duration: optNum(item, 'duration'),
    storageKey: str(item, 'storage_key'),
    createdAt: str(item, 'created_at'),
    updatedAt: str(item, 'updated_at'),
  };
}

function mediaItem(media: Media): Item {
  return {
    ...keys.media(media.id),
    ...keys.collection('MEDIA', media.id),
    entity: 'media',
    id: media.id,
    file_name: media.fileName,
    mime_type: media.mimeType,
    size_bytes: media.sizeBytes,
    title: media.title,
    collection_name: media.collectionName,
    width: media.width,
    height: media.height,
    duration: media.duration,
    storage_key: media.storageKey,
    created_at: media.createdAt,
    updated_at: media.updatedAt,
  };
}

export async function insertMedia(media: Media): Promise<void> {
  await db.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: mediaItem(media), ConditionExpression: 'attribute_not_exists(pk)' } },
        {
          Update: {
            TableName: tableName(),
            Key: keys.collectionCounter('MEDIA'),
            UpdateExpression: 'ADD n :one',
            ExpressionAttributeValues: { ':one': 1 },
          },
        },
      ],
    }),
  );
}

export async function findMediaById(id: number, consistent = false): Promise<Media | undefined> {
  const output = await db.send(new GetCommand({ TableName: tableName(), Key: keys.media(id), ConsistentRead: consistent }));
  return output.Item ? toMedia(output.Item) : undefined;
}

/** Several media by id (thumbnails, avatars of a page); missing ids are absent from the map. */
export async function findMediaByIds(ids: readonly (number | null | undefined)[]): Promise<Map<number, Media>> {
  const unique = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  const items = await batchGetItems(unique.map((id) => keys.media(id)), { what: 'media' });
  return new Map(items.map(toMedia).map((media) => [media.id, media]));
}

export type MediaChanges = Partial<Pick<Media, 'title' | 'collectionName' | 'width' | 'height' | 'duration'>>;

const COLUMN: Record<keyof MediaChanges, string> = {
  title: 'title',
  collectionName: 'collection_name',
  width: 'width',
  height: 'height',
  duration: 'duration',
};

/** Sets the given fields; `undefined` when the item does not exist. */
export async function updateMedia(id: number, changes: MediaChanges, now: string): Promise<Media | undefined> {
  const attributes: Item = { updated_at: now };
  for (const [field, value] of Object.entries(changes) as [keyof MediaChanges, unknown][]) attributes[COLUMN[field]] = value;
  const item = await setAttributesIfExists(keys.media(id), attributes);
  return item ? toMedia(item) : undefined;
}

/** Removes the item and moves the counter; `false` when it was already gone. */
export async function deleteMediaItem(id: number): Promise<boolean> {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: tableName(), Key: keys.media(id), ConditionExpression: 'attribute_exists(pk)' } },
          {
            Update: {
              TableName: tableName(),
              Key: keys.collectionCounter('MEDIA'),
              UpdateExpression: 'ADD n :minus',
              ExpressionAttributeValues: { ':minus': -1 },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (failedConditions(error).includes(0)) return false;
    throw error;
  }
}
