/**
 * Tags by id (GetItem, BatchGetItem for a post's tags) and all by id (gsi1 `TAGS`). The slug item
 * `SLUG#tag#<slug>` is written in the same transaction as the tag.
 */
import { listsChanged } from '#platform/db/list-version';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { batchGetItems } from '#platform/db/batch-get';
import { readCollection } from '#platform/db/collections';
import { keys } from '#platform/db/keys';
import { num, str, type Item } from '#platform/db/attributes';
import { itemMapper } from '#platform/db/item-mapper';
import type { Tag } from './tag';
import { transact, type LabelledItem } from '#platform/db/transactions';
import { counterAdd } from '#platform/db/counter-update';
import type { ItemCondition } from './posts-using';
import { claimSlug, releaseSlug, slugOwnerId } from './slug-items';

const TAG = itemMapper<Tag>({ id: num, name: str, slug: str, createdAt: str, updatedAt: str });

export const toTag = TAG.read;

export function tagItem(tag: Tag): Item {
  return {
    ...keys.tag(tag.id),
    ...keys.collection('TAGS', tag.id),
    entity: 'tag',
    ...TAG.attributes(tag),
    // Lower-cased copy for the admin search (`contains` is case-sensitive).
    name_lc: tag.name.toLowerCase(),
  };
}

export async function findTagById(id: number, consistent = false): Promise<Tag | undefined> {
  const output = await db.send(new GetCommand({ TableName: tableName(), Key: keys.tag(id), ConsistentRead: consistent }));
  return output.Item ? toTag(output.Item) : undefined;
}

/** Tags by id in the order asked (duplicates collapsed), missing ones left out. */
export async function findTagsByIds(ids: readonly number[]): Promise<Tag[]> {
  const unique = [...new Set(ids)];
  const items = await batchGetItems(unique.map((id) => keys.tag(id)), { what: 'tags' });
  const found = new Map(items.map(toTag).map((tag) => [tag.id, tag]));
  return unique.flatMap((id) => {
    const tag = found.get(id);
    return tag ? [tag] : [];
  });
}

// In counterAdd's form, so that a bulk import's transaction of many new tags moves the count once (combined-transaction.ts).
const counterMove = (delta: number): LabelledItem => ({ label: 'counter', item: counterAdd(keys.collectionCounter('TAGS'), [['n', delta]]) });

/** The items of a new tag: its slug item (label `slug` when taken), the tag (`self`) and the collection count. */
export function newTagItems(tag: Tag): LabelledItem[] {
  return [
    claimSlug('tag', tag.slug, tag.id),
    { label: 'self', item: { Put: { TableName: tableName(), Item: tagItem(tag), ConditionExpression: 'attribute_not_exists(pk)' } } },
    counterMove(1),
  ];
}

/** Writes the tag, its slug item (label `slug` when taken) and the collection count. */
export async function insertTag(tag: Tag): Promise<void> {
  await transact(newTagItems(tag));
}

/** Writes `next` over `current` (label `self` when the tag changed since read, `slug` when the new slug is taken). */
export async function updateTag(current: Tag, next: Tag): Promise<void> {
  const items: LabelledItem[] = [
    {
      label: 'self',
      item: {
        Update: {
          TableName: tableName(),
          Key: keys.tag(current.id),
          UpdateExpression: 'SET #name = :name, name_lc = :name_lc, slug = :slug, updated_at = :now',
          ConditionExpression: 'slug = :old_slug AND #name = :old_name',
          ExpressionAttributeNames: { '#name': 'name' },
          ExpressionAttributeValues: {
            ':name': next.name,
            ':name_lc': next.name.toLowerCase(),
            ':slug': next.slug,
            ':now': next.updatedAt,
            ':old_slug': current.slug,
            ':old_name': current.name,
          },
        },
      },
    },
  ];
  if (next.slug !== current.slug) {
    items.push(claimSlug('tag', next.slug, current.id), releaseSlug('tag', current.slug, current.id));
  }
  await transact(items);
  // A post's tags show on client lists (a tag is deleted only when no post names it: no raise).
  await listsChanged();
}

/** Deletes the tag and its slug item (label `self` when it changed since read, or fails `also`: the caller's condition on the tag item). */
export async function deleteTag(current: Tag, also?: ItemCondition): Promise<void> {
  await transact([
    {
      label: 'self',
      item: {
        Delete: {
          TableName: tableName(),
          Key: keys.tag(current.id),
          ConditionExpression: `slug = :slug${also ? ` AND ${also.expression}` : ''}`,
          ExpressionAttributeValues: { ':slug': current.slug, ...also?.values },
          ...(also ? { ExpressionAttributeNames: also.names } : {}),
        },
      },
    },
    releaseSlug('tag', current.slug, current.id),
    counterMove(-1),
  ]);
}

/**
 * Tags whose name or slug contains `term` (lower-cased), by id. A filter over the whole `TAGS`
 * partition: its cost grows with the number of tags, not with the page.
 */
export async function searchTags(term: string, order: 'asc' | 'desc'): Promise<Tag[]> {
  const filter = { expression: 'contains(name_lc, :term) OR contains(slug, :term)', values: { ':term': term } };
  return (await readCollection('TAGS', { order, filter })).map(toTag);
}

/** The id behind a tag slug (its uniqueness item). */
export function findTagIdBySlug(slug: string): Promise<number | undefined> {
  return slugOwnerId('tag', slug);
}
