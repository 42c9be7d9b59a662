/**
 * Every enum that reaches a client as an enum object (spec 2.8), with its Persian label.
 * The value tuples are exported `as const` so schemas and validators can be built from the same list.
 */

export const POST_TYPES = [
  'post',
  'page',
  'video',
  'podcast',
  'gallery',
  'terminology',
  'encyclopedia',
  'story',
  'landing',
] as const;
/** `scheduled`: waits for its `published_at` (issue 12); like every status but `published`, never shown to clients. */
export const POST_STATUSES = ['draft', 'pending', 'verified', 'scheduled', 'published', 'archived', 'trash'] as const;
export const USER_STATUSES = ['active', 'inactive', 'banned'] as const;
export const CATEGORY_STATUSES = ['active', 'inactive'] as const;
export const COMMENT_STATUSES = ['pending', 'approved', 'rejected', 'spam'] as const;

export type PostType = (typeof POST_TYPES)[number];
export type PostStatus = (typeof POST_STATUSES)[number];
export type UserStatus = (typeof USER_STATUSES)[number];
export type CategoryStatus = (typeof CATEGORY_STATUSES)[number];
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

export interface EnumDef<V extends string> {
  readonly values: readonly V[];
  /** value -> case name, e.g. published -> Published. */
  readonly names: Readonly<Record<V, string>>;
  readonly persian: Readonly<Record<V, string>>;
}

export interface EnumObject<V extends string = string> {
  name: string;
  value: V;
  cases: Record<string, string>;
  to_persian: string;
}

/** snake_case value -> PascalCase case name, the naming PHP backed enums use (in_review -> InReview). */
function caseName(value: string): string {
  return value
    .split(/[_\-\s]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');
}

// Pure: a bundle that renders none of an enum's objects leaves its label table out instead of building it at init.
/* @__NO_SIDE_EFFECTS__ */
export function defineEnum<V extends string>(values: readonly V[], persian: Record<V, string>): EnumDef<V> {
  const names = Object.fromEntries(values.map((v) => [v, caseName(v)])) as Record<V, string>;
  return Object.freeze({ values, names: Object.freeze(names), persian: Object.freeze({ ...persian }) });
}

export const PostTypeEnum = /* @__PURE__ */ defineEnum(POST_TYPES, {
  post: 'نوشته',
  page: 'صفحه',
  video: 'ویدیو',
  podcast: 'پادکست',
  gallery: 'گالری',
  terminology: 'اصطلاح‌نامه',
  encyclopedia: 'دانشنامه',
  story: 'استوری',
  landing: 'صفحه فرود',
});

export const PostStatusEnum = /* @__PURE__ */ defineEnum(POST_STATUSES, {
  draft: 'پیش‌نویس',
  pending: 'در انتظار بررسی',
  verified: 'تأیید شده',
  scheduled: 'زمان‌بندی شده',
  published: 'منتشر شده',
  archived: 'بایگانی شده',
  trash: 'زباله‌دان',
});

export const UserStatusEnum = /* @__PURE__ */ defineEnum(USER_STATUSES, {
  active: 'فعال',
  inactive: 'غیرفعال',
  banned: 'مسدود',
});

export const CategoryStatusEnum = /* @__PURE__ */ defineEnum(CATEGORY_STATUSES, {
  active: 'فعال',
  inactive: 'غیرفعال',
});

export const CommentStatusEnum = /* @__PURE__ */ defineEnum(COMMENT_STATUSES, {
  pending: 'در انتظار تأیید',
  approved: 'تأیید شده',
  rejected: 'رد شده',
  spam: 'هرزنامه',
});

export function isEnumValue<V extends string>(def: EnumDef<V>, value: unknown): value is V {
  return typeof value === 'string' && (def.values as readonly string[]).includes(value);
}

/**
 * The enum object of spec 2.8. A value outside the enum is stored data that no longer matches the
 * code, so it throws rather than render a half-filled object.
 */
export function enumObject<V extends string>(def: EnumDef<V>, value: V): EnumObject<V> {
  if (!isEnumValue(def, value)) {
    throw new RangeError(`"${String(value)}" is not one of ${def.values.join(', ')}`);
  }
  const cases: Record<string, string> = {};
  for (const v of def.values) cases[def.names[v]] = v;
  return { name: def.names[value], value, cases, to_persian: def.persian[value] };
}
