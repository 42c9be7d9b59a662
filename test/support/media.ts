/**
 * Media for tests: real image bytes made by sharp, and library items that went through the real
 * processing (process-upload.ts) against an in-memory object store, for tests of what renders them.
 */
import sharp from 'sharp';
import { createMedia } from '#domains/media/manage-media';
import { getMedia } from '#domains/media/manage-media';
import { processUpload } from '#domains/media/process-upload';
import type { ObjectStore } from '#domains/media/storage';
import type { AllowedMediaType, Media } from '#domains/media/media';
import { AdminMediaSchema, MediaUploadResultSchema } from '#domains/media/media-response-schemas';
import type { LocalApi } from './http';

const MEDIA_PATH = '/api/admin/v3/cms/media';

/** Declares a file, PUTs its bytes to the upload URL, waits for the gateway's processing, and reads the item back. */
export async function uploadThroughGateway(api: LocalApi, headers: Record<string, string>, fileName: string, mimeType: string, bytes: Buffer, declared: Record<string, unknown> = {}) {
  const created = await api.request('POST', MEDIA_PATH, { headers, body: { file_name: fileName, mime_type: mimeType, size_bytes: bytes.length, ...declared } });
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${JSON.stringify(created.body)}`);
  const target = MediaUploadResultSchema.parse(created.body.result);
  const put = await fetch(target.upload.url, { method: 'PUT', headers: target.upload.headers, body: bytes });
  if (!put.ok) throw new Error(`upload refused: ${put.status}`);
  await api.gateway.mediaIdle();
  const read = await api.request('GET', `${MEDIA_PATH}/${target.id}`, { headers });
  return { created: target, media: AdminMediaSchema.parse(read.body.result) };
}

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

/** A solid-colour image (with alpha for PNG and WebP when `alpha`), in `format`. */
export async function imageBytes(format: ImageFormat, width: number, height: number, options: { alpha?: boolean; orientation?: number } = {}): Promise<Buffer> {
  const channels = options.alpha ? 4 : 3;
  const background = options.alpha ? { r: 200, g: 30, b: 60, alpha: 0.5 } : { r: 200, g: 30, b: 60 };
  let image = sharp({ create: { width, height, channels, background } });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toFormat(format).toBuffer();
}

export function memoryObjectStore(): ObjectStore & { objects: Map<string, { body: Buffer; contentType: string }> } {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  return {
    objects,
    get: async (key) => objects.get(key),
    put: async (key, body, contentType) => void objects.set(key, { body, contentType }),
    delete: async (key) => void objects.delete(key),
  };
}

/** An `active` image item of this size, measured and resized by the real processing. */
export async function activeImage(input: { fileName: string; mimeType: AllowedMediaType; width: number; height: number; title?: string }): Promise<Media> {
  const format = input.mimeType.split('/')[1] as ImageFormat;
  const bytes = await imageBytes(format, input.width, input.height);
  const { media } = await createMedia({ fileName: input.fileName, mimeType: input.mimeType, sizeBytes: bytes.length, title: input.title });
  const store = memoryObjectStore();
  store.objects.set(media.storageKey, { body: bytes, contentType: input.mimeType });
  const result = await processUpload(media.storageKey, store);
  if (result !== 'active') throw new Error(`test image ${input.fileName} was ${result}`);
  return getMedia(media.id);
}
