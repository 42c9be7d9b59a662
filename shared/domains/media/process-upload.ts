/**
 * Processing of an uploaded file (the media-processing function, in AWS and under `npm start`): the
 * bytes are checked against what was declared, images are measured, stripped of their metadata and
 * resized, and the item leaves `processing` for `active` or `rejected`. Nothing the uploader declared
 * about the bytes is trusted.
 *
 * - Type by signature (file-signature.ts) and exact size against the declaration.
 * - Images: decoded by sharp with a pixel limit (a small PNG can declare 50 000 x 50 000 pixels and
 *   need gigabytes to decode); EXIF orientation applied, then two renditions 768 and 300 px wide,
 *   never upscaled, as WebP: one format for photos and for images with alpha (PNG, GIF), a quarter to a
 *   third smaller than JPEG at the same visual quality, and shown by every current browser.
 * - No public copy keeps the upload's metadata (EXIF with its GPS position, XMP, IPTC, comments): the
 *   image's upload is private (`incoming/`), and what `url` serves is the `original` rendition, the
 *   upload with its metadata parts cut (without-metadata.ts: the pixels untouched), or re-encoded
 *   upright when its EXIF orientation turns it (upright.ts). Renditions are written by sharp, which
 *   writes no metadata unless asked. All of them keep the colour profile. The upload is then deleted.
 * - Idempotent: the item changes only while still `processing` (a conditional write); renditions have
 *   fixed keys, so a redelivered event rewrites the same objects at most.
 * - Refused bytes: the item becomes `rejected` with a reason, and its object and renditions are deleted.
 *   Errors of storage or the table are thrown: the queue redelivers, then moves the event to its DLQ.
 */
import sharp from 'sharp';
import { isoNow } from '#platform/time';
import { logger } from '#platform/logs/logger';
import { findMediaById, settleMedia, type ProcessingOutcome } from './media-repository';
import { mediaIdOfKey, originalKeyOf, RASTER_IMAGE_TYPES, renditionKeyOf, servedKeyOf, storedKeysOf, type Media, type Renditions } from './media';
import { sniffMediaType } from './file-signature';
import { MalformedImage } from './image-parts';
import { withoutMetadata } from './without-metadata';
import { CannotTurn, uprightCopy } from './upright';
import { objectStore, type ObjectStore } from './storage';
import { MEDIUM_THUMBNAIL_WIDTH, SMALL_THUMBNAIL_WIDTH } from '#domains/presentation/media';
import { BUSINESS_METRICS, countMetric } from '#platform/logs/metrics';

/** 40 megapixels: above any phone camera's default photo (12-24 MP), far below what would exhaust the function's memory. */
export const MAX_IMAGE_PIXELS = 40_000_000;
const WEBP_QUALITY = 80;

export type ProcessResult = 'active' | 'rejected' | 'skipped';

class Refused extends Error {}

type Size = keyof Renditions;

/** How the public copy of the original was made: its metadata parts cut, or decoded and encoded again upright. */
export type OriginalCopy = 'cut' | 're-encoded';

interface Measured {
  width: number;
  height: number;
  /** The image as served at `url`. */
  original: { body: Buffer; made: OriginalCopy };
  renditions: { size: Exclude<Size, 'original'>; body: Buffer; width: number; height: number }[];
}

/**
 * The original without metadata: cut when the picture is already upright (or its framing does not
 * read: then re-encoded, as sharp decodes it), re-encoded upright when its EXIF orientation turns it.
 */
async function originalCopy(body: Buffer, type: string, metadata: sharp.Metadata): Promise<Measured['original']> {
  if ((metadata.orientation ?? 1) === 1) {
    try {
      return { body: withoutMetadata(body, type), made: 'cut' };
    } catch (error) {
      if (!(error instanceof MalformedImage)) throw error;
    }
  }
  return { body: await uprightCopy(body, type, metadata, MAX_IMAGE_PIXELS), made: 're-encoded' };
}

/** Measures an image, makes its public original and resizes it; throws Refused for bytes that are not a decodable image within the limit. */
export async function renderImage(body: Buffer, type: string): Promise<Measured> {
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
    // encoded from those pixels, kept as an uncompressed TIFF, which (unlike raw pixels) carries the
    // colour profile along: keepIccProfile leaves the pixels in the image's own space (a Display P3
    // photo stays P3) and tags every output with it; only a profile WebP cannot hold (CMYK) becomes sRGB.
    const [original, resized] = await Promise.all([
      originalCopy(body, type, metadata),
      sharp(body, options)
        .rotate()
        .resize({ width: MEDIUM_THUMBNAIL_WIDTH, withoutEnlargement: true })
        .keepIccProfile()
        .tiff({ compression: 'none' })
        .toBuffer(),
    ]);
    const [medium, small] = await Promise.all([
      sharp(resized).keepIccProfile().webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true }),
      sharp(resized)
        .resize({ width: SMALL_THUMBNAIL_WIDTH, withoutEnlargement: true })
        .keepIccProfile()
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true }),
    ]);
    return {
      ...upright,
      original,
      renditions: [
        { size: 'medium', body: medium.data, width: medium.info.width, height: medium.info.height },
        { size: 'small', body: small.data, width: small.info.width, height: small.info.height },
      ],
    };
  } catch (error) {
    if (error instanceof CannotTurn) throw new Refused(error.message);
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
    measured = await renderImage(body, media.mimeType);
  } catch (error) {
    if (error instanceof Refused) return { status: 'rejected', reason: error.message };
    throw error;
  }
  const originalKey = originalKeyOf(media.id, media.storageKey);
  await store.put(originalKey, measured.original.body, media.mimeType);
  const renditions: Renditions = { original: { key: originalKey, width: measured.width, height: measured.height, bytes: measured.original.body.length } };
  for (const rendition of measured.renditions) {
    const key = renditionKeyOf(media.id, rendition.size);
    await store.put(key, rendition.body, 'image/webp');
    renditions[rendition.size] = { key, width: rendition.width, height: rendition.height, bytes: rendition.body.length };
  }
  logger.info('image processed', { media_id: media.id, original: measured.original.made, bytes: body.length, served_bytes: measured.original.body.length });
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
  if (media.status === 'rejected' || (media.status === 'active' && servedKeyOf(media) !== key)) {
    // Bytes put again after a refusal or after processing (the upload is deleted then, so the upload URL works once more) are not kept.
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
    await Promise.all(storedKeysOf(media).map((gone) => store.delete(gone)));
  } else if (outcome.renditions.original) {
    // The upload with its metadata is not kept once its public copy is written (private or not: an
    // upload of before `incoming/` was public under `media/`).
    await store.delete(key);
  }
  return outcome.status;
}
