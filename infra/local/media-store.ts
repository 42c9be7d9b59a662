/**
 * The local stand-in for the media bucket: `PUT /_local/uploads/<key>` stores the body (as a
 * presigned S3 PUT would), `GET /_local/media/<key>` serves it with the content type it was uploaded
 * with (as the bucket's public URL would). Files live under one folder; keys cannot leave it.
 */
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const UPLOADS_PREFIX = '/_local/uploads/';
export const MEDIA_PREFIX = '/_local/media/';
/** Presigned uploads are not bound by the API's 10 MB body limit; keep a generous local ceiling. */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

export class MediaStore {
  private constructor(
    readonly dir: string,
    private readonly owned: boolean,
  ) {}

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

  /** The file of `rawKey` (percent-encoded, from the URL), or undefined when it would escape the folder. */
  private fileOf(rawKey: string): string | undefined {
    let key: string;
    try {
      key = decodeURIComponent(rawKey);
    } catch {
      return undefined;
    }
    const parts = key.split('/');
    if (!key || parts.some((part) => part === '' || part === '.' || part === '..' || part.includes('\\') || part.includes('\0'))) return undefined;
    if (parts[0] === '.meta') return undefined;
    return path.join(this.dir, ...parts);
  }

  private metaOf(file: string): string {
    return path.join(this.dir, '.meta', `${path.relative(this.dir, file)}.json`);
  }

  async put(rawKey: string, body: Buffer, contentType: string | undefined): Promise<{ etag: string } | undefined> {
    const file = this.fileOf(rawKey);
    if (!file) return undefined;
    const meta = this.metaOf(file);
    await mkdir(path.dirname(file), { recursive: true });
    await mkdir(path.dirname(meta), { recursive: true });
    await writeFile(file, body);
    const etag = `"${createHash('md5').update(body).digest('hex')}"`;
    await writeFile(meta, JSON.stringify({ contentType: contentType ?? 'application/octet-stream', etag }));
    return { etag };
  }

  async get(rawKey: string): Promise<{ body: Buffer; contentType: string; etag?: string } | undefined> {
    const file = this.fileOf(rawKey);
    if (!file) return undefined;
    try {
      if (!(await stat(file)).isFile()) return undefined;
      const body = await readFile(file);
      let contentType = 'application/octet-stream';
      let etag: string | undefined;
      try {
        const meta = JSON.parse(await readFile(this.metaOf(file), 'utf8')) as { contentType?: unknown; etag?: unknown };
        if (typeof meta.contentType === 'string') contentType = meta.contentType;
        if (typeof meta.etag === 'string') etag = meta.etag;
      } catch {
        // a file copied in by hand has no metadata: serve it as bytes
      }
      return { body, contentType, etag };
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async dispose(): Promise<void> {
    if (this.owned) await rm(this.dir, { recursive: true, force: true });
  }
}
