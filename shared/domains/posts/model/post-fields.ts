/**
 * The post's fields, each declared once: where it is stored, how the admin body takes it, how the
 * admin answers show it, what a revision does with it, where the client forms show it and whether
 * search indexes it (field-catalogue.ts says what each facet means). The body schemas, the post item
 * and its packed body, the admin post and revision answers, the client post's added keys, the search
 * postings and the OpenAPI document derive from these declarations; the catalogue test
 * (test/unit/posts/post-fields.test.ts) holds every shape to them. Adding a field: docs/recipes.md.
 *
 * The order is the post item's (its attributes are written in it); V3_ORDER keeps the order in which
 * v3 answers and reads its fields where that is another.
 */
import { bool, num, numList, obj, optNum, optStr, str, type Item } from '#platform/db/attributes';
import { adminTimestamp } from '#platform/time';
import { contentMetricsAttribute, storedContentMetrics } from '#domains/content/content-metrics';
import { EXCERPT_MAX_CHARS, POST_STATUSES, isPostStatus, isPostType, type PostStatus } from './post';
import { lazily } from '#platform/lazily';
import { bodyOnly, catalogue, field, type AdminKeyNames, type NamesWith, type RevisionNames } from './field-catalogue';
import { searchedView } from './field-views';
import { isLanguage, LANGUAGES } from '#platform/site/site-settings';
import { languageOf } from './post-address';

/** A count: 0 on items written before it was kept. */
const count = (item: Item, name: string): number => num(item, name, 0);

function statusOf(item: Item, name: string): PostStatus {
  const value = str(item, name);
  if (!isPostStatus(value)) throw new Error(`post ${String(item.id)} has unknown ${name} ${value}`);
  return value;
}

/** The catalogue, built on first use (field-catalogue.ts, `lazily`). */
export const postFields = lazily(() =>
  catalogue({
    id: field('id', {
      stored: { read: num },
      input: 'read-only',
      answer: { schema: ({ z }) => z.int() },
      admin: true,
      revision: { shown: true },
      client: ['id'],
      overview: ['id'],
      alternative: ['id'],
    }),
    type: field('type', {
      // An item of a type this code does not know reads as a post.
      stored: { read: (item, name) => { const type = optStr(item, name) ?? 'post'; return isPostType(type) ? type : 'post'; } },
      input: { rule: ({ type }) => type, applied: 'as sent', empty: 'post' },
      // With the default POST_URL_PATTERN (/{type}/{slug}); a pattern naming {id} or {language} adds them.
      client: ['type', 'icon', 'seo.canonical_url'],
    }),
    title: field('title', {
      stored: { read: str },
      input: { rule: ({ title }) => title, required: 'on create', plainText: true, applied: 'as sent' },
      answer: { schema: ({ z }) => z.string() },
      admin: true,
      revision: { shown: true, revised: true },
      searched: 't',
      // The og image's alt and the alternative form's image alt fall back to the title.
      client: ['title', 'seo.og.image.alt'],
      overview: ['title'],
      alternative: ['title', 'featured_image.alt'],
    }),
    slug: field('slug', {
      stored: { read: str },
      // A create without one takes a free slug of the title.
      input: { rule: ({ slug }) => slug, applied: 'by the write' },
      answer: { schema: ({ z }) => z.string() },
      admin: true,
      revision: { shown: true, revised: true },
      client: ['slug', 'seo.canonical_url'],
      overview: ['slug'],
      alternative: ['slug'],
    }),
    excerpt: field('excerpt', {
      stored: { read: (item, name) => optStr(item, name) ?? '' },
      // None, null or '': the start of the content, derived again when the content changes (`excerpt_auto`).
      input: { rule: ({ nullable, text }) => nullable(text('excerpt', EXCERPT_MAX_CHARS)), plainText: true, applied: 'by the write' },
      answer: { schema: ({ z }) => z.string() },
      admin: true,
      revision: { shown: true, revised: true },
      searched: 'e',
      client: ['content.short'],
      overview: ['excerpt'],
      alternative: ['excerpt'],
    }),
    excerpt_auto: field('excerptAuto', {
      stored: { read: bool },
      revision: { restored: true },
    }),
    language: field('language', {
      stored: { read: (item, name) => { const value = optStr(item, name); return value !== null && isLanguage(value) ? value : undefined; } },
      // A create without one stores the site's DEFAULT_LANGUAGE; posts written before posts had a language read as it (post-address.ts).
      input: { rule: ({ language }) => language, applied: 'by the write' },
      answer: { schema: ({ z }) => z.enum(LANGUAGES), value: (post) => languageOf(post) },
      admin: true,
      revision: { shown: true },
      client: ['language', 'seo.og.locale'],
    }),
    // The group item lists the members (translation-groups.ts); the shapes show the others as `translations`, read once per page.
    translation_group: field('translationGroup', {
      stored: { read: (item, name) => optStr(item, name) ?? undefined },
      admin: ['translations'],
      client: ['translations'],
    }),
    // Joins that post's translation group (or, null, leaves the post's own): one post per language in a group.
    translation_of: bodyOnly({
      input: { rule: ({ nullable, id }) => nullable(id), applied: 'by the write' },
    }),
    wp_slug: field('wpSlug', {
      stored: { read: optStr },
      client: ['wp_slug'],
    }),
    content: field('content', {
      stored: { read: str, in: 'body' },
      input: { rule: ({ content }) => content, required: 'on create', applied: 'by the write' },
      answer: { schema: ({ z }) => z.string() },
      admin: true,
      revision: { shown: true, revised: true },
      client: ['content.full'],
      overview: ['content'],
      alternative: ['content'],
    }),
    content_format: bodyOnly({
      input: { rule: ({ contentFormat }) => contentFormat, applied: 'by the write' },
    }),
    content_metrics: field('metrics', {
      // Computed when the content was written (shared/domains/content/), so they can never disagree with it.
      stored: { read: storedContentMetrics, write: (post) => contentMetricsAttribute(post.metrics), in: 'body' },
      revision: { restored: true },
      client: ['content.lines', 'content.words', 'content.read_times', 'content.toc_menus', 'cache'],
    }),
    featured_image: field('featuredImage', {
      stored: { read: optStr },
      input: { rule: ({ nullable, url }) => nullable(url), applied: 'as sent', empty: null },
      answer: { schema: ({ z }) => z.nullable(z.string()) },
      admin: { describe: 'URL' },
      revision: { shown: true, revised: true },
      client: ['thumbnail'],
      overview: ['featured_image'],
      alternative: ['featured_image'],
    }),
    status: field('status', {
      stored: { read: statusOf },
      input: { rule: ({ status }) => status, applied: 'by the write' },
      answer: { schema: ({ z }) => z.enum(POST_STATUSES) },
      admin: true,
      revision: { shown: true, revised: true, restored: 'by its own rule' },
      client: ['status'],
      overview: ['status'],
    }),
    status_before_trash: field('statusBeforeTrash', {
      stored: { read: (item, name) => { const before = optStr(item, name); return before !== null && isPostStatus(before) ? before : null; } },
    }),
    category_id: field('categoryId', {
      stored: { read: optNum },
      input: { rule: ({ nullable, id }) => nullable(id), applied: 'as sent', empty: null },
      answer: { schema: ({ z }) => z.nullable(z.int()) },
      admin: { also: ['category'] },
      revision: { shown: true, revised: true },
      client: ['mainCategory', 'category'],
      overview: ['category'],
      alternative: ['categories'],
    }),
    tag_ids: field('tagIds', {
      stored: { read: numList },
      input: { rule: ({ tagIds }) => tagIds, applied: 'as sent', empty: [] },
      answer: { schema: ({ z }) => z.array(z.int()) },
      admin: { also: ['tags', 'tags_count'] },
      revision: { shown: true, revised: true },
      client: ['tags'],
      overview: ['tags'],
      alternative: ['tags'],
    }),
    author_id: field('authorId', {
      stored: { read: optNum },
      // Defaults to the caller on create; setting another author needs cms.posts.edit_others.
      input: { rule: ({ nullable, id }) => nullable(id), applied: 'by the write' },
      answer: { schema: ({ z }) => z.nullable(z.int()) },
      admin: { also: ['author'] },
      revision: { shown: true },
      client: ['author_id', 'author'],
      overview: ['author'],
      alternative: ['author'],
    }),
    creator_id: field('creatorId', {
      stored: { read: optNum },
      client: ['creator_id'],
    }),
    is_featured: field('isFeatured', {
      stored: { read: bool },
      input: { rule: ({ flag }) => flag('is_featured'), applied: 'as sent', empty: false },
      answer: { schema: ({ z }) => z.boolean() },
      admin: true,
      revision: { shown: true },
      client: ['meta.is_featured'],
    }),
    seo: field('seo', {
      stored: {
        read: (item, name) => {
          const seo = obj(item, name) ?? {};
          return { metaTitle: optStr(seo, 'meta_title'), metaDescription: optStr(seo, 'meta_description'), ogImage: optStr(seo, 'og_image') };
        },
        write: ({ seo }) => ({ meta_title: seo.metaTitle, meta_description: seo.metaDescription, og_image: seo.ogImage }),
      },
      // Only the members sent change; null clears them all.
      input: { rule: ({ nullable, seo }) => nullable(seo), plainText: ['meta_title', 'meta_description'], applied: 'by the write' },
      answer: {
        schema: ({ z }) => z.strictObject({ meta_title: z.nullable(z.string()), meta_description: z.nullable(z.string()), og_image: z.nullable(z.string()) }),
        value: ({ seo }) => ({ meta_title: seo.metaTitle, meta_description: seo.metaDescription, og_image: seo.ogImage }),
      },
      admin: true,
      revision: { shown: true, revised: true },
      client: ['seo.title', 'seo.description', 'seo.og.title', 'seo.og.description', 'seo.og.image'],
    }),
    version: field('version', {
      stored: { read: (item, name) => num(item, name, 1) },
      input: {
        create: ({ readOnly }) => readOnly('The version field is read-only: a new post starts at version 1.'),
        update: ({ optional, version }) => optional(version),
        applied: 'by the write',
      },
      answer: { schema: ({ z }) => z.int().check(z.positive()) },
      admin: { describe: 'optimistic lock: send it back with an update to refuse lost updates (409 version_conflict)' },
      revision: { shown: true },
    }),
    rev: field('rev', {
      stored: { read: (item, name) => num(item, name, 1) },
    }),
    last_revision: field('lastRevision', {
      stored: { read: count, write: (post) => post.lastRevision ?? 0 },
    }),
    created_at: field('createdAt', {
      stored: { read: str },
      input: 'read-only',
      answer: { schema: ({ timestamp }) => timestamp(), value: (post) => adminTimestamp(post.createdAt) },
      admin: true,
      revision: { shown: true },
      // The client forms show the creation date as the publication date of a post never published.
      client: ['created_at', 'published_at'],
      overview: ['created_at', 'published_at'],
      alternative: ['published_at'],
    }),
    updated_at: field('updatedAt', {
      stored: { read: str },
      input: 'read-only',
      answer: { schema: ({ timestamp }) => timestamp(), value: (post) => adminTimestamp(post.updatedAt) },
      admin: true,
      revision: { shown: true },
      overview: ['updated_at'],
    }),
    published_at: field('publishedAt', {
      stored: { read: optStr },
      input: { rule: ({ nullable, publishedAt }) => nullable(publishedAt), applied: 'as sent', empty: null },
      answer: { schema: ({ z, timestamp }) => z.nullable(timestamp()), value: (post) => adminTimestamp(post.publishedAt) },
      admin: true,
      revision: { shown: true },
      client: ['published_at'],
      overview: ['published_at'],
      alternative: ['published_at'],
    }),
    view_count: field('viewCount', {
      stored: { read: count, in: 'engagement' },
      input: 'read-only',
      answer: { schema: ({ z }) => z.int().check(z.nonnegative()) },
      admin: true,
      client: ['meta.views', 'views'],
    }),
    likes_count: field('likesCount', {
      stored: { read: count, in: 'engagement' },
      input: 'read-only',
      admin: ['likes_count'],
    }),
    comment_count: field('commentCount', {
      stored: { read: count, in: 'engagement' },
      input: 'read-only',
      answer: { schema: ({ z }) => z.int().check(z.nonnegative()) },
      admin: { describe: 'approved comments', also: ['comments_count'] },
    }),
  }),
);

export type PostFields = ReturnType<typeof postFields>;
export type PostFieldName = keyof PostFields;

/**
 * The order in which v3 reads its body's fields (the order of its 422 errors) and answers them, where
 * it is not the catalogue's. A field added later follows these, in catalogue order.
 */
export const V3_ORDER: {
  input: readonly NamesWith<PostFields, 'input'>[];
  admin: readonly AdminKeyNames<PostFields>[];
  revisionShown: readonly RevisionNames<PostFields, 'shown'>[];
  revised: readonly RevisionNames<PostFields, 'revised'>[];
} = {
  input: [
    'content_format', 'slug', 'excerpt', 'featured_image', 'status', 'type', 'category_id', 'tag_ids', 'author_id', 'is_featured', 'published_at', 'seo',
    'id', 'view_count', 'comment_count', 'likes_count', 'created_at', 'updated_at', 'title', 'content', 'version',
  ],
  admin: [
    'id', 'title', 'slug', 'excerpt', 'content', 'featured_image', 'status', 'created_at', 'updated_at', 'published_at', 'view_count', 'comment_count',
    'is_featured', 'seo', 'version', 'category_id', 'tag_ids', 'author_id',
  ],
  revisionShown: [
    'id', 'title', 'slug', 'excerpt', 'content', 'featured_image', 'status', 'category_id', 'tag_ids', 'seo', 'author_id', 'is_featured', 'created_at',
    'updated_at', 'published_at', 'version',
  ],
  revised: ['title', 'slug', 'content', 'excerpt', 'seo', 'featured_image', 'category_id', 'tag_ids', 'status'],
};

/** The fields the search index holds, with their posting codes (`searched`): what the index is fed and queried with. */
export const postSearched = lazily(() => searchedView(postFields()));
