/** The media object of spec 2.6 for a stored media item (admin answers, thumbnails and avatars elsewhere). */
import { mediaObject, mediaObjectOrEmpty, type MediaRecord } from '../presentation/media';
import type { MediaObject } from '../presentation/client-schemas';
import { publicUrlOf } from './storage-config';
import type { Media } from './media';

export function mediaRecordOf(media: Media): MediaRecord {
  return {
    id: media.id,
    url: publicUrlOf(media.storageKey),
    mime_type: media.mimeType,
    name: media.fileName,
    size_bytes: media.sizeBytes,
    width: media.width,
    height: media.height,
    duration: media.duration,
    title: media.title,
    collection_name: media.collectionName,
    status: 'active',
  };
}

export const mediaShape = (media: Media): MediaObject => mediaObject(mediaRecordOf(media));

/** The media object of an optional item: the empty object when there is none (or it was deleted). */
export const optionalMediaShape = (media: Media | undefined): MediaObject => mediaObjectOrEmpty(media ? mediaRecordOf(media) : undefined);
