/**
 * Domain post -> client post (spec 2.4). Metrics (`words`, `lines`, `read_times`, `toc_menus`, `cache`)
 * are computed when the content is written and stored with the post (shared/domains/content/content-metrics.ts):
 * a read never parses the body. Items written before metrics were stored show none (zeros, no TOC)
 * until their next edit.
 * `author` is a field of every client post (spec 2.4): the caller's page loads the authors in one batch.
 * The other relations (`mainCategory`, `category`, `tags`) are added only when the caller asked for
 * them and `PostRelations` holds them; the loader in `post-relations.ts` fetches them for a page.
 */
import type { Post, PostType } from '#domains/posts/model/post';
import { lazily } from '#platform/lazily';
import { clientKeysView } from '#domains/posts/model/field-views';
import { postFields } from '#domains/posts/model/post-fields';
import type { Media } from '#domains/media/media';
import type { Tag } from '#domains/taxonomy/tag';
import type { ClientCategory, ClientUser, PostContent } from '#domains/presentation/client-schemas';
import { readTimeMinutes } from '#domains/presentation/content';
import { UNKNOWN_METRICS } from '#domains/content/content-metrics';
import { dateObject } from '#domains/presentation/dates';
import { PostStatusEnum, PostTypeEnum, enumObject } from '#domains/presentation/enums';
import { mediaObjectOrEmpty } from '#domains/presentation/media';
import { config } from '#platform/config';
import { clock } from '#platform/clock';
import { languageOf, ogLocaleOf, postAddress } from '#domains/posts/model/post-address';
import type { ClientPostItem } from './schemas';
import { translationsOf, type TranslationGroup } from '#domains/posts/translations/translation-groups';
import { featuredImageRecord, libraryMediaIdOf, mimeTypeOfUrl } from './media-records';

export interface PostRelations {
  /** Client user objects by user id. */
  authors: ReadonlyMap<number, ClientUser>;
  /** Client categories by id (with their published counts). */
  categories: ReadonlyMap<number, ClientCategory>;
  tags: ReadonlyMap<number, Tag>;
  /** Library files that featured and og images point at. */
  media: ReadonlyMap<number, Media>;
  /** Translation groups by id (the client post shows the published members besides the post). */
  translations?: ReadonlyMap<string, TranslationGroup>;
}

export const NO_RELATIONS: PostRelations = { authors: new Map(), categories: new Map(), tags: new Map(), media: new Map() };

export type ClientInclude = 'author' | 'mainCategory' | 'category' | 'tags';

/**
 * Keys of fields added after v3 (post-fields.ts, `client: true`): each field's own, after spec 2.4's.
 * Spec 2.4's keys are built below; post-fields.ts says which of them show each field.
 */
export const clientFieldKeys = lazily(() => clientKeysView(postFields()));

/** Spec 2.4's paths that no post field holds (yet): always null. */
export const SPEC_ONLY_CLIENT_PATHS = ['vocabulary_fa', 'vocabulary_en', 'properties', 'note', 'deadline', 'seo.focus_keyword'];

/** Icon name per post type, for clients that show the kind of content next to a title. */
export const POST_TYPE_ICONS: Readonly<Record<PostType, string>> = {
  post: 'article',
  page: 'file',
  video: 'video',
  podcast: 'microphone',
  gallery: 'images',
  terminology: 'book',
  encyclopedia: 'library',
  story: 'sparkles',
  landing: 'rocket',
};

function cacheOf(post: Pick<Post, 'metrics'>): { uploaded_media_count: number; uploaded_gallery_count: number } {
  const metrics = post.metrics ?? UNKNOWN_METRICS;
  return { uploaded_media_count: metrics.media, uploaded_gallery_count: metrics.galleries };
}

/** The excerpt is the author's summary, or the start of the body derived when it was written. */
export function postContent(post: Pick<Post, 'content' | 'excerpt' | 'metrics'>): PostContent {
  const metrics = post.metrics ?? UNKNOWN_METRICS;
  return {
    short: post.excerpt,
    full: post.content,
    lines: metrics.lines,
    words: metrics.words,
    read_times: readTimeMinutes(metrics.words),
    toc_menus: metrics.toc,
  };
}

function seoOf(post: Post, media: ReadonlyMap<number, Media>): ClientPostItem['seo'] {
  const { metaTitle, metaDescription, ogImage } = post.seo;
  const ogMediaId = ogImage ? libraryMediaIdOf(ogImage) : undefined;
  const ogMedia = ogMediaId === undefined ? undefined : media.get(ogMediaId);
  const site = config.site;
  return {
    og: {
      image: {
        alt: ogImage ? (ogMedia?.title ?? metaTitle ?? post.title) : null,
        type: ogImage ? (ogMedia?.mimeType ?? mimeTypeOfUrl(ogImage)) : null,
        width: ogMedia?.width ?? null,
        height: ogMedia?.height ?? null,
      },
      title: metaTitle,
      locale: ogLocaleOf(languageOf(post, site)),
      description: metaDescription,
    },
    title: metaTitle,
    description: metaDescription,
    canonical_url: postAddress(post, site),
    focus_keyword: null,
  };
}

export function clientPost(
  post: Post,
  relations: PostRelations = NO_RELATIONS,
  includes: ReadonlySet<ClientInclude> = new Set(),
): ClientPostItem {
  const dateOptions = { timeZone: config.displayTimeZone, now: clock.now() };
  const shaped: ClientPostItem = {
    id: post.id,
    slug: post.slug,
    wp_slug: post.wpSlug ?? null,
    type: enumObject(PostTypeEnum, post.type),
    // 0: created by an API key (no user), or authored by nobody in particular.
    creator_id: post.creatorId ?? 0,
    author_id: post.authorId ?? 0,
    title: post.title,
    content: postContent(post),
    thumbnail: mediaObjectOrEmpty(featuredImageRecord(post.featuredImage, relations.media)),
    vocabulary_fa: null,
    vocabulary_en: null,
    seo: seoOf(post, relations.media),
    meta: { views: post.viewCount, is_featured: post.isFeatured },
    properties: null,
    status: enumObject(PostStatusEnum, post.status),
    note: null,
    deadline: null,
    cache: cacheOf(post),
    created_at: dateObject(post.createdAt, dateOptions),
    published_at: dateObject(post.publishedAt ?? post.createdAt, dateOptions),
    author: post.authorId === null ? null : (relations.authors.get(post.authorId) ?? null),
    icon: POST_TYPE_ICONS[post.type],
    views: post.viewCount,
    language: languageOf(post, config.site),
    translations: translationsOf(post, relations.translations ?? new Map(), true),
  };
  const category = post.categoryId === null ? undefined : relations.categories.get(post.categoryId);
  if (includes.has('mainCategory') && category) shaped.mainCategory = category;
  for (const key of clientFieldKeys()) (shaped as Record<string, unknown>)[key.name] = key.value(post);
  if (includes.has('category')) shaped.category = category ?? null;
  if (includes.has('tags')) {
    shaped.tags = post.tagIds.flatMap((id) => {
      const tag = relations.tags.get(id);
      return tag ? [{ id: tag.id, name: tag.name, slug: tag.slug }] : [];
    });
  }
  return shaped;
}
