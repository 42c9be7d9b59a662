/**
 * A file in the media library. The bytes live in object storage (S3 in AWS, the local gateway's
 * file store under `npm start`) under `storageKey`. The item starts `processing` with what the
 * uploader declared; the processing function (process-upload.ts) then checks the bytes and makes it
 * `active` with measured sizes and renditions, or `rejected` with a reason.
 *
 * SVG is not accepted: it is a document that can carry script, served from the media domain it
 * would run there; raster images cover what a CMS shows.
 */
export const ALLOWED_MEDIA_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'video/mp4',
  'audio/mpeg',
  'application/pdf',
] as const;
export type AllowedMediaType = (typeof ALLOWED_MEDIA_TYPES)[number];

export const MAX_MEDIA_BYTES = 25 * 1024 * 1024;

export const RASTER_IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

export type MediaStatus = 'processing' | 'active' | 'rejected';

/** A resized copy of an image, written by the processing function. */
export interface Rendition {
  key: string;
  width: number;
  height: number;
  bytes: number;
}

export interface Renditions {
  small?: Rendition;
  medium?: Rendition;
  /** The image as served at `url`: the upload without its metadata, upright (process-upload.ts). */
  original?: Rendition;
}

export interface Media {
  id: number;
  /** The file name as uploaded (shown as `name`). */
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  title: string | null;
  collectionName: string;
  width: number | null;
  height: number | null;
  /** Seconds, for audio and video. */
  duration: number | null;
  /**
   * Where the bytes are uploaded: `media/<id>/<safe file name>`, served as they are (video, audio,
   * PDF), or for raster images `incoming/<id>/<safe file name>`, never served (the CDN may not read
   * it): their public copy is the `original` rendition.
   */
  storageKey: string;
  status: MediaStatus;
  /** Why the bytes were refused (status `rejected`). */
  rejectionReason: string | null;
  renditions: Renditions;
  createdAt: string;
  updatedAt: string;
}

const EXTENSION_OF_TYPE: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'audio/mpeg': 'mp3',
  'application/pdf': 'pdf',
};

const clean = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * An object-key-safe, URL-safe version of a file name: ASCII letters, digits, dashes and underscores,
 * one dot before the extension (S3 keys and URLs then need no escaping). A name with nothing safe
 * left becomes `file.<extension>`; a missing extension comes from the type.
 */
export function safeFileName(fileName: string, mimeType: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const stem = clean(dot > 0 ? base.slice(0, dot) : base).slice(0, 100).replace(/-+$/, '') || 'file';
  const extension = (dot > 0 ? clean(base.slice(dot + 1)).slice(0, 10) : '') || (EXTENSION_OF_TYPE[mimeType] ?? 'bin');
  return `${stem}.${extension}`;
}

/**
 * The prefix of uploads that are never served: an image's bytes as uploaded carry its metadata (GPS
 * position...), so the CDN may not read them (infra/stack/media-cdn.ts, and the local gateway likewise).
 */
export const PRIVATE_UPLOAD_PREFIX = 'incoming/';

export const isPrivateUploadKey = (key: string): boolean => key.startsWith(PRIVATE_UPLOAD_PREFIX);

export const storageKeyOf = (id: number, fileName: string, mimeType: string): string =>
  `${RASTER_IMAGE_TYPES.includes(mimeType) ? PRIVATE_UPLOAD_PREFIX : 'media/'}${id}/${safeFileName(fileName, mimeType)}`;

/** Renditions live under their own prefix: writing them does not trigger processing again, and the CDN caches them long. */
export const renditionKeyOf = (id: number, size: 'small' | 'medium'): string => `renditions/${id}/${size}.webp`;

/** The public copy of an image's upload: its file name, under the renditions (a folder of its own, so no name meets `small.webp`). */
export const originalKeyOf = (id: number, storageKey: string): string => `renditions/${id}/original/${storageKey.slice(storageKey.lastIndexOf('/') + 1)}`;

/** Every object an item may have in storage: the upload and whatever processing wrote (deleted with the item or a refusal). */
export const storedKeysOf = (media: Pick<Media, 'id' | 'storageKey' | 'mimeType'>): string[] =>
  RASTER_IMAGE_TYPES.includes(media.mimeType)
    ? [media.storageKey, originalKeyOf(media.id, media.storageKey), renditionKeyOf(media.id, 'medium'), renditionKeyOf(media.id, 'small')]
    : [media.storageKey];

/** The media id of an object key written by an upload (`media/<id>/<name>` or `incoming/<id>/<name>`), else undefined. */
export function mediaIdOfKey(key: string): number | undefined {
  const match = /^(?:media|incoming)\/([1-9][0-9]{0,15})\/[^/]+$/.exec(key);
  return match ? Number(match[1]) : undefined;
}

/**
 * The key behind an item's public `url`: for an image uploaded under `incoming/`, its original
 * rendition, named before processing writes it (so a `url` copied from the create answer works once the
 * item is active, and never serves the upload); an image uploaded before (under `media/`) once
 * processed; else the upload itself.
 */
export const servedKeyOf = (media: Pick<Media, 'id' | 'storageKey' | 'renditions'>): string =>
  isPrivateUploadKey(media.storageKey) ? originalKeyOf(media.id, media.storageKey) : (media.renditions.original?.key ?? media.storageKey);

/** Files a browser would render as a page or run (anything not an image, video or audio) are served as downloads. */
export const servedAsAttachment = (mimeType: string): boolean => !/^(image|video|audio)\//.test(mimeType);
