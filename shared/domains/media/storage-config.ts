/**
 * Where media bytes live, read without loading any SDK: S3 when `MEDIA_BUCKET` is set (AWS), else the
 * local gateway's file store at `LOCAL_MEDIA_BASE_URL` (`npm start` sets it, e.g.
 * `http://127.0.0.1:3000/_local`: it accepts `PUT /uploads/<key>` and serves `GET /media/<key>`).
 */
import { config } from '#platform/config';

export type MediaStore = { kind: 's3'; bucket: string } | { kind: 'local'; baseUrl: string; dir: string | undefined };

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function mediaStore(): MediaStore {
  const bucket = config.mediaBucket;
  if (bucket) return { kind: 's3', bucket };
  const local = process.env.LOCAL_MEDIA_BASE_URL;
  // LOCAL_MEDIA_DIR: the folder of the local gateway's store, which the processing function reads and writes.
  return {
    kind: 'local',
    baseUrl: trimSlash(local || `http://127.0.0.1:${process.env.PORT || '3000'}/_local`),
    dir: process.env.LOCAL_MEDIA_DIR || undefined,
  };
}

/** Public URL of a stored object: `MEDIA_PUBLIC_BASE_URL` (a CDN) or the bucket's regional URL in AWS. */
export function publicUrlOf(key: string): string {
  const store = mediaStore();
  if (store.kind === 'local') return `${store.baseUrl}/media/${key}`;
  const base = config.mediaPublicBaseUrl;
  if (base) return `${trimSlash(base)}/${key}`;
  return `https://${store.bucket}.s3.${config.region}.amazonaws.com/${key}`;
}
