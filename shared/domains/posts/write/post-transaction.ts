/**
 * The one transaction of a post write. Given the post as read (`before`, null on create) and as it
 * must become (`after`, null on delete), it lists: the post item (condition: the revision read; it
 * carries the site-wide list keys), the slug items that change, the list pointers that appear, change
 * or disappear (`pointerWrites`), the counts that move (on counter items, and on the category and tag
 * items, which must exist), the page block count of the post's id range when its status moves
 * (page-blocks.ts), the stats item on create and delete, and the revision a change of content
 * fields keeps (with the oldest one it pushes out: revision-writes.ts). At most about 62 items (a write
 * that changes status, category, author, featured flag and all 10 tags, and keeps a revision), below
 * DynamoDB's 100.
 */
import type { TransactItem } from '#platform/db/transactions';
import { tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import { counterAdd } from '#platform/db/counter-update';
import { clock } from '#platform/clock';
import type { Item } from '#platform/db/attributes';
import { engagementAttributes, ownedAttributes, pointerItem, postIndexKeys, postItem, replacedAttributes, storedAttributes } from '#domains/posts/model/post-items';
import { statsCreateItem, statsDeleteItem } from '#domains/posts/model/post-stats';
import { counterDeltas, counterKeyOf, countsOnEntity, dimension, pointerDimensionsOf } from '#domains/posts/model/scopes';
import type { Post } from '#domains/posts/model/post';
import { revisionWrites } from '#domains/posts/revisions/revision-writes';
import { pageBlockWrites } from '#domains/posts/list/page-blocks';
import type { ChangedBy } from '#domains/posts/revisions/revisions';


/** Where the items of interest sit in the list, to read a cancellation's reasons. */
export interface PostTransaction {
  items: TransactItem[];
  /** Index of the new slug's uniqueness item, if the write claims a slug. */
  newSlugIndex?: number;
  /** Indexes of the existence checks of newly referenced categories and tags, by body field. */
  referenceFields: Record<number, 'category_id' | 'tag_ids'>;
}

/**
 * The counts of the categories and tags of a post are on their items (`counterKeyOf`), moved with
 * `ADD` under `attribute_exists`: that is also the check that a category or tag the write starts to
 * reference still exists when it commits (the use case checked it before, but a delete may have run
 * in between; the delete conditions on these counts being zero, so the two cannot both commit).
 */
function referencedFields(before: Post | null, after: Post | null): Map<string, 'category_id' | 'tag_ids'> {
  const fields = new Map<string, 'category_id' | 'tag_ids'>();
  if (!after) return fields;
  if (after.categoryId !== null && after.categoryId !== before?.categoryId) fields.set(dimension('category', after.categoryId), 'category_id');
  const hadTags = new Set(before?.tagIds ?? []);
  for (const tagId of after.tagIds) if (!hadTags.has(tagId)) fields.set(dimension('tag', tagId), 'tag_ids');
  return fields;
}

function postItemWrite(before: Post | null, after: Post | null): TransactItem {
  const table = tableName();
  if (!before && after) {
    return { Put: { TableName: table, Item: postItem(after), ConditionExpression: 'attribute_not_exists(pk)' } };
  }
  if (before && !after) {
    return {
      Delete: {
        TableName: table,
        Key: keys.post(before.id),
        ConditionExpression: '#rev = :rev',
        ExpressionAttributeNames: { '#rev': 'rev' },
        ExpressionAttributeValues: { ':rev': before.rev },
      },
    };
  }
  if (!before || !after) throw new Error('a post write needs a post before or after');
  // What a post write owns, the engagement as read (a fold client lists show; the exact counts live on
  // the stats and view items, which no post write touches) and the site-wide list keys. The body is
  // packed (post-items.ts); the plain attributes it replaced are removed from an older item.
  const attributes = { ...storedAttributes(ownedAttributes(after)), ...engagementAttributes(after), ...postIndexKeys(after) };
  const names: Record<string, string> = { '#rev_read': 'rev' };
  const values: Item = { ':rev_read': before.rev };
  const sets = Object.entries(attributes).map(([name, value], index) => {
    names[`#a${index}`] = name;
    values[`:v${index}`] = value;
    return `#a${index} = :v${index}`;
  });
  const removes = replacedAttributes().map((name, index) => {
    names[`#r${index}`] = name;
    return `#r${index}`;
  });
  return {
    Update: {
      TableName: table,
      Key: keys.post(after.id),
      UpdateExpression: `SET ${sets.join(', ')} REMOVE ${removes.join(', ')}`,
      ConditionExpression: '#rev_read = :rev_read',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

function slugWrites(before: Post | null, after: Post | null): { items: TransactItem[]; claimsNew: boolean } {
  const table = tableName();
  const items: TransactItem[] = [];
  const oldSlug = before?.slug;
  const newSlug = after?.slug;
  if (oldSlug === newSlug) return { items, claimsNew: false };
  if (before && oldSlug !== undefined) {
    items.push({
      Delete: {
        TableName: table,
        Key: keys.postSlug(oldSlug),
        // Never remove another post's slug; a missing item is no reason to fail the write.
        ConditionExpression: 'attribute_not_exists(pk) OR post_id = :id',
        ExpressionAttributeValues: { ':id': before.id },
      },
    });
  }
  if (after && newSlug !== undefined) {
    items.push({
      Put: {
        TableName: table,
        Item: { ...keys.postSlug(newSlug), entity: 'post_slug', post_id: after.id, slug: newSlug },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
  }
  return { items, claimsNew: after !== null && newSlug !== undefined };
}

/**
 * The list pointers a change writes: a pointer per dimension of `after` that is new or whose values
 * changed (a title or content edit changes none), a delete per dimension `before` had and `after`
 * has not. The status list is the pointer's own: a new status (scheduled, ...) needs no change here.
 */
export function pointerWrites(before: Post | null, after: Post | null): TransactItem[] {
  const table = tableName();
  const afterDims = after ? pointerDimensionsOf(after) : [];
  const stays = new Set(afterDims);
  const removed = (before ? pointerDimensionsOf(before) : []).filter((dim) => !stays.has(dim));
  const hadDims = new Set(before ? pointerDimensionsOf(before) : []);
  const changed = (dim: string) => !before || !hadDims.has(dim) || JSON.stringify(pointerItem(dim, before)) !== JSON.stringify(pointerItem(dim, after!));
  return [
    ...afterDims.filter(changed).map((dim): TransactItem => ({ Put: { TableName: table, Item: pointerItem(dim, after!) } })),
    ...removed.map((dim): TransactItem => ({ Delete: { TableName: table, Key: keys.postPointer(dim, before!.id) } })),
  ];
}

function counterWrites(before: Post | null, after: Post | null): { dim: string; item: TransactItem }[] {
  return [...counterDeltas(before, after)].map(([dim, attributes]) => {
    const item = counterAdd(counterKeyOf(dim), attributes);
    if (countsOnEntity(dim)) item.Update!.ConditionExpression = 'attribute_exists(pk)';
    return { dim, item };
  });
}

const TOMBSTONE_TTL_SECONDS = 30 * 24 * 3600;

/** A delete leaves a tombstone until the post's comments and likes are purged (see `deletePost`). */
function tombstoneWrite(before: Post | null, after: Post | null): TransactItem[] {
  if (!before || after) return [];
  const ttl = clock.nowSeconds() + TOMBSTONE_TTL_SECONDS;
  return [{ Put: { TableName: tableName(), Item: { ...keys.postTombstone(before.id), entity: 'post_tombstone', post_id: before.id, ttl } } }];
}

/** The stats item lives exactly as long as the post: likes and comments condition on it. */
function statsWrite(before: Post | null, after: Post | null): TransactItem[] {
  if (!before && after) return [statsCreateItem(after.id)];
  if (before && !after) return [statsDeleteItem(before.id)];
  return [];
}

/** Everything one create, update, trash, restore or delete writes, in one list; `changedBy` signs the revision a change keeps. */
export function postWriteItems(before: Post | null, after: Post | null, changedBy?: ChangedBy): PostTransaction {
  const slugs = slugWrites(before, after);
  const counters = counterWrites(before, after);
  const items = [postItemWrite(before, after), ...slugs.items, ...pointerWrites(before, after)];
  const referenced = referencedFields(before, after);
  const referenceFields: PostTransaction['referenceFields'] = {};
  for (const { dim, item } of counters) {
    const field = referenced.get(dim);
    if (field) referenceFields[items.length] = field;
    items.push(item);
  }
  items.push(...pageBlockWrites(before, after), ...statsWrite(before, after), ...tombstoneWrite(before, after), ...revisionWrites(before, after, changedBy));
  return { items, referenceFields, ...(slugs.claimsNew ? { newSlugIndex: slugs.items.length } : {}) };
}
