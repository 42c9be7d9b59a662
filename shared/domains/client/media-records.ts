/**
 * Media records for the client shapes. A library file (`Media`) gives every detail; a post's featured
 * image is stored as a URL, so when that URL is a library file (`.../media/<id>/<name>`) its record is
 * used, and otherwise a record is made from the URL alone (type from its extension, size unknown).
 */
import type { Media } from '#domains/media/media';
import { mediaRecordOf } from '#domains/media/media-shape';
import { publicUrlOf } from '#domains/media/storage-config';
import type { MediaRecord } from '#domains/presentation/media';

const MIME_OF_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  avif: 'image/avif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  pdf: 'application/pdf',
};

function fileNameOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const last = path.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** Mime type guessed from the file extension of a URL; `application/octet-stream` when unknown. */
export function mimeTypeOfUrl(url: string): string {
  const name = fileNameOf(url);
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  return MIME_OF_EXTENSION[extension] ?? 'application/octet-stream';
}

/** The library media id a URL points at (`.../media/<id>/<file>`), if it has that form. */
export function libraryMediaIdOf(url: string): number | undefined {
  const match = /\/media\/(\d{1,12})\/[^/?#]+(?:[?#].*)?$/.exec(url);
  if (!match) return undefined;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The record of an image known only by its URL. */
export function urlMediaRecord(url: string): MediaRecord {
  return { id: '', url, mime_type: mimeTypeOfUrl(url), name: fileNameOf(url), size_bytes: 0, status: 'active' };
}

/**
 * The record behind a featured image URL: the library file when the URL is exactly that file's
 * public URL (a URL that merely looks like one is not trusted), else a record of the URL alone.
 * A URL of this library's media host whose file is not in `library` (still processing, rejected or
 * deleted: the library holds active media only) is no record at all, as a missing thumbnail.
 */
export function featuredImageRecord(url: string | null, library: ReadonlyMap<number, Media>): MediaRecord | null {
  if (!url) return null;
  const id = libraryMediaIdOf(url);
  const media = id === undefined ? undefined : library.get(id);
  if (media) {
    const record = mediaRecordOf(media);
    if (record.url === url) return record;
  }
  if (id !== undefined && !media && url.startsWith(publicUrlOf(`media/${id}/`))) return null;
  return urlMediaRecord(url);
}
