/**
 * An upload as the API wants it: declare the file (name, type, size and, for images, dimensions),
 * then PUT its bytes to the presigned URL the answer names, with the headers it names. The PUT goes
 * through XMLHttpRequest because fetch reports no upload progress.
 */
import type { Cms, Schemas, paths } from './api';

type MediaWrite = paths['/api/admin/v3/cms/media']['post']['requestBody']['content']['application/json'];
type AcceptedType = MediaWrite['mime_type'];

/** Every type the API takes (a type the API gains or loses without this list following fails tsc). */
const TYPES: Record<AcceptedType, true> = { 'image/jpeg': true, 'image/png': true, 'image/webp': true, 'image/gif': true, 'video/mp4': true, 'audio/mpeg': true, 'application/pdf': true };
export const ACCEPTED_TYPES = Object.keys(TYPES) as AcceptedType[];

export class UnsupportedFileType extends Error {}

async function dimensionsOf(file: File): Promise<{ width: number; height: number } | undefined> {
  if (!file.type.startsWith('image/')) return undefined;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return undefined;
  }
}

function put(url: string, headers: Record<string, string>, file: File, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => (request.status >= 200 && request.status < 300 ? resolve() : reject(new Error(`upload refused: HTTP ${request.status} ${request.responseText.slice(0, 200)}`)));
    request.onerror = () => reject(new Error('upload failed: network error'));
    request.send(file);
  });
}

export async function uploadMedia(cms: Cms, file: File, title: string, onProgress: (fraction: number) => void): Promise<Schemas['MediaObject']> {
  if (!(ACCEPTED_TYPES as string[]).includes(file.type)) throw new UnsupportedFileType(`${file.type || 'this file type'} is not accepted (${ACCEPTED_TYPES.join(', ')})`);
  const size = await dimensionsOf(file);
  const body: MediaWrite = {
    file_name: file.name,
    mime_type: file.type as AcceptedType,
    size_bytes: file.size,
    ...(title ? { title } : {}),
    ...(size ? { width: size.width, height: size.height } : {}),
  };
  const created = await cms.post('/api/admin/v3/cms/media', { body });
  onProgress(0);
  await put(created.upload.url, created.upload.headers, file, onProgress);
  onProgress(1);
  return created;
}
