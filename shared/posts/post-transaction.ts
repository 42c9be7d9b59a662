/**
 * The one transaction of a post write. Given the post as read (`before`, null on create) and as it
 * must become (`after`, null on delete), it lists: the post item (condition: the revision read), the
 * slug items that change, the list rows that appear, change or disappear, the counter items whose
 * numbers move, the stats item on create and delete, and existence checks of newly referenced
 * categories and tags. At most 96 items (a write that changes status, category, author, featured flag
 * and all 10 tags), below DynamoDB's 100.
 */
import type { TransactItem } from '../db/transactions';
import { tableName } from '../db/client';
import { keys } from '../db/keys';
import { counterAdd } from '../db/counter-update';
import { clock } from '../clock';
import type { Item } from '../db/attributes';
import { engagementAttributes, listRowItem, ownedAttributes, postItem } from './post-items';
import { statsCreateItem, statsDeleteItem } from './post-stats';
import { counterDeltas, scopesOf } from './scopes';
import type { Post } from './post';


/** Where the items of interest sit in the list, to read a cancellation's reasons. */
export interface PostTransaction {
  items: TransactItem[];
  /** Index of the new slug's uniqueness item, if the write claims a slug. */
  newSlugIndex?: number;
  /** Indexes of the existence checks of newly referenced categories and tags, by body field. */
  referenceFields: Record<number, 'category_id' | 'tag_ids'>;
}

/**
 * A category or tag the write starts to reference must still exist when it commits: the use case
 * checked it before, but a delete may have run in between (the delete conditions on the posts
 * counters, so the two cannot both commit).
 */
function referenceChecks(before: Post | null, after: Post | null): { items: TransactItem[]; fields: ('category_id' | 'tag_ids')[] } {
  const items: TransactItem[] = [];
  const fields: ('category_id' | 'tag_ids')[] = [];
  if (!after) return { items, fields };
  const check = (key: { pk: string; sk: string }, field: 'category_id' | 'tag_ids') => {
    items.push({ ConditionCheck: { TableName: tableName(), Key: key, ConditionExpression: 'attribute_exists(pk)' } });
    fields.push(field);
  };
  if (after.categoryId !== null && after.categoryId !== before?.categoryId) check(keys.category(after.categoryId), 'category_id');
  const hadTags = new Set(before?.tagIds ?? []);
  for (const tagId of after.tagIds) if (!hadTags.has(tagId)) check(keys.tag(tagId), 'tag_ids');
  return { items, fields };
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
  // What a post write owns, and the engagement as read (a fold for the list rows, which copy it; the
  // exact counts live on the stats and view items, which no post write touches).
  const attributes = { ...ownedAttributes(after), ...engagementAttributes(after) };
  const names: Record<string, string> = { '#rev_read': 'rev' };
  const values: Item = { ':rev_read': before.rev };
  const sets = Object.entries(attributes).map(([name, value], index) => {
    names[`#a${index}`] = name;
    values[`:v${index}`] = value;
    return `#a${index} = :v${index}`;
  });
  return {
    Update: {
      TableName: table,
      Key: keys.post(after.id),
      UpdateExpression: `SET ${sets.join(', ')}`,
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

function rowWrites(before: Post | null, after: Post | null): TransactItem[] {
  const table = tableName();
  const afterScopes = after ? scopesOf(after) : [];
  const stays = new Set(afterScopes);
  const removed = (before ? scopesOf(before) : []).filter((scope) => !stays.has(scope));
  return [
    ...afterScopes.map((scope): TransactItem => ({ Put: { TableName: table, Item: listRowItem(scope, after!) } })),
    ...removed.map((scope): TransactItem => ({ Delete: { TableName: table, Key: keys.postListRow(scope, before!.id) } })),
  ];
}

function counterWrites(before: Post | null, after: Post | null): TransactItem[] {
  return [...counterDeltas(before, after)].map(([dim, attributes]) => counterAdd(keys.postCounters(dim), attributes));
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

/** Everything one create, update, trash, restore or delete writes, in one list. */
export function postWriteItems(before: Post | null, after: Post | null): PostTransaction {
  const slugs = slugWrites(before, after);
  const references = referenceChecks(before, after);
  const items = [
    postItemWrite(before, after),
    ...slugs.items,
    ...rowWrites(before, after),
    ...counterWrites(before, after),
    ...statsWrite(before, after),
    ...tombstoneWrite(before, after),
  ];
  const referenceFields: PostTransaction['referenceFields'] = {};
  references.fields.forEach((field, offset) => (referenceFields[items.length + offset] = field));
  return { items: [...items, ...references.items], referenceFields, ...(slugs.claimsNew ? { newSlugIndex: slugs.items.length } : {}) };
}
