/** The media object of spec 2.6 for a stored media item (admin answers, thumbnails and avatars elsewhere). */
import { mediaObject, mediaObjectOrEmpty, type MediaRecord } from '#domains/presentation/media';
import type { MediaObject } from '#domains/presentation/client-schemas';
import { publicUrlOf } from './storage-config';
import { servedKeyOf, type Media } from './media';
import type { AdminMediaObject } from './media-response-schemas';

export function mediaRecordOf(media: Media): MediaRecord {
  return {
    id: media.id,
    // An image's public copy, without its metadata, once processed (its upload is never served).
    url: publicUrlOf(servedKeyOf(media)),
    mime_type: media.mimeType,
    name: media.fileName,
    size_bytes: media.renditions.original?.bytes ?? media.sizeBytes,
    width: media.width,
    height: media.height,
    duration: media.duration,
    title: media.title,
    collection_name: media.collectionName,
    status: media.status,
    medium_thumbnail: media.renditions.medium ? { ...media.renditions.medium, url: publicUrlOf(media.renditions.medium.key) } : null,
    small_thumbnail: media.renditions.small ? { ...media.renditions.small, url: publicUrlOf(media.renditions.small.key) } : null,
  };
}

export const mediaShape = (media: Media): MediaObject => mediaObject(mediaRecordOf(media));

/**
 * The media object of an optional item: the empty object when there is none (or it was deleted), and
 * for an item whose bytes are still `processing` or were `rejected` (never rendered to clients).
 */
export const optionalMediaShape = (media: Media | undefined): MediaObject =>
  mediaObjectOrEmpty(media?.status === 'active' ? mediaRecordOf(media) : undefined);

/** What the media admin routes answer: the media object, and why the bytes were refused. */
export const adminMediaShape = (media: Media): AdminMediaObject => ({ ...mediaShape(media), rejection_reason: media.rejectionReason });
