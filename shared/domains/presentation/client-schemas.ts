/**
 * The client shapes of spec 2.4-2.8, 4.3 and 4.4 as zod schemas: tests validate every client response
 * with them and the OpenAPI document is generated from them, so they state the exact shape
 * (`strictObject`) and carry descriptions. The presentation builders take their return types from here.
 */
import * as z from 'zod/mini';
import { isoDateTime } from '#platform/schema-kinds';
import { described, named } from '#platform/described';
import { CATEGORY_STATUSES, POST_STATUSES, POST_TYPES, USER_STATUSES } from './enums';

const int = () => z.int();
const nullableString = () => z.nullable(z.string());
/** "any or null" in the spec: any JSON value, but the key must be present. */
const anyValue = () => z.unknown();
const isoTimestamp = () => described(isoDateTime(), 'ISO 8601 UTC timestamp, e.g. 2024-01-15T10:30:00.000000Z');

export const EnumObjectSchema = described(
  z.strictObject({
    name: described(z.string(), 'case name, e.g. Published'),
    value: described(z.string(), 'stored value, e.g. published'),
    cases: described(z.record(z.string(), z.string()), 'every case of the enum: name -> value'),
    to_persian: described(z.string(), 'Persian label of the value'),
  }),
  'Enum object',
);

/** An enum object whose `value` must be one of `values`. */
export function enumObjectSchemaOf<const V extends readonly [string, ...string[]]>(values: V) {
  return z.extend(EnumObjectSchema, { value: described(z.enum(values), 'stored value') });
}

const gregorianHuman = {
  default: described(z.string(), 'e.g. March 20, 2024'),
  short: described(z.string(), 'e.g. 2024/03/20'),
  long: described(z.string(), 'e.g. Wednesday, March 20, 2024 00:30'),
  dayOfWeek: z.string(),
  month: described(z.string(), 'month name'),
  year: z.string(),
  dayMonth: described(z.string(), 'e.g. March 20'),
  diff: described(z.string(), 'relative time, e.g. 3 hours ago'),
};

export const DateObjectSchema = named(
  z.strictObject({
    main: described(z.string(), 'YYYY-MM-DD HH:MM:SS in the time zone'),
    default: described(z.string(), 'YYYY/MM/DD HH:MM'),
    short: described(z.string(), 'YYYY/MM/DD'),
    long: described(z.string(), 'Gregorian date in Persian, e.g. چهارشنبه ۲۰ مارس ۲۰۲۴'),
    en_long: described(z.string(), 'e.g. Wednesday, March 20, 2024'),
    year: int(),
    month: int().check(z.gte(1), z.lte(12)),
    month_name: z.string(),
    day: int().check(z.gte(1), z.lte(31)),
    timestamp: described(int(), 'Unix seconds'),
    diff_in_min: described(int(), 'now minus the date, whole minutes'),
    diff_in_hour: int(),
    diff_in_day: int(),
    diff_for_human: described(z.string(), 'e.g. 3 hours ago, in 2 days'),
    timezone: described(z.string(), 'IANA time zone, e.g. Asia/Tehran'),
    jalali: described(
      z.strictObject({
        main: described(z.string(), 'YYYY-MM-DD HH:MM:SS in the Jalali calendar'),
        short: described(z.string(), 'YYYY/MM/DD'),
        long: described(z.string(), 'e.g. چهارشنبه ۱ فروردین ۱۴۰۳'),
        year: int(),
        month: int().check(z.gte(1), z.lte(12)),
        month_name: described(z.string(), 'Persian month name, e.g. فروردین'),
        day: int().check(z.gte(1), z.lte(31)),
        diff_in_min: int(),
        diff_in_hour: int(),
        diff_in_day: int(),
        diff_for_human: described(z.string(), 'e.g. ۳ ساعت پیش'),
        human: described(z.string(), 'e.g. ۱ فروردین ۱۴۰۳ ساعت ۰۰:۳۰'),
        hour: described(z.string(), 'HH:MM'),
        timezone: z.string(),
      }),
      'the same instant in the Jalali (Persian) calendar',
    ),
    human: described(
      z.strictObject({
        default: described(z.string(), 'e.g. ۱ فروردین ۱۴۰۳'),
        short: described(z.string(), 'e.g. ۱۴۰۳/۰۱/۰۱'),
        long: described(z.string(), 'e.g. چهارشنبه ۱ فروردین ۱۴۰۳ ساعت ۰۰:۳۰'),
        dayOfWeek: z.string(),
        month: described(z.string(), 'Persian month name'),
        year: z.string(),
        dayMonth: described(z.string(), 'e.g. ۱ فروردین'),
        diff: described(z.string(), 'e.g. ۳ ساعت پیش'),
        gregorian: described(z.strictObject(gregorianHuman), 'the same readings in the Gregorian calendar, English'),
      }),
      'human readings in Persian (Jalali calendar)',
    ),
  }),
  'DateObject', 'Date object',
);

const thumbnail = () => z.strictObject({ url: z.string(), width: int().check(z.nonnegative()), height: int().check(z.nonnegative()) });

const mediaMetaData = () =>
  z.strictObject({
    original_width: int().check(z.nonnegative()),
    original_height: int().check(z.nonnegative()),
    duration: described(int().check(z.nonnegative()), 'seconds; 0 when not audio or video'),
  });

const mediaDimension = () =>
  z.strictObject({
    width: int().check(z.nonnegative()),
    height: int().check(z.nonnegative()),
    ratioWidth: int().check(z.nonnegative()),
    ratioHeight: int().check(z.nonnegative()),
    human: z.strictObject({
      default: described(z.string(), 'e.g. 1920x1080; empty when unknown'),
      ratio: described(z.string(), 'e.g. 16:9; empty when unknown'),
    }),
  });

export const MediaObjectSchema = named(
  z.strictObject({
    id: described(z.string(), 'media id; empty when there is no media'),
    collection_name: z.string(),
    url: described(z.string(), 'URL of the original file'),
    mime_type: z.string(),
    type: described(z.string(), 'image, video, audio or document'),
    format: described(z.string(), 'file extension, e.g. jpg'),
    size: described(z.string(), 'human-readable size, e.g. 1.2 MB'),
    size_details: z.strictObject({
      bytes: int().check(z.nonnegative()),
      human: z.strictObject({ default: z.string() }),
    }),
    title: nullableString(),
    status: z.string(),
    name: described(z.string(), 'file name'),
    meta_data: mediaMetaData(),
    dimension: mediaDimension(),
    medium_thumbnail: described(thumbnail(), 'fits 768 px wide'),
    small_thumbnail: described(thumbnail(), 'fits 300 px wide'),
  }),
  'MediaObject', 'Media object',
);

export const CategoryThumbnailSchema = named(
  z.strictObject({
    id: z.string(),
    url: z.string(),
    name: z.string(),
    size: z.string(),
    meta_data: mediaMetaData(),
    dimension: mediaDimension(),
  }),
  'CategoryThumbnail', 'Category thumbnail (reduced media object)',
);

export const ClientUserSchema = named(
  z.strictObject({
    id: int(),
    slug: z.string(),
    roles: described(z.array(z.string()), 'role names, e.g. author'),
    badges: described(anyValue(), 'any value or null'),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    mobile: nullableString(),
    status: enumObjectSchemaOf(USER_STATUSES),
    avatar: MediaObjectSchema,
  }),
  'ClientUserAuthor', 'Client user (author)',
);

export const ClientCategorySchema = named(
  z.strictObject({
    id: int(),
    type: z.string(),
    slug: z.string(),
    name_en: z.string(),
    name_fa: z.string(),
    parent_id: described(int(), 'parent category id; 0 for a top-level category'),
    description: nullableString(),
    meta: z.strictObject({ posts_count: int().check(z.nonnegative()), is_featured: z.boolean() }),
    status: enumObjectSchemaOf(CATEGORY_STATUSES),
    thumbnail: CategoryThumbnailSchema,
  }),
  'ClientCategory', 'Client category',
);

export interface TocItem {
  id: string;
  title: string;
  level: number;
  children: TocItem[];
}

export const TocItemSchema: z.ZodMiniType<TocItem> = named(
  z.strictObject({
    id: described(z.string(), 'anchor of the heading'),
    title: z.string(),
    level: int().check(z.gte(1), z.lte(6)),
    get children() {
      return z.array(TocItemSchema);
    },
  }),
  'TableOfContentsEntry', 'Table-of-contents entry',
);

export const PostContentSchema = named(
  z.strictObject({
    short: described(z.string(), 'plain-text summary'),
    full: described(z.string(), 'the body as stored (HTML or Markdown)'),
    lines: int().check(z.nonnegative()),
    words: int().check(z.nonnegative()),
    read_times: described(int().check(z.nonnegative()), 'reading time in whole minutes'),
    toc_menus: described(z.array(TocItemSchema), 'headings, nested by level'),
  }),
  'PostContentWithComputedMetrics', 'Post content with computed metrics',
);

const seo = () =>
  z.strictObject({
    og: z.strictObject({
      image: z.strictObject({
        alt: nullableString(),
        type: nullableString(),
        width: z.nullable(int()),
        height: z.nullable(int()),
      }),
      title: nullableString(),
      locale: nullableString(),
      description: nullableString(),
    }),
    title: nullableString(),
    description: nullableString(),
    canonical_url: nullableString(),
    focus_keyword: nullableString(),
  });

export const ClientPostSchema = described(
  z.strictObject({
    id: int(),
    slug: z.string(),
    wp_slug: nullableString(),
    type: enumObjectSchemaOf(POST_TYPES),
    creator_id: int(),
    author_id: int(),
    title: z.string(),
    content: PostContentSchema,
    thumbnail: MediaObjectSchema,
    vocabulary_fa: nullableString(),
    vocabulary_en: nullableString(),
    seo: seo(),
    meta: z.strictObject({ views: int().check(z.nonnegative()), is_featured: z.boolean() }),
    properties: described(anyValue(), 'any value or null'),
    status: enumObjectSchemaOf(POST_STATUSES),
    note: nullableString(),
    deadline: described(anyValue(), 'any value or null'),
    cache: z.strictObject({
      uploaded_media_count: int().check(z.nonnegative()),
      uploaded_gallery_count: int().check(z.nonnegative()),
    }),
    created_at: DateObjectSchema,
    published_at: DateObjectSchema,
    author: described(z.nullable(ClientUserSchema), 'always present (spec 2.4); null when the post has no author (written by an API key) or its author was deleted'),
    icon: z.string(),
    views: int().check(z.nonnegative()),
    mainCategory: described(z.optional(ClientCategorySchema), 'present when included (includes=mainCategory)'),
  }),
  'Client post',
);

const ref = () => z.strictObject({ id: int(), name: z.string(), slug: z.string() });

export const TagRefSchema = described(ref(), 'Tag');
export const CategoryRefSchema = described(ref(), 'Category reference');

export const ClientPostOverviewSchema = described(
  z.strictObject({
    id: int(),
    title: z.string(),
    slug: z.string(),
    excerpt: z.string(),
    content: z.string(),
    featured_image: described(z.string(), 'URL'),
    status: z.string(),
    created_at: isoTimestamp(),
    updated_at: isoTimestamp(),
    published_at: isoTimestamp(),
    author: described(z.optional(z.strictObject({ id: int(), name: z.string(), avatar_url: z.string() })), 'present when included'),
    category: described(z.optional(z.nullable(CategoryRefSchema)), 'present when included; null when the post has none'),
    tags: described(z.optional(z.array(TagRefSchema)), 'present when included'),
  }),
  'Client post, single-post overview form',
);

const idName = () => z.strictObject({ id: int(), name: z.string() });

export const AltPostSchema = described(
  z.strictObject({
    id: int(),
    title: z.string(),
    slug: z.string(),
    excerpt: z.string(),
    content: z.string(),
    published_at: isoTimestamp(),
    author: idName(),
    categories: z.array(idName()),
    tags: z.array(idName()),
    featured_image: z.strictObject({ url: z.string(), alt: z.string() }),
  }),
  'Client post, alternative (data envelope) form',
);

export const RelatedPostSchema = described(
  z.strictObject({ id: int(), title: z.string(), slug: z.string() }),
  'Related post (alternative form)',
);

export const AltCategorySchema = described(
  z.strictObject({ id: int(), name: z.string(), slug: z.string(), post_count: int().check(z.nonnegative()) }),
  'Category list item, alternative form',
);

export type EnumObjectShape = z.infer<typeof EnumObjectSchema>;
export type DateObject = z.infer<typeof DateObjectSchema>;
export type MediaObject = z.infer<typeof MediaObjectSchema>;
export type CategoryThumbnail = z.infer<typeof CategoryThumbnailSchema>;
export type PostContent = z.infer<typeof PostContentSchema>;
export type ClientUser = z.infer<typeof ClientUserSchema>;
export type ClientCategory = z.infer<typeof ClientCategorySchema>;
export type ClientPost = z.infer<typeof ClientPostSchema>;
export type ClientPostOverview = z.infer<typeof ClientPostOverviewSchema>;
export type AltPost = z.infer<typeof AltPostSchema>;
export type AltCategory = z.infer<typeof AltCategorySchema>;
