/**
 * Posts as DynamoDB items: the post item, the only full copy (with its site-wide list keys), and the
 * small list pointers of its dimensions (docs/data-model.md, "Posts").
 */
import { CorruptItem, type Item } from '#platform/db/attributes';
import { keys } from '#platform/db/keys';
import { isPacked, packJson, unpackText } from '#platform/db/packed-json';
import { recentBodies } from '#platform/db/unpacked-cache';
import type { Post } from './post';
import { lazily } from '#platform/lazily';
import { storedView } from './field-views';
import { postFields } from './post-fields';
import { languageOf } from './post-address';

/** The stored fields (post-fields.ts), in the order the post item writes them: the head, the packed body, what a write owns, the engagement. */
const stored = lazily(() => {
  const fields = storedView(postFields());
  return {
    head: fields.filter((field) => field.in !== 'body'),
    body: fields.filter((field) => field.in === 'body'),
    owned: fields.filter((field) => field.in !== 'engagement'),
    engagement: fields.filter((field) => field.in === 'engagement'),
    bodyNames: fields.filter((field) => field.in === 'body').map((field) => field.name),
  };
});

/**
 * The post item's packed body (layout 6): the attributes that make most of a post's size and that no
 * index, filter, search or projection reads, as one brotli-compressed binary attribute. The bench's
 * 5 KB post item becomes about 2 KB: every transactional rewrite of it (a title edit, a publish)
 * costs 4 W instead of 12, and a list reads it as one 4 KB unit instead of two. Title, excerpt,
 * status, dates and ids stay plain: search postings, list keys and webhooks' filters read them.
 */
export const BODY_ATTRIBUTE = 'body_br';
/** The post's body: its content and the metrics computed from it, what the item packs (and a revision may leave to the next state). */
export const bodyAttributes = (): readonly string[] => stored().bodyNames;

/** A post's attributes as the post item stores them: the large ones packed into `body_br`. */
export function storedAttributes(attributes: Item): Item {
  const plain: Item = { ...attributes };
  const body: Item = {};
  for (const name of bodyAttributes()) {
    body[name] = plain[name] ?? null;
    delete plain[name];
  }
  return { ...plain, [BODY_ATTRIBUTE]: packJson(body) };
}

/** The item with its body unpacked; an item without one (a revision's state, a layout 4 item) is read as it is. */
function unpacked(item: Item): Item {
  const packed = item[BODY_ATTRIBUTE];
  if (packed === undefined) return item;
  if (!isPacked(packed)) throw new CorruptItem(BODY_ATTRIBUTE, 'a packed body', item);
  const body = recentBodies.unpack(packed, unpackText) as Item;
  return { ...item, ...Object.fromEntries(bodyAttributes().map((name) => [name, body[name]])) };
}

/**
 * The post item as layout 4 stored it, its body as plain attributes: what a post weighs whatever the
 * layout packs (the bench's read budgets count posts so, bench/lib/operations.ts).
 */
export function plainPostItem(item: Item): Item {
  const { [BODY_ATTRIBUTE]: _packed, ...plain } = unpacked(item);
  return plain;
}

/** A post without its body (content and metrics): what filters and sort orders read, with nothing to unpack. */
export type PostHead = Omit<Post, 'content' | 'metrics'>;

/** The head of a post from its item or a stream image; the body, packed or not, is not read. */
export function toPostHead(item: Item): PostHead {
  const head: Record<string, unknown> = {};
  for (const field of stored().head) head[field.prop] = field.read(item, field.name);
  return head as unknown as PostHead;
}

/** A post from its item, a stream image (binary as base64 text) or a revision's stored state. */
export function toPost(storedItem: Item): Post {
  const item = unpacked(storedItem);
  const post: Record<string, unknown> = toPostHead(item) as unknown as Record<string, unknown>;
  // Metrics are absent from items written before they were stored: the post then has none.
  for (const field of stored().body) {
    const value = field.read(item, field.name);
    if (value !== undefined) post[field.prop] = value;
  }
  return post as unknown as Post;
}

/**
 * The attributes a post write owns. The engagement counts are not among them: they are kept exactly
 * on the stats and view items beside the post (post-stats.ts); the post item and its rows carry them
 * only as read by the post's last write (`engagementAttributes`).
 */
export function ownedAttributes(post: Post): Item {
  const owned: Item = { entity: 'post' };
  for (const field of stored().owned) owned[field.name] = field.write(post);
  return owned;
}

/** Engagement as of the post's last write: what list rows show for views (admin lists read the stats for likes and comments). */
export function engagementAttributes(post: Post): Item {
  const engagement: Item = {};
  for (const field of stored().engagement) engagement[field.name] = field.write(post);
  return engagement;
}

/** The post item: what a post write owns (its body packed), the engagement fold, and its sparse site-wide list keys (lp3..lp6). */
export function postItem(post: Post): Item {
  return { ...keys.post(post.id), ...storedAttributes(ownedAttributes(post)), ...engagementAttributes(post), ...postIndexKeys(post) };
}

/** Attributes a post item of an older layout may hold that the stored form replaced (a write removes them). */
export const replacedAttributes = (): readonly string[] => bodyAttributes();

export function postIndexKeys(post: Post): Item {
  return keys.postIndexes({ id: post.id, status: post.status, updatedAt: post.updatedAt, title: post.title, publishedAt: post.publishedAt });
}

/**
 * The post's pointer in one dimension: its keys and the values lists filter on (status, published
 * date, category, author, tags, featured flag), so a list of two dimensions filters pointers, never
 * posts (and language: `l`). Title and updated_at are not on it: a title edit writes no pointer.
 */
export function pointerItem(dim: string, post: Post): Item {
  return {
    ...keys.postPointer(dim, post.id),
    ...keys.pointerIndexes(dim, { id: post.id, status: post.status, publishedAt: post.publishedAt }),
    entity: 'post_pointer',
    id: post.id,
    s: post.status,
    pa: post.publishedAt,
    c: post.categoryId,
    a: post.authorId,
    g: post.tagIds,
    f: post.isFeatured,
    l: languageOf(post),
  };
}
