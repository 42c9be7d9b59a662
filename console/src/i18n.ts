/**
 * The console's two languages. English is the source; the Persian table must name every English key
 * (a missing one is a type error). Persian turns the whole layout right-to-left (`dir="rtl"` on the
 * root: the style sheet uses logical properties only), and dates show the Jalali calendar beside the
 * Gregorian one through Intl (`calendar: 'persian'`), which needs no library.
 */
export const en = {
  appName: 'CMS console',
  language: 'Language',
  signIn: 'Sign in',
  signOut: 'Sign out',
  email: 'Email',
  password: 'Password',
  signedInAs: 'Signed in as',
  loading: 'Loading…',
  posts: 'Posts',
  newPost: 'New post',
  trash: 'Trash',
  comments: 'Comments',
  categories: 'Categories',
  tags: 'Tags',
  media: 'Media',
  users: 'Users',
  apiKeys: 'API keys',
  webhooks: 'Webhooks',
  search: 'Search',
  status: 'Status',
  category: 'Category',
  tag: 'Tag',
  author: 'Author',
  any: 'Any',
  none: 'None',
  sort: 'Sort',
  newest: 'Newest first',
  oldest: 'Oldest first',
  recentlyUpdated: 'Recently updated',
  titleAZ: 'Title A–Z',
  apply: 'Apply',
  next: 'Next page',
  previous: 'Previous page',
  pageOf: 'Page {page} of {pages} ({total} posts)',
  nothingFound: 'Nothing found.',
  title: 'Title',
  slug: 'Slug',
  content: 'Content',
  contentFormat: 'Format',
  excerpt: 'Excerpt',
  preview: 'Preview (as the API will store it)',
  previewUnfiltered: 'You may store unfiltered HTML: the body is stored as written; the preview shows it sanitized.',
  featuredImage: 'Featured image',
  chooseImage: 'Choose from the media library',
  removeImage: 'Remove image',
  seoTitle: 'SEO title',
  seoDescription: 'SEO description',
  save: 'Save',
  saved: 'Saved.',
  publish: 'Publish',
  updated: 'Updated',
  created: 'Created',
  published: 'Published',
  edit: 'Edit',
  view: 'View',
  readOnly: 'You may read this post but not edit it: it belongs to another author.',
  conflict: 'Someone else saved this post after you opened it. Your changes were not saved.',
  reload: 'Reload the latest version',
  selectAll: 'Select all',
  selected: '{count} selected',
  bulkAction: 'Bulk action',
  bulkResult: '{affected} changed',
  failedIds: 'failed (retry): {ids}',
  refusedIds: 'refused (not allowed): {ids}',
  statusDraft: 'Draft',
  statusPending: 'Pending',
  statusVerified: 'Verified',
  statusPublished: 'Published',
  statusArchived: 'Archived',
  statusTrash: 'Trash',
  actionTrash: 'Move to trash',
  actionRestore: 'Restore',
  actionDelete: 'Delete permanently',
  actionPublish: 'Publish',
  actionDraft: 'Back to draft',
  actionArchive: 'Archive',
  confirmDelete: 'Delete permanently? This cannot be undone.',
  commentCount: 'Comments',
  approve: 'Approve',
  reject: 'Reject',
  spam: 'Spam',
  delete: 'Delete',
  pendingFirst: 'Pending comments first',
  reply: 'reply to #{id}',
  name: 'Name',
  parent: 'Parent',
  create: 'Create',
  reassignTo: 'Move its posts to',
  upload: 'Upload',
  file: 'File',
  uploading: 'Uploading {percent}%',
  altText: 'Alternative text',
  roles: 'Roles',
  firstName: 'First name',
  lastName: 'Last name',
  keyName: 'Key name',
  keyShownOnce: 'Copy this key now: it is shown only once.',
  revoke: 'Revoke',
  revoked: 'Revoked',
  url: 'URL',
  events: 'Events',
  active: 'Active',
  secretShownOnce: 'Copy this signing secret now: it is shown only once.',
  notAllowed: 'You do not have permission to see this screen.',
  close: 'Close',
  words: '{count} words',
  choose: 'Choose',
} as const;

export type MessageKey = keyof typeof en;

export const fa: Record<MessageKey, string> = {
  appName: 'پیشخوان سامانهٔ محتوا',
  language: 'زبان',
  signIn: 'ورود',
  signOut: 'خروج',
  email: 'ایمیل',
  password: 'گذرواژه',
  signedInAs: 'واردشده با',
  loading: 'در حال بارگذاری…',
  posts: 'نوشته‌ها',
  newPost: 'نوشتهٔ تازه',
  trash: 'زباله‌دان',
  comments: 'دیدگاه‌ها',
  categories: 'دسته‌ها',
  tags: 'برچسب‌ها',
  media: 'رسانه',
  users: 'کاربران',
  apiKeys: 'کلیدهای API',
  webhooks: 'وب‌هوک‌ها',
  search: 'جست‌وجو',
  status: 'وضعیت',
  category: 'دسته',
  tag: 'برچسب',
  author: 'نویسنده',
  any: 'همه',
  none: 'هیچ',
  sort: 'ترتیب',
  newest: 'تازه‌ترین',
  oldest: 'قدیمی‌ترین',
  recentlyUpdated: 'تازه‌ویرایش‌شده',
  titleAZ: 'عنوان (الفبایی)',
  apply: 'اعمال',
  next: 'صفحهٔ بعد',
  previous: 'صفحهٔ قبل',
  pageOf: 'صفحهٔ {page} از {pages} ({total} نوشته)',
  nothingFound: 'چیزی پیدا نشد.',
  title: 'عنوان',
  slug: 'نامک',
  content: 'محتوا',
  contentFormat: 'قالب',
  excerpt: 'چکیده',
  preview: 'پیش‌نمایش (همان‌گونه که API ذخیره می‌کند)',
  previewUnfiltered: 'شما اجازهٔ HTML بی‌صافی دارید: متن همان‌گونه که نوشته شده ذخیره می‌شود؛ پیش‌نمایش صاف‌شدهٔ آن است.',
  featuredImage: 'تصویر شاخص',
  chooseImage: 'انتخاب از کتابخانهٔ رسانه',
  removeImage: 'حذف تصویر',
  seoTitle: 'عنوان سئو',
  seoDescription: 'توضیح سئو',
  save: 'ذخیره',
  saved: 'ذخیره شد.',
  publish: 'انتشار',
  updated: 'به‌روزرسانی',
  created: 'ایجاد',
  published: 'انتشار',
  edit: 'ویرایش',
  view: 'مشاهده',
  readOnly: 'این نوشته از آنِ نویسندهٔ دیگری است: می‌توانید آن را بخوانید ولی نه ویرایش کنید.',
  conflict: 'کس دیگری پس از باز کردن شما این نوشته را ذخیره کرده است. تغییرات شما ذخیره نشد.',
  reload: 'بارگذاری تازه‌ترین نسخه',
  selectAll: 'انتخاب همه',
  selected: '{count} انتخاب‌شده',
  bulkAction: 'کار گروهی',
  bulkResult: '{affected} تغییر کرد',
  failedIds: 'ناموفق (دوباره بکوشید): {ids}',
  refusedIds: 'رد شد (بی‌اجازه): {ids}',
  statusDraft: 'پیش‌نویس',
  statusPending: 'در انتظار بررسی',
  statusVerified: 'تأییدشده',
  statusPublished: 'منتشرشده',
  statusArchived: 'بایگانی',
  statusTrash: 'زباله‌دان',
  actionTrash: 'انتقال به زباله‌دان',
  actionRestore: 'بازگردانی',
  actionDelete: 'حذف همیشگی',
  actionPublish: 'انتشار',
  actionDraft: 'بازگشت به پیش‌نویس',
  actionArchive: 'بایگانی',
  confirmDelete: 'برای همیشه حذف شود؟ این کار برگشت‌پذیر نیست.',
  commentCount: 'دیدگاه‌ها',
  approve: 'پذیرش',
  reject: 'رد',
  spam: 'هرزنامه',
  delete: 'حذف',
  pendingFirst: 'نخست دیدگاه‌های در انتظار',
  reply: 'پاسخ به #{id}',
  name: 'نام',
  parent: 'والد',
  create: 'ایجاد',
  reassignTo: 'انتقال نوشته‌هایش به',
  upload: 'بارگذاری',
  file: 'پرونده',
  uploading: 'در حال بارگذاری {percent}٪',
  altText: 'متن جایگزین',
  roles: 'نقش‌ها',
  firstName: 'نام',
  lastName: 'نام خانوادگی',
  keyName: 'نام کلید',
  keyShownOnce: 'این کلید را همین حالا رونوشت کنید: تنها یک بار نشان داده می‌شود.',
  revoke: 'باطل کردن',
  revoked: 'باطل‌شده',
  url: 'نشانی',
  events: 'رویدادها',
  active: 'فعال',
  secretShownOnce: 'این رمز امضا را همین حالا رونوشت کنید: تنها یک بار نشان داده می‌شود.',
  notAllowed: 'اجازهٔ دیدن این صفحه را ندارید.',
  close: 'بستن',
  words: '{count} واژه',
  choose: 'انتخاب',
};

export type Language = 'en' | 'fa';
export const LANGUAGES: Record<Language, { label: string; dir: 'ltr' | 'rtl'; locale: string }> = {
  en: { label: 'English', dir: 'ltr', locale: 'en-GB' },
  fa: { label: 'فارسی', dir: 'rtl', locale: 'fa-IR' },
};

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export function translator(language: Language): Translate {
  const table: Record<MessageKey, string> = language === 'fa' ? fa : en;
  const numbers = new Intl.NumberFormat(LANGUAGES[language].locale);
  return (key, values) =>
    table[key].replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = values?.[name];
      if (value === undefined) return whole;
      return typeof value === 'number' ? numbers.format(value) : value;
    });
}

/** A date in the Gregorian calendar and, beside it, the Jalali one (both in the UI's language). */
export function formatDate(iso: string | null | undefined, language: Language): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = LANGUAGES[language].locale;
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
  const gregorian = new Intl.DateTimeFormat(locale, { ...options, calendar: 'gregory' }).format(date);
  const jalali = new Intl.DateTimeFormat(locale, { ...options, calendar: 'persian' }).format(date);
  return `${gregorian} · ${jalali}`;
}

export function initialLanguage(): Language {
  const kept = localStorage.getItem('cms-console-language');
  if (kept === 'en' || kept === 'fa') return kept;
  return navigator.language.toLowerCase().startsWith('fa') ? 'fa' : 'en';
}

export function applyLanguage(language: Language): void {
  localStorage.setItem('cms-console-language', language);
  document.documentElement.lang = language;
  document.documentElement.dir = LANGUAGES[language].dir;
}
