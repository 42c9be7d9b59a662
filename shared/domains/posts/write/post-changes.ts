/**
 * The state changes of a post as pure functions: a new post from a create body, a post with an
 * update body applied, moved to trash, restored, set to a status. Each returns `null` when the post
 * already is as asked, so that a repeated call writes nothing.
 */
import type { ProcessedContent } from '#domains/content/process-content';
import type { PostCreateInput, PostUpdateInput } from '#domains/posts/model/post-schemas';
import type { Post, PostStatus, Seo } from '#domains/posts/model/post';
import { ownedAttributes } from '#domains/posts/model/post-items';

export const EMPTY_SEO: Seo = { metaTitle: null, metaDescription: null, ogImage: null };

type SeoInput = { meta_title?: string | null; meta_description?: string | null; og_image?: string | null } | null | undefined;

/** Only the SEO members sent change; `null` clears them all. */
export function mergeSeo(current: Seo, input: SeoInput): Seo {
  if (input === undefined) return current;
  if (input === null) return EMPTY_SEO;
  return {
    metaTitle: input.meta_title !== undefined ? input.meta_title : current.metaTitle,
    metaDescription: input.meta_description !== undefined ? input.meta_description : current.metaDescription,
    ogImage: input.og_image !== undefined ? input.og_image : current.ogImage,
  };
}

/** `published_at` is set the first time a post is published, unless one was given. */
function withPublishDate(post: Post, now: string): Post {
  return post.status === 'published' && post.publishedAt === null ? { ...post, publishedAt: now } : post;
}

/** `body`: the content as the pipeline made it (shared/domains/content/process-content.ts), with its metrics. */
export function newPost(
  input: PostCreateInput,
  fields: { id: number; slug: string; authorId: number | null; creatorId: number | null; now: string; body: ProcessedContent; wpSlug?: string | null },
): Post {
  const explicitExcerpt = input.excerpt !== undefined && input.excerpt !== null && input.excerpt !== '';
  return withPublishDate(
    {
      id: fields.id,
      type: input.type ?? 'post',
      title: input.title,
      slug: fields.slug,
      excerpt: explicitExcerpt ? input.excerpt! : fields.body.metrics.excerpt,
      excerptAuto: !explicitExcerpt,
      content: fields.body.content,
      featuredImage: input.featured_image ?? null,
      status: input.status ?? 'draft',
      statusBeforeTrash: null,
      categoryId: input.category_id ?? null,
      tagIds: input.tag_ids ?? [],
      authorId: fields.authorId,
      creatorId: fields.creatorId,
      isFeatured: input.is_featured ?? false,
      seo: mergeSeo(EMPTY_SEO, input.seo),
      viewCount: 0,
      likesCount: 0,
      commentCount: 0,
      version: 1,
      rev: 1,
      createdAt: fields.now,
      updatedAt: fields.now,
      publishedAt: input.published_at ?? null,
      wpSlug: fields.wpSlug ?? null,
      metrics: fields.body.metrics,
    },
    fields.now,
  );
}

/**
 * The post with the fields sent changed, or null when nothing would change. `body` is the sent
 * content as the pipeline made it, given exactly when the input has content.
 */
export function patchedPost(before: Post, input: PostUpdateInput, now: string, body?: ProcessedContent): Post | null {
  const next: Post = { ...before };
  if (input.title !== undefined) next.title = input.title;
  if (input.content !== undefined) {
    if (!body) throw new Error('new content needs its processed form');
    next.content = body.content;
    next.metrics = body.metrics;
  }
  if (input.slug !== undefined) next.slug = input.slug;
  const derivedExcerpt = next.metrics?.excerpt ?? '';
  if (input.excerpt !== undefined) {
    const auto = input.excerpt === null || input.excerpt === '';
    next.excerptAuto = auto;
    next.excerpt = auto ? derivedExcerpt : input.excerpt!;
  } else if (next.excerptAuto && input.content !== undefined) {
    next.excerpt = derivedExcerpt;
  }
  if (input.featured_image !== undefined) next.featuredImage = input.featured_image;
  if (input.type !== undefined) next.type = input.type;
  if (input.category_id !== undefined) next.categoryId = input.category_id;
  if (input.tag_ids !== undefined) next.tagIds = input.tag_ids;
  if (input.author_id !== undefined) next.authorId = input.author_id;
  if (input.is_featured !== undefined) next.isFeatured = input.is_featured;
  next.seo = mergeSeo(before.seo, input.seo);
  if (input.published_at !== undefined) next.publishedAt = input.published_at;
  if (input.status !== undefined && input.status !== before.status) {
    next.status = input.status;
    next.statusBeforeTrash = null;
    // Published before its time: it is published now, not at the date it was waiting for.
    if (before.status === 'scheduled' && input.status === 'published' && input.published_at === undefined) next.publishedAt = now;
  }
  const after = withPublishDate(next, now);
  return sameContent(before, after) ? null : after;
}

export function trashedPost(before: Post): Post | null {
  if (before.status === 'trash') return null;
  return { ...before, status: 'trash', statusBeforeTrash: before.status };
}

/** Back to the status it had before trash (draft when unknown); null when it is not in trash. */
export function restoredPost(before: Post, now: string): Post | null {
  if (before.status !== 'trash') return null;
  const status = before.statusBeforeTrash ?? 'draft';
  // A schedule whose time passed while the post was in trash does not publish it: it comes back a draft.
  const back = status === 'scheduled' && (before.publishedAt === null || before.publishedAt <= now) ? 'draft' : status;
  return withPublishDate({ ...before, status: back, statusBeforeTrash: null }, now);
}

/** Bulk publish, draft, archive: the status set, out of trash if it was there. */
export function postWithStatus(before: Post, status: Exclude<PostStatus, 'trash'>, now: string): Post | null {
  if (before.status === status) return null;
  const early = before.status === 'scheduled' && status === 'published';
  return withPublishDate({ ...before, status, statusBeforeTrash: null, ...(early ? { publishedAt: now } : {}) }, now);
}

/** Equal in everything a write owns except the bookkeeping (version, revision, updated_at). */
export function sameContent(a: Post, b: Post): boolean {
  const comparable = (post: Post) => JSON.stringify({ ...ownedAttributes(post), version: 0, rev: 0, updated_at: '' });
  return comparable(a) === comparable(b);
}
