/** Upload targets and object access, for S3 (AWS) or the local gateway's file store. */
import { clock } from '#platform/clock';
import { logger, errorFields } from '#platform/logs/logger';
import { mediaStore } from './storage-config';
import { deleteObject, getObject, presignPut, putObject } from './s3-storage';
import { LocalObjects } from './local-objects';
import { presignLocalPut } from './local-upload-signing';
import { servedAsAttachment } from './media';

export const UPLOAD_URL_SECONDS = 15 * 60;

export interface UploadTarget {
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
  /** ISO 8601 UTC: when the URL stops working. */
  expires_at: string;
}

/**
 * A presigned PUT bound to the key, the type, the exact length, `If-None-Match: *` (S3 refuses to
 * replace an object already there: bytes once checked cannot be swapped through the same URL) and,
 * for files that are not images, video or audio, `Content-Disposition: attachment` (stored with the
 * object, so the CDN serves them as downloads and a PDF or anything else never renders on the media
 * domain).
 */
export async function uploadTargetFor(key: string, contentType: string, sizeBytes: number): Promise<UploadTarget> {
  const store = mediaStore();
  const now = clock.nowMs();
  const expiresAt = new Date(now + UPLOAD_URL_SECONDS * 1000).toISOString();
  const headers: Record<string, string> = { 'Content-Type': contentType, 'If-None-Match': '*' };
  if (servedAsAttachment(contentType)) headers['Content-Disposition'] = 'attachment';
  const extra: Record<string, string> = { 'if-none-match': '*' };
  if (servedAsAttachment(contentType)) extra['content-disposition'] = 'attachment';
  if (store.kind === 'local') {
    const signed = { ...extra, 'content-type': contentType, 'content-length': String(sizeBytes) };
    const url = await presignLocalPut(`${store.baseUrl}/uploads/${key}`, signed, UPLOAD_URL_SECONDS, new Date(now));
    return { url, method: 'PUT', headers, expires_at: expiresAt };
  }
  const url = await presignPut(store.bucket, key, contentType, sizeBytes, UPLOAD_URL_SECONDS, extra);
  return { url, method: 'PUT', headers, expires_at: expiresAt };
}

/** Object access of the processing function. */
export interface ObjectStore {
  get(key: string): Promise<{ body: Buffer; contentType: string } | undefined>;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
}

/** Renditions never change under their key (a new upload is a new media id): cached for a year. */
const RENDITION_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function objectStore(): ObjectStore {
  const store = mediaStore();
  if (store.kind === 's3') {
    return {
      get: (key) => getObject(store.bucket, key),
      put: (key, body, contentType) => putObject(store.bucket, key, body, contentType, RENDITION_CACHE_CONTROL),
      delete: (key) => deleteObject(store.bucket, key),
    };
  }
  if (!store.dir) throw new Error('LOCAL_MEDIA_DIR is not set: the local media store is the local gateway (npm start)');
  const objects = new LocalObjects(store.dir);
  return {
    get: (key) => objects.get(key),
    put: async (key, body, contentType) => void (await objects.put(key, body, { contentType })),
    delete: (key) => objects.delete(key),
  };
}

/**
 * Best effort: the item is already gone when this runs, so a failure leaves an orphan object
 * (logged) rather than failing the delete.
 */
export async function removeStoredObject(key: string): Promise<void> {
  const store = mediaStore();
  if (store.kind === 'local' && !store.dir) return;
  try {
    await objectStore().delete(key);
  } catch (error) {
    logger.warn('media object not deleted', { key, ...errorFields(error) });
  }
}
