/**
 * The state changes of a post as pure functions: a new post from a create body, a post with an
 * update body applied, moved to trash, restored, set to a status. Each returns `null` when the post
 * already is as asked, so that a repeated call writes nothing.
 */
import type { ProcessedContent } from '#domains/content/process-content';
import { config } from '#platform/config';
import type { PostCreateInput, PostUpdateInput } from '#domains/posts/model/post-schemas';
import type { Post, PostStatus, Seo } from '#domains/posts/model/post';
import { ownedAttributes } from '#domains/posts/model/post-items';
import { lazily } from '#platform/lazily';
import type { SentProps, SeoInput } from '#domains/posts/model/field-catalogue';
import { sentView } from '#domains/posts/model/field-views';
import { postFields, type PostFields } from '#domains/posts/model/post-fields';

/** The fields a write stores as the body sent them (post-fields.ts, `applied: 'as sent'`). */
const sent = lazily(() => sentView(postFields()));

/** What a create takes as sent: the value, or the field's empty value when it was not sent. */
function sentOnCreate(input: PostCreateInput): Pick<Post, SentProps<PostFields>> {
  const values: Record<string, unknown> = {};
  for (const field of sent()) values[field.prop] = (input as Record<string, unknown>)[field.name] ?? field.empty;
  return values as Pick<Post, SentProps<PostFields>>;
}

export const EMPTY_SEO: Seo = { metaTitle: null, metaDescription: null, ogImage: null };

/** Only the SEO members sent change; `null` clears them all. */
export function mergeSeo(current: Seo, input: SeoInput | null | undefined): Seo {
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
  fields: {
    id: number;
    slug: string;
    authorId: number | null;
    creatorId: number | null;
    now: string;
    body: ProcessedContent;
    wpSlug?: string | null;
    /** The translation group a `translation_of` joins (translation-joins.ts). */
    translationGroup?: string | null;
  },
): Post {
  const explicitExcerpt = input.excerpt !== undefined && input.excerpt !== null && input.excerpt !== '';
  return withPublishDate(
    {
      ...sentOnCreate(input),
      id: fields.id,
      slug: fields.slug,
      excerpt: explicitExcerpt ? input.excerpt! : fields.body.metrics.excerpt,
      excerptAuto: !explicitExcerpt,
      content: fields.body.content,
      status: input.status ?? 'draft',
      statusBeforeTrash: null,
      authorId: fields.authorId,
      creatorId: fields.creatorId,
      seo: mergeSeo(EMPTY_SEO, input.seo),
      viewCount: 0,
      likesCount: 0,
      commentCount: 0,
      version: 1,
      rev: 1,
      createdAt: fields.now,
      updatedAt: fields.now,
      wpSlug: fields.wpSlug ?? null,
      // Stored, so that a later change of DEFAULT_LANGUAGE does not move the posts written before it.
      language: input.language ?? config.defaultLanguage,
      translationGroup: fields.translationGroup ?? null,
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
  for (const field of sent()) {
    const value = (input as Record<string, unknown>)[field.name];
    if (value !== undefined) (next as unknown as Record<string, unknown>)[field.prop] = value;
  }
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
  if (input.author_id !== undefined) next.authorId = input.author_id;
  if (input.language !== undefined) next.language = input.language;
  next.seo = mergeSeo(before.seo, input.seo);
  if (input.status !== undefined && input.status !== before.status) {
    next.status = input.status;
    next.statusBeforeTrash = null;
    // Published before its time: it is published now, not at the date it was waiting for.
    if (before.status === 'scheduled' && input.status === 'published' && input.published_at === undefined) next.publishedAt = now;
  }
  const after = withPublishDate(next, now);
  return sameContent(before, after) ? null : after;
}

/** Trash takes the post out of its translation group (the others stay together); restore does not put it back. */
export function trashedPost(before: Post): Post | null {
  if (before.status === 'trash') return null;
  return { ...before, status: 'trash', statusBeforeTrash: before.status, translationGroup: null };
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
