/**
 * The local stand-in for the media bucket: `PUT /_local/uploads/<key>` stores the body when its URL
 * is signed like a presigned S3 PUT (local-upload-signing.ts), `GET /_local/media/<key>` serves it
 * with the content type (and disposition) it was uploaded with, as CloudFront would (never an image as
 * uploaded, under `incoming/`: the bucket policy denies CloudFront those). Files live under
 * one folder (shared/domains/media/local-objects.ts); keys cannot leave it.
 */
import { mkdir, rm } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalObjects, type LocalObject, type ObjectMetadata } from '#domains/media/local-objects';

/** Every path of the store: the bucket's stand-in answers as S3 does, not as the API's gateway. */
export const LOCAL_STORE_PREFIX = '/_local/';
export const UPLOADS_PREFIX = `${LOCAL_STORE_PREFIX}uploads/`;
export const MEDIA_PREFIX = `${LOCAL_STORE_PREFIX}media/`;
/** Presigned uploads are not bound by the API's 10 MB body limit; keep a generous local ceiling. */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

/** The key of a percent-encoded path, or undefined when it does not decode. */
export function decodeKey(rawKey: string): string | undefined {
  try {
    return decodeURIComponent(rawKey);
  } catch {
    return undefined;
  }
}

export class MediaStore {
  private readonly objects: LocalObjects;

  private constructor(
    readonly dir: string,
    private readonly owned: boolean,
  ) {
    this.objects = new LocalObjects(dir);
  }

  /** `dir` when given, else `CMS_DATA_DIR/media`, else a temporary folder removed by `dispose`. */
  static async open(dir?: string): Promise<MediaStore> {
    const dataDir = process.env.CMS_DATA_DIR;
    const chosen = dir ?? (dataDir ? path.join(dataDir, 'media') : undefined);
    if (chosen) {
      await mkdir(chosen, { recursive: true });
      return new MediaStore(path.resolve(chosen), false);
    }
    return new MediaStore(mkdtempSync(path.join(tmpdir(), 'cms-media-')), true);
  }

  async put(rawKey: string, body: Buffer, metadata: ObjectMetadata): Promise<{ etag: string } | undefined> {
    const key = decodeKey(rawKey);
    return key === undefined ? undefined : this.objects.put(key, body, metadata);
  }

  async get(rawKey: string): Promise<LocalObject | undefined> {
    const key = decodeKey(rawKey);
    return key === undefined ? undefined : this.objects.get(key);
  }

  async dispose(): Promise<void> {
    if (this.owned) await rm(this.dir, { recursive: true, force: true });
  }
}
