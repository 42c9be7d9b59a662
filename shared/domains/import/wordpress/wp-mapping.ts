/**
 * WordPress values to the service's: statuses, dates, slugs, names, media types. Pure functions, so
 * that every rule of the mapping is tested without a table.
 */
import { createHash } from 'node:crypto';
import { slugify } from '#domains/presentation/content';
import { withoutMarkup } from '#domains/content/plain-text-fields';
import { withoutNameBreakers } from '#domains/users/person-name';
import { TITLE_MAX_CHARS, type PostStatus } from '#domains/posts/model/post';
import { ALLOWED_MEDIA_TYPES, type AllowedMediaType } from '#domains/media/media';
import type { CommentStatus } from '#domains/comments/comment';

/** The item types imported as posts; the rest (nav_menu_item, revision, wp_block, ...) are skipped and counted. */
export const POST_ITEM_TYPES = ['post', 'page'] as const;

/**
 * WordPress status → ours. There is no scheduled status: `future` becomes a draft that keeps its
 * date; `private` becomes a draft (no audience in the service matches "logged-in editors only").
 * `auto-draft` and `inherit` (revisions) carry nothing worth importing.
 */
export function postStatusOf(wpStatus: string): { status: PostStatus; keepDate: boolean } | { skip: string } {
  switch (wpStatus) {
    case 'publish':
      return { status: 'published', keepDate: true };
    case 'draft':
      return { status: 'draft', keepDate: false };
    case 'pending':
      return { status: 'pending', keepDate: false };
    case 'future':
      return { status: 'draft', keepDate: true };
    case 'private':
      return { status: 'draft', keepDate: true };
    case 'trash':
      return { status: 'trash', keepDate: true };
    default:
      return { skip: `status ${wpStatus || '(none)'}` };
  }
}

/** WordPress comment_approved → ours, or why the comment is not imported. */
export function commentStatusOf(approved: string, type: string): { status: CommentStatus } | { skip: string } {
  if (type === 'pingback' || type === 'trackback') return { skip: type };
  switch (approved) {
    case '1':
      return { status: 'approved' };
    case '0':
      return { status: 'pending' };
    case 'spam':
      return { status: 'spam' };
    case 'trash':
    case 'post-trashed':
      return { skip: 'trashed' };
    default:
      return { skip: `approval ${approved || '(none)'}` };
  }
}

const WP_DATE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/**
 * `2011-01-18 07:40:14` (UTC, from a `_gmt` field) as ISO 8601. WordPress writes `0000-00-00 00:00:00`
 * for drafts that never had a date: then the local date is taken as UTC, or null when it is empty too.
 */
export function wpDateOf(gmt: string, local = ''): string | null {
  for (const value of [gmt, local]) {
    const match = WP_DATE.exec(value.trim());
    if (!match || match[1] === '0000') continue;
    const date = new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z`);
    if (!Number.isNaN(date.getTime())) return date.toISOString();
  }
  return null;
}

/** WordPress stores non-ASCII slugs percent-encoded (`%d8%b3%d9%84%d8%a7%d9%85`): decoded, then made one of ours. */
export function slugOf(wpSlug: string): string {
  let decoded = wpSlug;
  try {
    decoded = decodeURIComponent(wpSlug);
  } catch {
    // A stray `%` is kept as text: slugify drops it.
  }
  return slugify(decoded);
}

/** A title the post schema accepts: untitled items get one, longer ones are cut at a character boundary. */
export function titleOf(wpTitle: string, wpId: number): { title: string; cut: boolean } {
  const title = wpTitle.trim() || `(untitled #${wpId})`;
  const chars = Array.from(title);
  if (chars.length <= TITLE_MAX_CHARS) return { title, cut: false };
  return { title: chars.slice(0, TITLE_MAX_CHARS).join('').trim(), cut: true };
}

/** A person's name from the export as plain text (person-name.ts): the text of its markup, no `<`, `>` or control character. */
export function plainNameOf(name: string): string {
  return withoutNameBreakers(withoutMarkup(name));
}

/** Categories carry one name in each language: text with Arabic-script letters goes to `name_fa`. */
export function categoryNames(name: string): { nameEn?: string; nameFa?: string } {
  return /[\u0600-\u06FF]/.test(name) ? { nameFa: name } : { nameEn: name };
}

const TYPE_OF_EXTENSION: Record<string, AllowedMediaType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  pdf: 'application/pdf',
};

/** The file name and media type of an attachment URL, or undefined when the type is not one the library takes. */
export function attachmentFileOf(url: string): { fileName: string; mimeType: AllowedMediaType } | undefined {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return undefined;
  }
  const fileName = decodeURIComponent(path.split('/').pop() ?? '');
  const extension = fileName.includes('.') ? fileName.split('.').pop()!.toLowerCase() : '';
  const mimeType = TYPE_OF_EXTENSION[extension];
  if (!mimeType || !(ALLOWED_MEDIA_TYPES as readonly string[]).includes(mimeType)) return undefined;
  return { fileName, mimeType };
}

/** `https://Example.com/blog/` → `example.com/blog`: the site part of the id-map keys. */
export function siteKeyOf(url: string): string {
  const trimmed = url.trim().replace(/^[a-z]+:\/\//i, '').replace(/\/+$/, '');
  const slash = trimmed.indexOf('/');
  return slash < 0 ? trimmed.toLowerCase() : trimmed.slice(0, slash).toLowerCase() + trimmed.slice(slash);
}

/**
 * An address for a commenter who left none: one per name and site, undeliverable by design
 * (`.invalid`). Names without ASCII letters (Persian ones) are told apart by a hash of the name.
 */
export function guestEmailOf(name: string, site: string): string {
  const ascii = slugify(name).replace(/[^a-z0-9-]/g, '').replace(/^-+|-+$/g, '').slice(0, 40);
  const local = ascii || (name.trim() ? `guest-${createHash('sha256').update(name.trim()).digest('hex').slice(0, 12)}` : 'anonymous');
  const host = slugify(site.split('/')[0]).replace(/[^a-z0-9-]/g, '') || 'wordpress';
  return `${local}@guests.${host}.invalid`;
}
