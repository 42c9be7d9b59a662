/**
 * Posts as DynamoDB items: the post item, the only full copy (with its site-wide list keys), and the
 * small list pointers of its dimensions (docs/data-model.md, "Posts").
 */
import { bool, CorruptItem, num, numList, obj, optNum, optStr, str, type Item } from '#platform/db/attributes';
import { keys } from '#platform/db/keys';
import { isPacked, packJson, unpackText } from '#platform/db/packed-json';
import { recentBodies } from '#platform/db/unpacked-cache';
import { isPostStatus, isPostType, type Post, type PostStatus } from './post';
import { contentMetricsAttribute, storedContentMetrics } from '#domains/content/content-metrics';

function status(item: Item, name: string): PostStatus {
  const value = str(item, name);
  if (!isPostStatus(value)) throw new Error(`post ${String(item.id)} has unknown ${name} ${value}`);
  return value;
}

/**
 * The post item's packed body (layout 6): the attributes that make most of a post's size and that no
 * index, filter, search or projection reads, as one brotli-compressed binary attribute. The bench's
 * 5 KB post item becomes about 2 KB: every transactional rewrite of it (a title edit, a publish)
 * costs 4 W instead of 12, and a list reads it as one 4 KB unit instead of two. Title, excerpt,
 * status, dates and ids stay plain: search postings, list keys and webhooks' filters read them.
 */
export const BODY_ATTRIBUTE = 'body_br';
/** The post's body: its content and the metrics computed from it, what the item packs (and a revision may leave to the next state). */
export const BODY_ATTRIBUTES = ['content', 'content_metrics'] as const;

/** A post's attributes as the post item stores them: the large ones packed into `body_br`. */
export function storedAttributes(attributes: Item): Item {
  const stored: Item = { ...attributes };
  const body: Item = {};
  for (const name of BODY_ATTRIBUTES) {
    body[name] = stored[name] ?? null;
    delete stored[name];
  }
  return { ...stored, [BODY_ATTRIBUTE]: packJson(body) };
}

/** The item with its body unpacked; an item without one (a revision's state, a layout 4 item) is read as it is. */
function unpacked(item: Item): Item {
  const packed = item[BODY_ATTRIBUTE];
  if (packed === undefined) return item;
  if (!isPacked(packed)) throw new CorruptItem(BODY_ATTRIBUTE, 'a packed body', item);
  const body = recentBodies.unpack(packed, unpackText) as Item;
  return { ...item, ...Object.fromEntries(BODY_ATTRIBUTES.map((name) => [name, body[name]])) };
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
  const seo = obj(item, 'seo') ?? {};
  const type = optStr(item, 'type') ?? 'post';
  const before = optStr(item, 'status_before_trash');
  return {
    id: num(item, 'id'),
    type: isPostType(type) ? type : 'post',
    title: str(item, 'title'),
    slug: str(item, 'slug'),
    excerpt: optStr(item, 'excerpt') ?? '',
    excerptAuto: bool(item, 'excerpt_auto'),
    featuredImage: optStr(item, 'featured_image'),
    status: status(item, 'status'),
    statusBeforeTrash: before !== null && isPostStatus(before) ? before : null,
    categoryId: optNum(item, 'category_id'),
    tagIds: numList(item, 'tag_ids'),
    authorId: optNum(item, 'author_id'),
    creatorId: optNum(item, 'creator_id'),
    isFeatured: bool(item, 'is_featured'),
    seo: {
      metaTitle: optStr(seo, 'meta_title'),
      metaDescription: optStr(seo, 'meta_description'),
      ogImage: optStr(seo, 'og_image'),
    },
    viewCount: num(item, 'view_count', 0),
    likesCount: num(item, 'likes_count', 0),
    commentCount: num(item, 'comment_count', 0),
    version: num(item, 'version', 1),
    rev: num(item, 'rev', 1),
    createdAt: str(item, 'created_at'),
    updatedAt: str(item, 'updated_at'),
    publishedAt: optStr(item, 'published_at'),
    wpSlug: optStr(item, 'wp_slug'),
    lastRevision: num(item, 'last_revision', 0),
  };
}

/** A post from its item, a stream image (binary as base64 text) or a revision's stored state. */
export function toPost(stored: Item): Post {
  const item = unpacked(stored);
  const metrics = storedContentMetrics(item);
  return { ...toPostHead(item), content: str(item, 'content'), ...(metrics ? { metrics } : {}) };
}

/**
 * The attributes a post write owns. The engagement counts are not among them: they are kept exactly
 * on the stats and view items beside the post (post-stats.ts); the post item and its rows carry them
 * only as read by the post's last write (`engagementAttributes`).
 */
export function ownedAttributes(post: Post): Item {
  return {
    entity: 'post',
    id: post.id,
    type: post.type,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    excerpt_auto: post.excerptAuto,
    wp_slug: post.wpSlug ?? null,
    content: post.content,
    // Computed when the content was written (shared/domains/content/), so they can never disagree with it.
    content_metrics: contentMetricsAttribute(post.metrics),
    featured_image: post.featuredImage,
    status: post.status,
    status_before_trash: post.statusBeforeTrash,
    category_id: post.categoryId,
    tag_ids: post.tagIds,
    author_id: post.authorId,
    creator_id: post.creatorId,
    is_featured: post.isFeatured,
    seo: { meta_title: post.seo.metaTitle, meta_description: post.seo.metaDescription, og_image: post.seo.ogImage },
    version: post.version,
    rev: post.rev,
    last_revision: post.lastRevision ?? 0,
    created_at: post.createdAt,
    updated_at: post.updatedAt,
    published_at: post.publishedAt,
  };
}

/** Engagement as of the post's last write: what list rows show for views (admin lists read the stats for likes and comments). */
export function engagementAttributes(post: Post): Item {
  return { view_count: post.viewCount, likes_count: post.likesCount, comment_count: post.commentCount };
}

/** The post item: what a post write owns (its body packed), the engagement fold, and its sparse site-wide list keys (lp3..lp6). */
export function postItem(post: Post): Item {
  return { ...keys.post(post.id), ...storedAttributes(ownedAttributes(post)), ...engagementAttributes(post), ...postIndexKeys(post) };
}

/** Attributes a post item of an older layout may hold that the stored form replaced (a write removes them). */
export const REPLACED_ATTRIBUTES: readonly string[] = BODY_ATTRIBUTES;

export function postIndexKeys(post: Post): Item {
  return keys.postIndexes({ id: post.id, status: post.status, updatedAt: post.updatedAt, title: post.title, publishedAt: post.publishedAt });
}

/**
 * The post's pointer in one dimension: its keys and the values lists filter on (status, published
 * date, category, author, tags, featured flag), so a list of two dimensions filters pointers, never
 * posts. Title and updated_at are not on it: a title edit writes no pointer.
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
  };
}
