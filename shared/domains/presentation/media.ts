/**
 * Media objects of spec 2.6 built from a stored media record. Thumbnails are the renditions the
 * processing function wrote (their own URLs and measured sizes); a record without them (a video, a
 * PDF, an image known only by its URL) has empty thumbnails rather than a URL that would serve
 * something else than it claims.
 */
import type { CategoryThumbnail, MediaObject } from './client-schemas';

export interface MediaRecord {
  id: string | number;
  url: string;
  mime_type: string;
  name: string;
  size_bytes: number;
  width?: number | null;
  height?: number | null;
  /** Seconds, for audio and video. */
  duration?: number | null;
  title?: string | null;
  collection_name?: string | null;
  status?: string | null;
  medium_thumbnail?: StoredThumbnail | null;
  small_thumbnail?: StoredThumbnail | null;
}

export interface StoredThumbnail {
  url: string;
  width: number;
  height: number;
}

export const MEDIUM_THUMBNAIL_WIDTH = 768;
export const SMALL_THUMBNAIL_WIDTH = 300;

export type MediaType = 'image' | 'video' | 'audio' | 'document';

export function mediaTypeOf(mimeType: string): MediaType {
  const top = mimeType.toLowerCase().split('/')[0];
  return top === 'image' || top === 'video' || top === 'audio' ? top : 'document';
}

// Subtypes whose usual file extension is not the subtype itself.
const EXTENSION_OF_SUBTYPE: Record<string, string> = {
  jpeg: 'jpg',
  pjpeg: 'jpg',
  'svg+xml': 'svg',
  quicktime: 'mov',
  mpeg: 'mp3',
  'x-wav': 'wav',
  'x-matroska': 'mkv',
  plain: 'txt',
  'vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  msword: 'doc',
  'vnd.ms-excel': 'xls',
  'x-icon': 'ico',
  'vnd.microsoft.icon': 'ico',
};

function extensionOf(path: string): string {
  const file = path.split(/[?#]/)[0].split('/').pop() ?? '';
  const dot = file.lastIndexOf('.');
  return dot > 0 && dot < file.length - 1 ? file.slice(dot + 1).toLowerCase() : '';
}

/** Extension of the file name, else of the URL, else guessed from the mime type. */
export function formatOf(name: string, url: string, mimeType: string): string {
  const fromPath = extensionOf(name) || extensionOf(url);
  if (fromPath) return fromPath === 'jpeg' ? 'jpg' : fromPath;
  const subtype = mimeType.toLowerCase().split('/')[1] ?? '';
  return EXTENSION_OF_SUBTYPE[subtype] ?? subtype.replace(/^x-/, '').split('+')[0];
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Binary units, one decimal, trailing ".0" dropped: 1258291 -> "1.2 MB", 2048 -> "2 KB". */
export function humanSize(bytes: number): string {
  let value = Math.max(0, Math.round(bytes || 0));
  let unit = 0;
  if (value < 1024) return `${value} B`;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  let rounded = Math.round(value * 10) / 10;
  // 1023.96 KB would print as "1024 KB"; it is 1 MB.
  if (rounded >= 1024 && unit < SIZE_UNITS.length - 1) {
    rounded = Math.round((value / 1024) * 10) / 10;
    unit++;
  }
  return `${String(rounded)} ${SIZE_UNITS[unit]}`;
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

const whole = (n: number | null | undefined) => (Number.isFinite(n) && (n as number) > 0 ? Math.round(n as number) : 0);

function dimensionOf(width: number, height: number): MediaObject['dimension'] {
  if (!width || !height) {
    return { width, height, ratioWidth: 0, ratioHeight: 0, human: { default: '', ratio: '' } };
  }
  const d = gcd(width, height);
  return {
    width,
    height,
    ratioWidth: width / d,
    ratioHeight: height / d,
    human: { default: `${width}x${height}`, ratio: `${width / d}:${height / d}` },
  };
}

const NO_THUMBNAIL = { url: '', width: 0, height: 0 };

function thumbnail(stored: StoredThumbnail | null | undefined): MediaObject['medium_thumbnail'] {
  return stored?.url ? { url: stored.url, width: whole(stored.width), height: whole(stored.height) } : { ...NO_THUMBNAIL };
}

export function mediaObject(record: MediaRecord): MediaObject {
  const type = mediaTypeOf(record.mime_type);
  const width = whole(record.width);
  const height = whole(record.height);
  const bytes = whole(record.size_bytes);
  const size = humanSize(bytes);
  return {
    id: String(record.id),
    collection_name: record.collection_name ?? 'default',
    url: record.url,
    mime_type: record.mime_type,
    type,
    format: formatOf(record.name, record.url, record.mime_type),
    size,
    size_details: { bytes, human: { default: size } },
    title: record.title ?? null,
    status: record.status ?? 'active',
    name: record.name,
    meta_data: { original_width: width, original_height: height, duration: whole(record.duration) },
    dimension: dimensionOf(width, height),
    medium_thumbnail: thumbnail(record.medium_thumbnail),
    small_thumbnail: thumbnail(record.small_thumbnail),
  };
}

/** The media object of a missing file (a post without a thumbnail, a user without an avatar). */
export function emptyMediaObject(): MediaObject {
  return {
    id: '',
    collection_name: '',
    url: '',
    mime_type: '',
    type: '',
    format: '',
    size: humanSize(0),
    size_details: { bytes: 0, human: { default: humanSize(0) } },
    title: null,
    status: '',
    name: '',
    meta_data: { original_width: 0, original_height: 0, duration: 0 },
    dimension: dimensionOf(0, 0),
    medium_thumbnail: { url: '', width: 0, height: 0 },
    small_thumbnail: { url: '', width: 0, height: 0 },
  };
}

/** Media object or, for a missing record, the empty one. */
export function mediaObjectOrEmpty(record: MediaRecord | null | undefined): MediaObject {
  return record ? mediaObject(record) : emptyMediaObject();
}

export function categoryThumbnail(media: MediaObject): CategoryThumbnail {
  const { id, url, name, size, meta_data, dimension } = media;
  return { id, url, name, size, meta_data, dimension };
}
