/**
 * Realistic values of the client presentation shapes (spec 2.5 to 2.8), for the OpenAPI document's
 * examples (handlers name them in `DOCS:` statements, which Lambda bundles drop). Each is what the
 * service answered for the demo site; test/contract/openapi-examples.test.ts holds every example to
 * its schema.
 */

/** A photo as clients see it once processed (spec 2.6). */
export const PHOTO_EXAMPLE = {
  id: '12',
  collection_name: 'default',
  url: 'https://media.example.com/media/12/desk-by-the-window.jpg',
  mime_type: 'image/jpeg',
  type: 'image',
  format: 'jpg',
  size: '180 KB',
  size_details: { bytes: 184320, human: { default: '180 KB' } },
  title: 'A desk by the window',
  status: 'active',
  name: 'desk-by-the-window.jpg',
  meta_data: { original_width: 1600, original_height: 1067, duration: 0 },
  dimension: { width: 1600, height: 1067, ratioWidth: 3, ratioHeight: 2, human: { default: '1600 × 1067', ratio: '3:2' } },
  medium_thumbnail: { url: 'https://media.example.com/media/12/medium.jpg', width: 768, height: 512 },
  small_thumbnail: { url: 'https://media.example.com/media/12/small.jpg', width: 300, height: 200 },
};

/** No image: the empty media object clients get instead of null. */
export const NO_MEDIA_EXAMPLE = {
  id: '',
  collection_name: '',
  url: '',
  mime_type: '',
  type: '',
  format: '',
  size: '0 B',
  size_details: {
    bytes: 0,
    human: {
      default: '0 B',
    },
  },
  title: null,
  status: '',
  name: '',
  meta_data: {
    original_width: 0,
    original_height: 0,
    duration: 0,
  },
  dimension: {
    width: 0,
    height: 0,
    ratioWidth: 0,
    ratioHeight: 0,
    human: {
      default: '',
      ratio: '',
    },
  },
  medium_thumbnail: {
    url: '',
    width: 0,
    height: 0,
  },
  small_thumbnail: {
    url: '',
    width: 0,
    height: 0,
  },
};

/** A category's thumbnail (the media object's id, url, name, size, meta_data and dimension). */
export const CATEGORY_THUMBNAIL_EXAMPLE = {
  id: PHOTO_EXAMPLE.id,
  url: PHOTO_EXAMPLE.url,
  name: PHOTO_EXAMPLE.name,
  size: PHOTO_EXAMPLE.size,
  meta_data: PHOTO_EXAMPLE.meta_data,
  dimension: PHOTO_EXAMPLE.dimension,
};

/** A date as clients see it (spec 2.7), Gregorian and Jalali, in Asia/Tehran. */
export const DATE_EXAMPLE = {
  main: '2026-05-05 14:30:00',
  default: '2026/05/05 14:30',
  short: '2026/05/05',
  long: 'سه‌شنبه ۵ مه ۲۰۲۶',
  en_long: 'Tuesday, May 5, 2026',
  year: 2026,
  month: 5,
  month_name: 'May',
  day: 5,
  timestamp: 1777978800,
  diff_in_min: 298763,
  diff_in_hour: 4979,
  diff_in_day: 207,
  diff_for_human: '6 months ago',
  timezone: 'Asia/Tehran',
  jalali: {
    main: '1405-02-15 14:30:00',
    short: '1405/02/15',
    long: 'سه‌شنبه ۱۵ اردیبهشت ۱۴۰۵',
    year: 1405,
    month: 2,
    month_name: 'اردیبهشت',
    day: 15,
    diff_in_min: 298763,
    diff_in_hour: 4979,
    diff_in_day: 207,
    diff_for_human: '۶ ماه پیش',
    human: '۱۵ اردیبهشت ۱۴۰۵ ساعت ۱۴:۳۰',
    hour: '14:30',
    timezone: 'Asia/Tehran',
  },
  human: {
    default: '۱۵ اردیبهشت ۱۴۰۵',
    short: '۱۴۰۵/۰۲/۱۵',
    long: 'سه‌شنبه ۱۵ اردیبهشت ۱۴۰۵ ساعت ۱۴:۳۰',
    dayOfWeek: 'سه‌شنبه',
    month: 'اردیبهشت',
    year: '۱۴۰۵',
    dayMonth: '۱۵ اردیبهشت',
    diff: '۶ ماه پیش',
    gregorian: {
      default: 'May 5, 2026',
      short: '2026/05/05',
      long: 'Tuesday, May 5, 2026 14:30',
      dayOfWeek: 'Tuesday',
      month: 'May',
      year: '2026',
      dayMonth: 'May 5',
      diff: '6 months ago',
    },
  },
};

export const ACTIVE_USER_STATUS_EXAMPLE = {
  name: 'Active',
  value: 'active',
  cases: {
    Active: 'active',
    Inactive: 'inactive',
    Banned: 'banned',
  },
  to_persian: 'فعال',
};

/** An author as clients see it (spec 2.5). */
export const CLIENT_USER_EXAMPLE = {
  id: 2,
  slug: 'user-2',
  roles: ['editor'],
  badges: null,
  first_name: 'Reza',
  last_name: 'Karimi',
  email: '',
  mobile: null,
  status: ACTIVE_USER_STATUS_EXAMPLE,
  avatar: NO_MEDIA_EXAMPLE,
};

/** A category as clients see it (spec 2.8). */
export const CLIENT_CATEGORY_EXAMPLE = {
  id: 2,
  type: 'post',
  slug: 'cloud',
  name_en: 'Cloud',
  name_fa: 'ابر',
  parent_id: 1,
  description: null,
  meta: {
    posts_count: 4,
    is_featured: false,
  },
  status: {
    name: 'Active',
    value: 'active',
    cases: {
      Active: 'active',
      Inactive: 'inactive',
    },
    to_persian: 'فعال',
  },
  thumbnail: CATEGORY_THUMBNAIL_EXAMPLE,
};
