/** Use cases of the media admin routes. */
import { InvalidBody, NotFound } from '#platform/errors';
import { isoNow } from '#platform/time';
import { nextId } from '#platform/db/sequences';
import type { PageWindow } from '#platform/http/pagination';
import { collectionPage, type SortOrder } from '#platform/db/collection-page';
import { deleteMediaItem, findMediaById, insertMedia, toMedia, updateMedia, type MediaChanges } from './media-repository';
import { removeStoredObject, uploadTargetFor, type UploadTarget } from './storage';
import { RASTER_IMAGE_TYPES, storageKeyOf, storedKeysOf, type AllowedMediaType, type Media } from './media';

export interface NewMedia {
  fileName: string;
  mimeType: AllowedMediaType;
  sizeBytes: number;
  title?: string | null;
  collectionName?: string;
  width?: number | null;
  height?: number | null;
  duration?: number | null;
}

/**
 * Records the item (`processing` until its bytes are checked) and returns where to upload them (a
 * presigned S3 PUT in AWS). An image's width and height are measured from its bytes, never taken
 * from the declaration.
 */
export async function createMedia(input: NewMedia): Promise<{ media: Media; upload: UploadTarget }> {
  const id = await nextId('media');
  const now = isoNow();
  const measured = RASTER_IMAGE_TYPES.includes(input.mimeType);
  const media: Media = {
    id,
    fileName: input.fileName,
    mimeType: input.mimeType,
    sizeBytes: input.sizeBytes,
    title: input.title ?? null,
    collectionName: input.collectionName ?? 'default',
    width: measured ? null : (input.width ?? null),
    height: measured ? null : (input.height ?? null),
    duration: input.duration ?? null,
    storageKey: storageKeyOf(id, input.fileName, input.mimeType),
    status: 'processing',
    rejectionReason: null,
    renditions: {},
    createdAt: now,
    updatedAt: now,
  };
  // Sign first: a failure to sign then leaves no item without an upload path.
  const upload = await uploadTargetFor(media.storageKey, media.mimeType, media.sizeBytes);
  await insertMedia(media);
  return { media, upload };
}

export async function getMedia(id: number): Promise<Media> {
  const media = await findMediaById(id);
  if (!media) throw new NotFound('media', 'Media not found.');
  return media;
}

/** Title and collection of any file; width, height and duration only of what is not measured (video, audio). */
export async function updateMediaDetails(id: number, changes: MediaChanges): Promise<Media> {
  if (changes.width !== undefined || changes.height !== undefined) {
    const current = await findMediaById(id, true);
    if (!current) throw new NotFound('media', 'Media not found.');
    if (RASTER_IMAGE_TYPES.includes(current.mimeType)) {
      const message = ['The size of an image is measured from its bytes.'];
      throw new InvalidBody({ ...(changes.width !== undefined ? { width: message } : {}), ...(changes.height !== undefined ? { height: message } : {}) });
    }
  }
  const media = await updateMedia(id, changes, isoNow());
  if (!media) throw new NotFound('media', 'Media not found.');
  return media;
}

/**
 * Deletes the item, then the stored objects: the upload, if still there, and the renditions (best effort). Categories, posts and users that name the
 * media render the empty media object from then on.
 */
export async function deleteMedia(id: number): Promise<void> {
  const media = await findMediaById(id, true);
  if (!media || !(await deleteMediaItem(id))) throw new NotFound('media', 'Media not found.');
  await Promise.all(storedKeysOf(media).map(removeStoredObject));
}

export async function listMedia(window: PageWindow, order: SortOrder, cursor?: string): Promise<{ media: Media[]; total: number; nextCursor?: string }> {
  const page = await collectionPage('MEDIA', { offset: window.offset, perPage: window.perPage, order, cursor });
  return { media: page.items.map(toMedia), total: page.total, nextCursor: page.nextCursor };
}
