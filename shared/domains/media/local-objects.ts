/**
 * The file layout of the local stand-in for the media bucket (`npm start`): each object is a file
 * under one folder, its metadata (content type, disposition, ETag) a JSON file under `.meta/`. The
 * local gateway serves and stores through it; the processing function reads and writes through it.
 * Keys cannot leave the folder.
 */
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';

export interface LocalObject {
  body: Buffer;
  contentType: string;
  contentDisposition?: string;
  etag?: string;
}

export interface ObjectMetadata {
  contentType?: string;
  contentDisposition?: string;
}

export class LocalObjects {
  constructor(readonly dir: string) {}

  /** The file of `key` (decoded), or undefined when it would escape the folder. */
  fileOf(key: string): string | undefined {
    const parts = key.split('/');
    if (!key || parts.some((part) => part === '' || part === '.' || part === '..' || part.includes('\\') || part.includes('\0'))) return undefined;
    if (parts[0] === '.meta') return undefined;
    return path.join(this.dir, ...parts);
  }

  private metaOf(file: string): string {
    return path.join(this.dir, '.meta', `${path.relative(this.dir, file)}.json`);
  }

  async put(key: string, body: Buffer, metadata: ObjectMetadata): Promise<{ etag: string } | undefined> {
    const file = this.fileOf(key);
    if (!file) return undefined;
    const meta = this.metaOf(file);
    await mkdir(path.dirname(file), { recursive: true });
    await mkdir(path.dirname(meta), { recursive: true });
    await writeFile(file, body);
    const etag = `"${createHash('md5').update(body).digest('hex')}"`;
    const stored = { contentType: metadata.contentType ?? 'application/octet-stream', contentDisposition: metadata.contentDisposition, etag };
    await writeFile(meta, JSON.stringify(stored));
    return { etag };
  }

  async get(key: string): Promise<LocalObject | undefined> {
    const file = this.fileOf(key);
    if (!file) return undefined;
    try {
      if (!(await stat(file)).isFile()) return undefined;
      const body = await readFile(file);
      const found: LocalObject = { body, contentType: 'application/octet-stream' };
      try {
        const meta = JSON.parse(await readFile(this.metaOf(file), 'utf8')) as Record<string, unknown>;
        if (typeof meta.contentType === 'string') found.contentType = meta.contentType;
        if (typeof meta.contentDisposition === 'string') found.contentDisposition = meta.contentDisposition;
        if (typeof meta.etag === 'string') found.etag = meta.etag;
      } catch {
        // a file copied in by hand has no metadata: serve it as bytes
      }
      return found;
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.fileOf(key);
    if (!file) return;
    await rm(file, { force: true });
    await rm(this.metaOf(file), { force: true });
  }
}
