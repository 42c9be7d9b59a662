/**
 * Categories by id (GetItem) and the whole tree (gsi1 `CATEGORIES`, small). The slug item
 * `SLUG#category#<slug>` is written in the same transaction as the category, so two writers cannot
 * take one slug.
 */
import { listsChanged } from '#platform/db/list-version';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { batchGetItems } from '#platform/db/batch-get';
import { readCollection } from '#platform/db/collections';
import { keys } from '#platform/db/keys';
import { bool, num, optNum, optStr, str, type Item } from '#platform/db/attributes';
import { absentWhenNull, itemMapper, oneOf } from '#platform/db/item-mapper';
import { CATEGORY_STATUSES, type Category } from './category';
import { transact, type LabelledItem } from '#platform/db/transactions';
import { claimSlug, releaseSlug, slugOwnerId } from './slug-items';
import type { ItemCondition } from './posts-using';

const CATEGORY = itemMapper<Category>({
  id: num,
  nameEn: str,
  nameFa: str,
  slug: str,
  // Absent rather than null: conditions test `attribute_not_exists(parent_id)` for a root.
  parentId: absentWhenNull(optNum),
  description: absentWhenNull(optStr),
  status: oneOf(CATEGORY_STATUSES),
  thumbnailId: absentWhenNull(optNum),
  isFeatured: bool,
  createdAt: str,
  updatedAt: str,
});

export const toCategory = CATEGORY.read;

export function categoryItem(category: Category): Item {
  return { ...keys.category(category.id), ...keys.collection('CATEGORIES', category.id), entity: 'category', ...CATEGORY.attributes(category) };
}

export async function findCategoryById(id: number, consistent = false): Promise<Category | undefined> {
  const output = await db.send(new GetCommand({ TableName: tableName(), Key: keys.category(id), ConsistentRead: consistent }));
  return output.Item ? toCategory(output.Item) : undefined;
}

/**
 * A category with what the item holds besides it: its optimistic-lock version, its number of
 * children, and its published posts (kept on the item by the posts' write transactions).
 */
export interface StoredCategory {
  category: Category;
  version: number;
  childrenCount: number;
  publishedPosts: number;
}

function toStoredCategory(item: Item): StoredCategory {
  return {
    category: toCategory(item),
    version: num(item, 'version', 0),
    childrenCount: num(item, 'children_count', 0),
    publishedPosts: Math.max(0, num(item, 'n_published', 0)),
  };
}

export async function findStoredCategory(id: number): Promise<StoredCategory | undefined> {
  const output = await db.send(new GetCommand({ TableName: tableName(), Key: keys.category(id), ConsistentRead: true }));
  return output.Item ? toStoredCategory(output.Item) : undefined;
}

/** Several categories by id; missing ids are absent from the map. */
export async function findCategoriesByIds(ids: readonly (number | null | undefined)[]): Promise<Map<number, Category>> {
  const unique = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  const items = await batchGetItems(unique.map((id) => keys.category(id)), { what: 'categories' });
  return new Map(items.map(toCategory).map((category) => [category.id, category]));
}

/** The whole tree (gsi1 `CATEGORIES`), by id ascending. Categories are few: a site has tens, not thousands. */
export async function listAllCategories(): Promise<StoredCategory[]> {
  return (await readCollection('CATEGORIES')).map(toStoredCategory);
}

/** An ancestor as read when a parent was chosen: the write re-checks that its parent is unchanged. */
export interface AncestorCheck {
  id: number;
  parentId: number | null;
}

function parentIs(parentId: number | null): { expression: string; values: Record<string, unknown> } {
  return parentId === null
    ? { expression: 'attribute_not_exists(parent_id)', values: {} }
    : { expression: 'parent_id = :expected_parent', values: { ':expected_parent': parentId } };
}

/**
 * Items for the categories above the new position: each must still exist with the parent it had when
 * read (so no concurrent move can close a cycle), and children counts move by `deltas`.
 */
function ancestryItems(ancestors: readonly AncestorCheck[], deltas: ReadonlyMap<number, number>): LabelledItem[] {
  const items: LabelledItem[] = [];
  const checked = new Set<number>();
  for (const ancestor of ancestors) {
    checked.add(ancestor.id);
    const condition = parentIs(ancestor.parentId);
    const delta = deltas.get(ancestor.id) ?? 0;
    const common = {
      TableName: tableName(),
      Key: keys.category(ancestor.id),
      ConditionExpression: `attribute_exists(pk) AND ${condition.expression}`,
    };
    items.push({
      label: `ancestor:${ancestor.id}`,
      item:
        delta === 0
          ? { ConditionCheck: { ...common, ...(Object.keys(condition.values).length ? { ExpressionAttributeValues: condition.values } : {}) } }
          : { Update: { ...common, UpdateExpression: 'ADD children_count :delta', ExpressionAttributeValues: { ...condition.values, ':delta': delta } } },
    });
  }
  for (const [id, delta] of deltas) {
    if (checked.has(id) || delta === 0) continue;
    items.push({
      label: `parent:${id}`,
      item: {
        Update: {
          TableName: tableName(),
          Key: keys.category(id),
          UpdateExpression: 'ADD children_count :delta',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':delta': delta },
        },
      },
    });
  }
  return items;
}

/**
 * Writes a new category, its slug item (label `slug`) and the parent's children count, the parent
 * chain checked as read (labels `ancestor:<id>`).
 */
export async function insertCategory(category: Category, ancestors: readonly AncestorCheck[]): Promise<void> {
  const deltas = new Map<number, number>(category.parentId === null ? [] : [[category.parentId, 1]]);
  await transact([
    claimSlug('category', category.slug, category.id),
    {
      label: 'self',
      item: {
        Put: {
          TableName: tableName(),
          Item: { ...categoryItem(category), version: 1, children_count: 0 },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    },
    ...ancestryItems(ancestors, deltas),
  ]);
}

// An item written without the use cases (fixtures, imports) has no version yet: it is version 0.
const versionCondition = (current: StoredCategory) => (current.version === 0 ? 'attribute_not_exists(version)' : 'version = :version');
const versionValues = (current: StoredCategory): Record<string, unknown> => (current.version === 0 ? {} : { ':version': current.version });

const COLUMNS: Record<Exclude<keyof Category, 'id' | 'createdAt'>, string> = {
  nameEn: 'name_en',
  nameFa: 'name_fa',
  slug: 'slug',
  parentId: 'parent_id',
  description: 'description',
  status: 'status',
  thumbnailId: 'thumbnail_id',
  isFeatured: 'is_featured',
  updatedAt: 'updated_at',
};

/**
 * Writes `next` over `current` (read at `version`; label `self` when it moved meanwhile): the slug
 * items when the slug changes (label `slug` when the new one is taken), the children counts and the
 * new parent chain (labels `ancestor:<id>`) when the parent changes.
 */
export async function updateCategory(current: StoredCategory, next: Category, ancestors: readonly AncestorCheck[]): Promise<void> {
  const before = current.category;
  const sets: string[] = [];
  const removes: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':one': 1, ...versionValues(current) };
  for (const [field, column] of Object.entries(COLUMNS) as [keyof typeof COLUMNS, string][]) {
    if (next[field] === before[field]) continue;
    names[`#${field}`] = column;
    if (next[field] === null) {
      removes.push(`#${field}`);
    } else {
      values[`:${field}`] = next[field];
      sets.push(`#${field} = :${field}`);
    }
  }
  const items: LabelledItem[] = [
    {
      label: 'self',
      item: {
        Update: {
          TableName: tableName(),
          Key: keys.category(before.id),
          UpdateExpression: [sets.length ? `SET ${sets.join(', ')}` : '', 'ADD version :one', removes.length ? `REMOVE ${removes.join(', ')}` : '']
            .filter(Boolean)
            .join(' '),
          ConditionExpression: versionCondition(current),
          ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
          ExpressionAttributeValues: values,
        },
      },
    },
  ];
  if (next.slug !== before.slug) {
    items.push(claimSlug('category', next.slug, before.id), releaseSlug('category', before.slug, before.id));
  }
  if (next.parentId !== before.parentId) {
    const deltas = new Map<number, number>();
    if (before.parentId !== null) deltas.set(before.parentId, -1);
    if (next.parentId !== null) deltas.set(next.parentId, (deltas.get(next.parentId) ?? 0) + 1);
    items.push(...ancestryItems(ancestors, deltas));
  }
  await transact(items);
  // A post's category shows on client lists (a category is deleted only when no post uses it: no raise).
  await listsChanged();
}

/**
 * Deletes the category and its slug item, lowering the parent's children count. Refused (label
 * `self`) when it moved since read, has children, or fails `also` (the caller's condition on the
 * category item: no posts use it).
 */
export async function deleteCategory(current: StoredCategory, also?: ItemCondition): Promise<void> {
  const category = current.category;
  await transact([
    {
      label: 'self',
      item: {
        Delete: {
          TableName: tableName(),
          Key: keys.category(category.id),
          ConditionExpression: `${versionCondition(current)} AND (attribute_not_exists(children_count) OR children_count = :zero)${also ? ` AND ${also.expression}` : ''}`,
          ExpressionAttributeValues: { ...versionValues(current), ':zero': 0, ...also?.values },
          ...(also ? { ExpressionAttributeNames: also.names } : {}),
        },
      },
    },
    releaseSlug('category', category.slug, category.id),
    ...(category.parentId === null
      ? []
      : [
          {
            label: `parent:${category.parentId}`,
            item: {
              Update: {
                TableName: tableName(),
                Key: keys.category(category.parentId),
                UpdateExpression: 'ADD children_count :minus',
                ConditionExpression: 'attribute_exists(pk)',
                ExpressionAttributeValues: { ':minus': -1 },
              },
            },
          },
        ]),
  ]);
}

/** The id behind a category slug (its uniqueness item), e.g. for the demo seed and slug links. */
export function findCategoryIdBySlug(slug: string): Promise<number | undefined> {
  return slugOwnerId('category', slug);
}
