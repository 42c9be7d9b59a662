/**
 * Tags by id (GetItem, BatchGetItem for a post's tags) and all by id (gsi1 `TAGS`). The slug item
 * `SLUG#tag#<slug>` is written in the same transaction as the tag.
 */
import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { keys } from '../db/keys';
import { num, str, type Item } from '../db/attributes';
import type { Tag } from './tag';

export function toTag(item: Item): Tag {
  return {
    id: num(item, 'id'),
    name: str(item, 'name'),
    slug: str(item, 'slug'),
    createdAt: str(item, 'created_at'),
    updatedAt: str(item, 'updated_at'),
  };
}

export function tagItem(tag: Tag): Item {
  return {
    ...keys.tag(tag.id),
    ...keys.collection('TAGS', tag.id),
    entity: 'tag',
    id: tag.id,
    name: tag.name,
    slug: tag.slug,
    created_at: tag.createdAt,
    updated_at: tag.updatedAt,
  };
}

export async function findTagById(id: number, consistent = false): Promise<Tag | undefined> {
  const output = await db.send(new GetCommand({ TableName: tableName(), Key: keys.tag(id), ConsistentRead: consistent }));
  return output.Item ? toTag(output.Item) : undefined;
}

// BatchGetItem accepts at most 100 keys per call.
const BATCH_SIZE = 100;
const MAX_ATTEMPTS = 5;

/** Tags by id in the order asked (duplicates collapsed), missing ones left out. */
export async function findTagsByIds(ids: readonly number[]): Promise<Tag[]> {
  const unique = [...new Set(ids)];
  const found = new Map<number, Tag>();
  for (let start = 0; start < unique.length; start += BATCH_SIZE) {
    let pending: Record<string, unknown>[] = unique.slice(start, start + BATCH_SIZE).map((id) => keys.tag(id));
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt >= MAX_ATTEMPTS) throw new Error(`BatchGet of tags left ${pending.length} keys unprocessed`);
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
      const output = await db.send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending } } }));
      for (const item of output.Responses?.[tableName()] ?? []) {
        const tag = toTag(item);
        found.set(tag.id, tag);
      }
      pending = output.UnprocessedKeys?.[tableName()]?.Keys ?? [];
    }
  }
  return unique.flatMap((id) => {
    const tag = found.get(id);
    return tag ? [tag] : [];
  });
}
