/** Realistic media as the admin routes answer them, for the OpenAPI document's examples (named in `DOCS:` statements, which Lambda bundles drop). */
import { PHOTO_EXAMPLE } from '#domains/presentation/presentation-examples';

/** A processed, active photo. */
export const ADMIN_MEDIA_EXAMPLE = { ...PHOTO_EXAMPLE, rejection_reason: null };

/** Just created: `processing` until the bytes PUT to `upload.url` arrive and are checked. */
export const MEDIA_UPLOAD_EXAMPLE = {
  id: '13',
  collection_name: 'default',
  url: 'https://media.example.com/media/13/reading-corner.jpg',
  mime_type: 'image/jpeg',
  type: 'image',
  format: 'jpg',
  size: '180 KB',
  size_details: { bytes: 184320, human: { default: '180 KB' } },
  title: 'A reading corner',
  status: 'processing',
  name: 'reading-corner.jpg',
  meta_data: { original_width: 0, original_height: 0, duration: 0 },
  dimension: { width: 0, height: 0, ratioWidth: 0, ratioHeight: 0, human: { default: '', ratio: '' } },
  medium_thumbnail: { url: '', width: 0, height: 0 },
  small_thumbnail: { url: '', width: 0, height: 0 },
  rejection_reason: null,
  upload: {
    url: 'https://cms-media-bucket.s3.eu-central-1.amazonaws.com/media/13/reading-corner.jpg?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Expires=900&X-Amz-SignedHeaders=content-length%3Bcontent-type%3Bhost%3Bif-none-match&X-Amz-Signature=70252f0b3135f8d8',
    method: 'PUT',
    headers: { 'Content-Type': 'image/jpeg', 'If-None-Match': '*' },
    expires_at: '2026-05-05T11:15:00.000Z',
  },
};
