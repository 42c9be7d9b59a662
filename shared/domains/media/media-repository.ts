/**
 * Media by id (GetItem; BatchGetItem for the thumbnails and avatars of a page) and all by id
 * (gsi1 `MEDIA`). `COUNT#MEDIA` holds the number of items, moved in the create and delete
 * transactions, so list totals never count items.
 */
import { listsChanged } from '#platform/db/list-version';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { db, tableName } from '#platform/db/client';
import { batchGetItems } from '#platform/db/batch-get';
import { failedConditions } from '#platform/db/transactions';
import { setAttributesIfExists } from '#platform/db/set-attributes';
import { keys } from '#platform/db/keys';
import { num, obj, optNum, optStr, str, type Item } from '#platform/db/attributes';
import { itemMapper } from '#platform/db/item-mapper';
import type { Media, MediaStatus, Rendition, Renditions } from './media';

const STATUSES: readonly MediaStatus[] = ['processing', 'active', 'rejected'];

function renditionOf(item: Item | null): Rendition | undefined {
  if (!item) return undefined;
  return { key: str(item, 'key'), width: num(item, 'width'), height: num(item, 'height'), bytes: num(item, 'bytes') };
}

function renditionsOf(item: Item, name: string): Renditions {
  const stored = obj(item, name);
  if (!stored) return {};
  const small = renditionOf(obj(stored, 'small'));
  const medium = renditionOf(obj(stored, 'medium'));
  const original = renditionOf(obj(stored, 'original'));
  return { ...(small ? { small } : {}), ...(medium ? { medium } : {}), ...(original ? { original } : {}) };
}

const MEDIA = itemMapper<Media>({
  id: num,
  fileName: str,
  mimeType: str,
  sizeBytes: num,
  title: optStr,
  collectionName: (item, name) => optStr(item, name) ?? 'default',
  width: optNum,
  height: optNum,
  duration: optNum,
  storageKey: str,
  // Items written before processing existed carry no status: they were served as they were.
  status: (item, name) => STATUSES.find((status) => status === item[name]) ?? 'active',
  rejectionReason: optStr,
  renditions: renditionsOf,
  createdAt: str,
  updatedAt: str,
});

export const toMedia = MEDIA.read;

export function mediaItem(media: Media): Item {
  return { ...keys.media(media.id), ...keys.collection('MEDIA', media.id), entity: 'media', ...MEDIA.attributes(media) };
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

/**
 * Several media by id (thumbnails, avatars of a page); missing ids are absent from the map, and so are
 * items still `processing` or `rejected`: posts, categories and users render them as missing.
 */
export async function findMediaByIds(ids: readonly (number | null | undefined)[]): Promise<Map<number, Media>> {
  const unique = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  const items = await batchGetItems(unique.map((id) => keys.media(id)), { what: 'media' });
  return new Map(items.map(toMedia).filter((media) => media.status === 'active').map((media) => [media.id, media]));
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
  // A post's featured image shows on client lists with its media fields.
  if (item) await listsChanged();
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
  } catch (error) {
    if (failedConditions(error).includes(0)) return false;
    throw error;
  }
  await listsChanged();
  return true;
}

export type ProcessingOutcome =
  | { status: 'active'; width: number | null; height: number | null; renditions: Renditions }
  | { status: 'rejected'; reason: string };

/**
 * Ends processing: only an item still `processing` changes (a redelivered event, or two deliveries
 * at once, find it settled and change nothing). `false` when the item is gone or already settled.
 */
export async function settleMedia(id: number, outcome: ProcessingOutcome, now: string): Promise<boolean> {
  const values: Item = { ':processing': 'processing', ':status': outcome.status, ':now': now };
  let sets = '#status = :status, updated_at = :now';
  if (outcome.status === 'active') {
    sets += ', width = :width, height = :height, renditions = :renditions';
    Object.assign(values, { ':width': outcome.width, ':height': outcome.height, ':renditions': outcome.renditions });
  } else {
    sets += ', rejection_reason = :reason';
    values[':reason'] = outcome.reason;
  }
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.media(id),
        UpdateExpression: `SET ${sets}`,
        ConditionExpression: 'attribute_exists(pk) AND #status = :processing',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
