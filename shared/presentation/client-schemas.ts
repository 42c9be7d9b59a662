/**
 * The client shapes of spec 2.4-2.8, 4.3 and 4.4 as zod schemas: tests validate every client response
 * with them and the OpenAPI document is generated from them, so they state the exact shape
 * (`strictObject`) and carry descriptions. The presentation builders take their return types from here.
 */
import * as z from 'zod';
import { CATEGORY_STATUSES, POST_STATUSES, POST_TYPES, USER_STATUSES } from './enums';

const int = () => z.int();
const nullableString = () => z.string().nullable();
/** "any or null" in the spec: any JSON value, but the key must be present. */
const anyValue = () => z.unknown();
const isoTimestamp = () => z.iso.datetime().describe('ISO 8601 UTC timestamp, e.g. 2024-01-15T10:30:00.000000Z');

export const EnumObjectSchema = z
  .strictObject({
    name: z.string().describe('case name, e.g. Published'),
    value: z.string().describe('stored value, e.g. published'),
    cases: z.record(z.string(), z.string()).describe('every case of the enum: name -> value'),
    to_persian: z.string().describe('Persian label of the value'),
  })
  .describe('Enum object');

/** An enum object whose `value` must be one of `values`. */
export function enumObjectSchemaOf<const V extends readonly [string, ...string[]]>(values: V) {
  return EnumObjectSchema.extend({ value: z.enum(values).describe('stored value') });
}

const gregorianHuman = {
  default: z.string().describe('e.g. March 20, 2024'),
  short: z.string().describe('e.g. 2024/03/20'),
  long: z.string().describe('e.g. Wednesday, March 20, 2024 00:30'),
  dayOfWeek: z.string(),
  month: z.string().describe('month name'),
  year: z.string(),
  dayMonth: z.string().describe('e.g. March 20'),
  diff: z.string().describe('relative time, e.g. 3 hours ago'),
};

export const DateObjectSchema = z
  .strictObject({
    main: z.string().describe('YYYY-MM-DD HH:MM:SS in the time zone'),
    default: z.string().describe('YYYY/MM/DD HH:MM'),
    short: z.string().describe('YYYY/MM/DD'),
    long: z.string().describe('Gregorian date in Persian, e.g. چهارشنبه ۲۰ مارس ۲۰۲۴'),
    en_long: z.string().describe('e.g. Wednesday, March 20, 2024'),
    year: int(),
    month: int().min(1).max(12),
    month_name: z.string(),
    day: int().min(1).max(31),
    timestamp: int().describe('Unix seconds'),
    diff_in_min: int().describe('now minus the date, whole minutes'),
    diff_in_hour: int(),
    diff_in_day: int(),
    diff_for_human: z.string().describe('e.g. 3 hours ago, in 2 days'),
    timezone: z.string().describe('IANA time zone, e.g. Asia/Tehran'),
    jalali: z
      .strictObject({
        main: z.string().describe('YYYY-MM-DD HH:MM:SS in the Jalali calendar'),
        short: z.string().describe('YYYY/MM/DD'),
        long: z.string().describe('e.g. چهارشنبه ۱ فروردین ۱۴۰۳'),
        year: int(),
        month: int().min(1).max(12),
        month_name: z.string().describe('Persian month name, e.g. فروردین'),
        day: int().min(1).max(31),
        diff_in_min: int(),
        diff_in_hour: int(),
        diff_in_day: int(),
        diff_for_human: z.string().describe('e.g. ۳ ساعت پیش'),
        human: z.string().describe('e.g. ۱ فروردین ۱۴۰۳ ساعت ۰۰:۳۰'),
        hour: z.string().describe('HH:MM'),
        timezone: z.string(),
      })
      .describe('the same instant in the Jalali (Persian) calendar'),
    human: z
      .strictObject({
        default: z.string().describe('e.g. ۱ فروردین ۱۴۰۳'),
        short: z.string().describe('e.g. ۱۴۰۳/۰۱/۰۱'),
        long: z.string().describe('e.g. چهارشنبه ۱ فروردین ۱۴۰۳ ساعت ۰۰:۳۰'),
        dayOfWeek: z.string(),
        month: z.string().describe('Persian month name'),
        year: z.string(),
        dayMonth: z.string().describe('e.g. ۱ فروردین'),
        diff: z.string().describe('e.g. ۳ ساعت پیش'),
        gregorian: z.strictObject(gregorianHuman).describe('the same readings in the Gregorian calendar, English'),
      })
      .describe('human readings in Persian (Jalali calendar)'),
  })
  .describe('Date object');

const thumbnail = () =>
  z.strictObject({ url: z.string(), width: int().nonnegative(), height: int().nonnegative() });

const mediaMetaData = () =>
  z.strictObject({
    original_width: int().nonnegative(),
    original_height: int().nonnegative(),
    duration: int().nonnegative().describe('seconds; 0 when not audio or video'),
  });

const mediaDimension = () =>
  z.strictObject({
    width: int().nonnegative(),
    height: int().nonnegative(),
    ratioWidth: int().nonnegative(),
    ratioHeight: int().nonnegative(),
    human: z.strictObject({
      default: z.string().describe('e.g. 1920x1080; empty when unknown'),
      ratio: z.string().describe('e.g. 16:9; empty when unknown'),
    }),
  });

export const MediaObjectSchema = z
  .strictObject({
    id: z.string().describe('media id; empty when there is no media'),
    collection_name: z.string(),
    url: z.string().describe('URL of the original file'),
    mime_type: z.string(),
    type: z.string().describe('image, video, audio or document'),
    format: z.string().describe('file extension, e.g. jpg'),
    size: z.string().describe('human-readable size, e.g. 1.2 MB'),
    size_details: z.strictObject({
      bytes: int().nonnegative(),
      human: z.strictObject({ default: z.string() }),
    }),
    title: nullableString(),
    status: z.string(),
    name: z.string().describe('file name'),
    meta_data: mediaMetaData(),
    dimension: mediaDimension(),
    medium_thumbnail: thumbnail().describe('fits 768 px wide'),
    small_thumbnail: thumbnail().describe('fits 300 px wide'),
  })
  .describe('Media object');

export const CategoryThumbnailSchema = z
  .strictObject({
    id: z.string(),
    url: z.string(),
    name: z.string(),
    size: z.string(),
    meta_data: mediaMetaData(),
    dimension: mediaDimension(),
  })
  .describe('Category thumbnail (reduced media object)');

export const ClientUserSchema = z
  .strictObject({
    id: int(),
    slug: z.string(),
    roles: z.array(z.string()).describe('role names, e.g. author'),
    badges: anyValue().describe('any value or null'),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    mobile: nullableString(),
    status: enumObjectSchemaOf(USER_STATUSES),
    avatar: MediaObjectSchema,
  })
  .describe('Client user (author)');

export const ClientCategorySchema = z
  .strictObject({
    id: int(),
    type: z.string(),
    slug: z.string(),
    name_en: z.string(),
    name_fa: z.string(),
    parent_id: int().describe('parent category id; 0 for a top-level category'),
    description: nullableString(),
    meta: z.strictObject({ posts_count: int().nonnegative(), is_featured: z.boolean() }),
    status: enumObjectSchemaOf(CATEGORY_STATUSES),
    thumbnail: CategoryThumbnailSchema,
  })
  .describe('Client category');

export interface TocItem {
  id: string;
  title: string;
  level: number;
  children: TocItem[];
}

export const TocItemSchema: z.ZodType<TocItem> = z
  .strictObject({
    id: z.string().describe('anchor of the heading'),
    title: z.string(),
    level: int().min(1).max(6),
    get children() {
      return z.array(TocItemSchema);
    },
  })
  .describe('Table-of-contents entry');

export const PostContentSchema = z
  .strictObject({
    short: z.string().describe('plain-text summary'),
    full: z.string().describe('the body as stored (HTML or Markdown)'),
    lines: int().nonnegative(),
    words: int().nonnegative(),
    read_times: int().nonnegative().describe('reading time in whole minutes'),
    toc_menus: z.array(TocItemSchema).describe('headings, nested by level'),
  })
  .describe('Post content with computed metrics');

const seo = () =>
  z.strictObject({
    og: z.strictObject({
      image: z.strictObject({
        alt: nullableString(),
        type: nullableString(),
        width: int().nullable(),
        height: int().nullable(),
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

export const ClientPostSchema = z
  .strictObject({
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
    meta: z.strictObject({ views: int().nonnegative(), is_featured: z.boolean() }),
    properties: anyValue().describe('any value or null'),
    status: enumObjectSchemaOf(POST_STATUSES),
    note: nullableString(),
    deadline: anyValue().describe('any value or null'),
    cache: z.strictObject({
      uploaded_media_count: int().nonnegative(),
      uploaded_gallery_count: int().nonnegative(),
    }),
    created_at: DateObjectSchema,
    published_at: DateObjectSchema,
    author: ClientUserSchema.optional().describe('present when included'),
    icon: z.string(),
    views: int().nonnegative(),
    mainCategory: ClientCategorySchema.optional().describe('present when included (includes=mainCategory)'),
  })
  .describe('Client post');

const ref = () => z.strictObject({ id: int(), name: z.string(), slug: z.string() });

export const TagRefSchema = ref().describe('Tag');
export const CategoryRefSchema = ref().describe('Category reference');

export const ClientPostOverviewSchema = z
  .strictObject({
    id: int(),
    title: z.string(),
    slug: z.string(),
    excerpt: z.string(),
    content: z.string(),
    featured_image: z.string().describe('URL'),
    status: z.string(),
    created_at: isoTimestamp(),
    updated_at: isoTimestamp(),
    published_at: isoTimestamp(),
    author: z
      .strictObject({ id: int(), name: z.string(), avatar_url: z.string() })
      .optional()
      .describe('present when included'),
    category: CategoryRefSchema.nullable().optional().describe('present when included; null when the post has none'),
    tags: z.array(TagRefSchema).optional().describe('present when included'),
  })
  .describe('Client post, single-post overview form');

const idName = () => z.strictObject({ id: int(), name: z.string() });

export const AltPostSchema = z
  .strictObject({
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
  })
  .describe('Client post, alternative (data envelope) form');

export const RelatedPostSchema = z
  .strictObject({ id: int(), title: z.string(), slug: z.string() })
  .describe('Related post (alternative form)');

export const AltCategorySchema = z
  .strictObject({ id: int(), name: z.string(), slug: z.string(), post_count: int().nonnegative() })
  .describe('Category list item, alternative form');

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
