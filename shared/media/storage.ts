/** Upload targets and object removal, for S3 (AWS) or the local gateway's file store. */
import { clock } from '../clock';
import { logger, errorFields } from '../logger';
import { mediaStore } from './storage-config';
import { deleteObject, presignPut } from './s3-storage';

export const UPLOAD_URL_SECONDS = 15 * 60;

export interface UploadTarget {
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
  /** ISO 8601 UTC: when the URL stops working. */
  expires_at: string;
}

export async function uploadTargetFor(key: string, contentType: string, sizeBytes: number): Promise<UploadTarget> {
  const store = mediaStore();
  const expiresAt = new Date(clock.nowMs() + UPLOAD_URL_SECONDS * 1000).toISOString();
  const headers = { 'Content-Type': contentType };
  if (store.kind === 'local') return { url: `${store.baseUrl}/uploads/${key}`, method: 'PUT', headers, expires_at: expiresAt };
  const url = await presignPut(store.bucket, key, contentType, sizeBytes, UPLOAD_URL_SECONDS);
  return { url, method: 'PUT', headers, expires_at: expiresAt };
}

/**
 * Best effort: the item is already gone when this runs, so a failure leaves an orphan object
 * (logged) rather than failing the delete. Locally the gateway's file store keeps the file.
 */
export async function removeStoredObject(key: string): Promise<void> {
  const store = mediaStore();
  if (store.kind === 'local') return;
  try {
    await deleteObject(store.bucket, key);
  } catch (error) {
    logger.warn('media object not deleted', { key, ...errorFields(error) });
  }
}
