/**
 * The uniqueness items of tag and category slugs (`SLUG#tag#<slug>`, `SLUG#category#<slug>`, naming
 * their owner in `tag_id` / `category_id`), written in the same transaction as their owner so that two
 * writers cannot take one slug.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { batchGetItems } from '#platform/db/batch-get';
import { keys, type Key } from '#platform/db/keys';
import type { LabelledItem } from '#platform/db/transactions';

export type SlugOwner = 'tag' | 'category';

const slugKey = (owner: SlugOwner, slug: string): Key => (owner === 'tag' ? keys.tagSlug(slug) : keys.categorySlug(slug));
const ownerAttribute = (owner: SlugOwner) => `${owner}_id`;

/** Takes the slug for `id`; the condition fails (label `slug`) when another holds it. */
export function claimSlug(owner: SlugOwner, slug: string, id: number): LabelledItem {
  return {
    label: 'slug',
    item: {
      Put: {
        TableName: tableName(),
        Item: { ...slugKey(owner, slug), entity: `${owner}_slug`, [ownerAttribute(owner)]: id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  };
}

/** Frees the slug `id` held (label `old-slug`), unless it names another owner by now. */
export function releaseSlug(owner: SlugOwner, slug: string, id: number): LabelledItem {
  return {
    label: 'old-slug',
    item: {
      Delete: {
        TableName: tableName(),
        Key: slugKey(owner, slug),
        ConditionExpression: `attribute_not_exists(pk) OR ${ownerAttribute(owner)} = :id`,
        ExpressionAttributeValues: { ':id': id },
      },
    },
  };
}

/** The ids that hold these slugs, by slug (one BatchGetItem: a bulk import's terms); free slugs left out. */
export async function slugOwnerIds(owner: SlugOwner, slugs: readonly string[]): Promise<Map<string, number>> {
  const slugOfPk = new Map([...new Set(slugs)].map((slug) => [slugKey(owner, slug).pk, slug]));
  const items = await batchGetItems([...slugOfPk.values()].map((slug) => slugKey(owner, slug)), { what: `${owner} slugs` });
  const bySlug = new Map<string, number>();
  for (const item of items) {
    const id = item[ownerAttribute(owner)];
    const slug = slugOfPk.get(String(item.pk));
    if (typeof id === 'number' && slug !== undefined) bySlug.set(slug, id);
  }
  return bySlug;
}

/** The id that holds the slug (demo seed, slug links). */
export async function slugOwnerId(owner: SlugOwner, slug: string): Promise<number | undefined> {
  const output = await db.send(new GetCommand({ TableName: tableName(), Key: slugKey(owner, slug) }));
  const id = output.Item?.[ownerAttribute(owner)];
  return typeof id === 'number' ? id : undefined;
}
