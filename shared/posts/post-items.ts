/**
 * Posts as DynamoDB items: the canonical item and its list rows carry the same attributes (a row is
 * a copy plus its scope's keys and the lower-cased search fields), so one mapper reads both.
 */
import { bool, num, numList, obj, optNum, optStr, str, type Item } from '../db/attributes';
import { keys } from '../db/keys';
import { isPostStatus, isPostType, type Post, type PostStatus } from './post';
import { scopeHasStatus } from './scopes';
import { contentMetricsAttribute, storedContentMetrics } from './content-metrics';

function status(item: Item, name: string): PostStatus {
  const value = str(item, name);
  if (!isPostStatus(value)) throw new Error(`post ${String(item.id)} has unknown ${name} ${value}`);
  return value;
}

export function toPost(item: Item): Post {
  const seo = obj(item, 'seo') ?? {};
  const type = optStr(item, 'type') ?? 'post';
  const before = optStr(item, 'status_before_trash');
  const metrics = storedContentMetrics(item);
  return {
    id: num(item, 'id'),
    type: isPostType(type) ? type : 'post',
    title: str(item, 'title'),
    slug: str(item, 'slug'),
    excerpt: optStr(item, 'excerpt') ?? '',
    excerptAuto: bool(item, 'excerpt_auto'),
    content: str(item, 'content'),
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
    ...(metrics ? { metrics } : {}),
  };
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
    // Computed when the content was written (shared/content), so they can never disagree with it.
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

export function postItem(post: Post): Item {
  return { ...keys.post(post.id), ...ownedAttributes(post), ...engagementAttributes(post) };
}

/** A copy of the post in one scope: the base key sorts by id, gsi1..gsi4 by the other sort fields. */
export function listRowItem(scope: string, post: Post): Item {
  return {
    ...keys.postListRow(scope, post.id),
    ...keys.postListIndexes(scope, {
      id: post.id,
      updatedAt: post.updatedAt,
      publishedAt: post.publishedAt,
      title: post.title,
      ...(scopeHasStatus(scope) ? {} : { status: post.status }),
    }),
    ...ownedAttributes(post),
    ...engagementAttributes(post),
    entity: 'post_row',
    scope,
    title_lc: post.title.toLowerCase(),
    excerpt_lc: post.excerpt.toLowerCase(),
  };
}
