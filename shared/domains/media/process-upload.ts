/**
 * Processing of an uploaded file (the media-processing function, in AWS and under `npm start`): the
 * bytes are checked against what was declared, images are measured and resized, and the item leaves
 * `processing` for `active` or `rejected`. Nothing the uploader declared about the bytes is trusted.
 *
 * - Type by signature (file-signature.ts) and exact size against the declaration.
 * - Images: decoded by sharp with a pixel limit (a small PNG can declare 50 000 x 50 000 pixels and
 *   need gigabytes to decode); EXIF orientation applied, then two renditions 768 and 300 px wide,
 *   never upscaled, as WebP: one format for photos and for images with alpha (PNG, GIF), a quarter to a
 *   third smaller than JPEG at the same visual quality, and shown by every current browser. sharp
 *   writes no metadata unless asked, so the renditions carry no EXIF (no GPS position).
 * - Idempotent: the item changes only while still `processing` (a conditional write); renditions have
 *   fixed keys, so a redelivered event rewrites the same objects at most.
 * - Refused bytes: the item becomes `rejected` with a reason, and its object and renditions are deleted.
 *   Errors of storage or the table are thrown: the queue redelivers, then moves the event to its DLQ.
 */
import sharp from 'sharp';
import { isoNow } from '#platform/time';
import { logger } from '#platform/logs/logger';
import { findMediaById, settleMedia, type ProcessingOutcome } from './media-repository';
import { mediaIdOfKey, RASTER_IMAGE_TYPES, renditionKeyOf, type Media, type Renditions } from './media';
import { sniffMediaType } from './file-signature';
import { objectStore, type ObjectStore } from './storage';
import { MEDIUM_THUMBNAIL_WIDTH, SMALL_THUMBNAIL_WIDTH } from '#domains/presentation/media';
import { BUSINESS_METRICS, countMetric } from '#platform/logs/metrics';

/** 40 megapixels: above any phone camera's default photo (12-24 MP), far below what would exhaust the function's memory. */
export const MAX_IMAGE_PIXELS = 40_000_000;
const WEBP_QUALITY = 80;

export type ProcessResult = 'active' | 'rejected' | 'skipped';

class Refused extends Error {}

interface Measured {
  width: number;
  height: number;
  renditions: { size: keyof Renditions; body: Buffer; width: number; height: number }[];
}

/** Measures and resizes an image; throws Refused for bytes that are not a decodable image within the limit. */
export async function renderImage(body: Buffer): Promise<Measured> {
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' as const };
  let metadata: sharp.Metadata;
  try {
    // The header alone: the pixel count is checked before anything is decoded.
    metadata = await sharp(body, { limitInputPixels: false }).metadata();
  } catch {
    throw new Refused('the image cannot be decoded');
  }
  const { width = 0, height = 0 } = metadata;
  if (!width || !height) throw new Refused('the image has no size');
  if (width * height > MAX_IMAGE_PIXELS) throw new Refused(`the image has more than ${MAX_IMAGE_PIXELS} pixels`);
  // Orientations 5-8 turn the picture a quarter: the upright image is height x width.
  const turned = (metadata.orientation ?? 1) >= 5;
  const upright = turned ? { width: height, height: width } : { width, height };
  try {
    // Decoded once, straight to the medium width (JPEG shrinks while decoding); both renditions are
    // encoded from those pixels.
    const { data, info } = await sharp(body, options)
      .rotate()
      .resize({ width: MEDIUM_THUMBNAIL_WIDTH, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const [medium, small] = await Promise.all([
      sharp(data, raw).webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true }),
      sharp(data, raw).resize({ width: SMALL_THUMBNAIL_WIDTH, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true }),
    ]);
    return {
      ...upright,
      renditions: [
        { size: 'medium', body: medium.data, width: medium.info.width, height: medium.info.height },
        { size: 'small', body: small.data, width: small.info.width, height: small.info.height },
      ],
    };
  } catch {
    throw new Refused('the image cannot be decoded');
  }
}

async function check(media: Media, body: Buffer, contentType: string, store: ObjectStore): Promise<ProcessingOutcome> {
  if (body.length !== media.sizeBytes) return { status: 'rejected', reason: `the file has ${body.length} bytes, ${media.sizeBytes} were declared` };
  if (contentType.split(';')[0]!.trim().toLowerCase() !== media.mimeType) return { status: 'rejected', reason: 'the upload was not sent with the declared type' };
  const sniffed = sniffMediaType(body);
  if (sniffed !== media.mimeType) return { status: 'rejected', reason: `the bytes are not ${media.mimeType}` };
  if (!RASTER_IMAGE_TYPES.includes(media.mimeType)) {
    // Sizes and duration of video and audio stay as declared: nothing here decodes them.
    return { status: 'active', width: media.width, height: media.height, renditions: {} };
  }
  let measured: Measured;
  try {
    measured = await renderImage(body);
  } catch (error) {
    if (error instanceof Refused) return { status: 'rejected', reason: error.message };
    throw error;
  }
  const renditions: Renditions = {};
  for (const rendition of measured.renditions) {
    const key = renditionKeyOf(media.id, rendition.size);
    await store.put(key, rendition.body, 'image/webp');
    renditions[rendition.size] = { key, width: rendition.width, height: rendition.height, bytes: rendition.body.length };
  }
  return { status: 'active', width: measured.width, height: measured.height, renditions };
}

/** Processes the object at `key` (an object-created event). */
export async function processUpload(key: string, store: ObjectStore = objectStore()): Promise<ProcessResult> {
  const id = mediaIdOfKey(key);
  const media = id === undefined ? undefined : await findMediaById(id, true);
  if (!media || media.storageKey !== key) {
    // Bytes no item asked for (the item was deleted meanwhile): not kept.
    logger.warn('upload without a media item removed', { key });
    await store.delete(key);
    return 'skipped';
  }
  if (media.status === 'rejected') {
    // Bytes put again after a refusal (a rejected object no longer exists, so the upload URL works once more) are not kept.
    await store.delete(key);
    return 'skipped';
  }
  if (media.status !== 'processing') return 'skipped';
  const stored = await store.get(key);
  if (!stored) return 'skipped';
  const outcome = await check(media, stored.body, stored.contentType, store);
  if (!(await settleMedia(media.id, outcome, isoNow()))) return 'skipped';
  if (outcome.status === 'rejected') {
    logger.info('upload rejected', { media_id: media.id, reason: outcome.reason });
    countMetric(BUSINESS_METRICS.mediaRejected);
    await Promise.all([key, renditionKeyOf(media.id, 'medium'), renditionKeyOf(media.id, 'small')].map((gone) => store.delete(gone)));
  }
  return outcome.status;
}
