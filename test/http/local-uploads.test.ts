/**
 * The local upload URL follows the presigned S3 PUT contract: only the path, type and length that
 * were signed, only until it expires; the store serves back the stored type, never sniffed.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { useLocalApi } from '#test/support/http';
import { LocalObjects } from '#domains/media/local-objects';
import { setClock } from '#platform/clock';
import { MediaUploadResultSchema } from '#domains/media/media-response-schemas';
import { imageBytes } from '#test/support/media';

const api = useLocalApi();
const PATH = '/api/admin/v3/cms/media';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

let editor: Record<string, string>;
beforeAll(async () => {
  editor = await api.adminHeaders('editor');
});

async function target(body: Record<string, unknown> = { file_name: 'a.png', mime_type: 'image/png', size_bytes: PNG.length }) {
  const created = await api.request('POST', PATH, { headers: editor, body });
  return MediaUploadResultSchema.parse(created.body.result);
}

const put = (url: string, headers: Record<string, string>, body: Buffer | string) => fetch(url, { method: 'PUT', headers, body });

describe('signed local uploads', () => {
  test('the signed URL with the signed type and length is accepted', async () => {
    // Prepare
    const media = await target();
    // Act
    const response = await put(media.upload.url, media.upload.headers, PNG);
    // Assess
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
  });

  test('the store serves an object as stored, never compressed, whatever the client accepts (as S3)', async () => {
    // Prepare: a document (an image is served as its processed copy)
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4096)]);
    const media = await target({ file_name: 'big.pdf', mime_type: 'application/pdf', size_bytes: bytes.length });
    expect((await put(media.upload.url, media.upload.headers, bytes)).status).toBe(200);
    // Act
    const served = await fetch(media.url, { headers: { 'Accept-Encoding': 'gzip' } });
    // Assess
    expect(served.headers.get('content-encoding')).toBeNull();
    expect(Number(served.headers.get('content-length'))).toBe(bytes.length);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);
  });

  test('without a signature, or with a tampered one, the upload is refused and nothing is stored', async () => {
    // Prepare
    const media = await target();
    const bare = media.upload.url.split('?')[0]!;
    const tampered = new URL(media.upload.url);
    const signature = tampered.searchParams.get('X-Amz-Signature')!;
    tampered.searchParams.set('X-Amz-Signature', `${signature[0] === '0' ? '1' : '0'}${signature.slice(1)}`);
    // Act
    const unsigned = await put(bare, media.upload.headers, PNG);
    const forged = await put(tampered.toString(), media.upload.headers, PNG);
    const served = await fetch(media.url);
    // Assess
    expect(unsigned.status).toBe(403);
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain('SignatureDoesNotMatch');
    expect(served.status).toBe(404);
  });

  test('a signed URL used for another path (another media, outside media/) is refused', async () => {
    // Prepare
    const media = await target();
    const signed = new URL(media.upload.url);
    const elsewhere = (path: string) => `${signed.origin}/_local/uploads/${path}${signed.search}`;
    // Act
    const other = await put(elsewhere(`media/${Number(media.id) + 1000}/a.png`), media.upload.headers, PNG);
    const outside = await put(elsewhere('renditions/1/medium.webp'), media.upload.headers, PNG);
    // Assess
    expect(other.status).toBe(403);
    expect(outside.status).toBe(403);
  });

  test('a different Content-Type or length than signed is refused', async () => {
    // Prepare
    const media = await target();
    // Act
    const otherType = await put(media.upload.url, { 'Content-Type': 'text/html' }, PNG);
    const longer = await put(media.upload.url, media.upload.headers, Buffer.concat([PNG, Buffer.from('<html>')]));
    // Assess
    expect(otherType.status).toBe(403);
    expect(longer.status).toBe(403);
    expect((await fetch(media.url)).status).toBe(404);
  });

  test('the URL cannot replace bytes already uploaded (If-None-Match: * is signed)', async () => {
    // Prepare: a document, kept where it was uploaded
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');
    const media = await target({ file_name: 'kept.pdf', mime_type: 'application/pdf', size_bytes: pdf.length });
    const first = await put(media.upload.url, media.upload.headers, pdf);
    await api.gateway.mediaIdle();
    const { 'If-None-Match': _ignored, ...withoutCondition } = media.upload.headers;
    const swapped = Buffer.from(pdf).fill(0x3c, 9);
    // Act
    const again = await put(media.upload.url, media.upload.headers, swapped);
    const unconditional = await put(media.upload.url, withoutCondition, swapped);
    const served = await fetch(media.url);
    // Assess
    expect(first.status).toBe(200);
    expect(again.status).toBe(412);
    expect(unconditional.status).toBe(403);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(pdf);
  });

  test('an image is never served as uploaded; bytes put again after its processing are deleted unseen', async () => {
    // Prepare
    const image = await imageBytes('png', 40, 20);
    const media = await target({ file_name: 'b.png', mime_type: 'image/png', size_bytes: image.length });
    const upload = new URL(media.upload.url).pathname.slice('/_local/uploads/'.length);
    const store = new LocalObjects(api.gateway.mediaDir);
    await store.put('incoming/999999/held.png', image, { contentType: 'image/png' });
    await store.put('media/999999/held.png', image, { contentType: 'image/png' });
    const first = await put(media.upload.url, media.upload.headers, image);
    await api.gateway.mediaIdle();
    const swapped = Buffer.from(image).fill(0x3c, 8);
    // Act: the upload is deleted once processed, so the URL stores bytes once more
    const again = await put(media.upload.url, media.upload.headers, swapped);
    await api.gateway.mediaIdle();
    const served = await fetch(media.url);
    const heldPrivate = await fetch(`${api.url}/_local/media/incoming/999999/held.png`);
    const heldEncoded = await fetch(`${api.url}/_local/media/incoming%2F999999%2Fheld.png`);
    const heldPublic = await fetch(`${api.url}/_local/media/media/999999/held.png`);
    // Assess
    expect(upload).toBe(`incoming/${media.id}/b.png`);
    expect(first.status).toBe(200);
    expect([heldPrivate.status, heldEncoded.status, heldPublic.status]).toEqual([404, 404, 200]);
    expect(again.status).toBe(200);
    expect(existsSync(path.join(api.gateway.mediaDir, upload))).toBe(false);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(image);
  });

  test('an expired URL is refused', async () => {
    // Prepare
    const media = await target();
    const restore = setClock(() => Date.now() + 16 * 60 * 1000);
    // Act
    let response: Response;
    try {
      response = await put(media.upload.url, media.upload.headers, PNG);
    } finally {
      restore();
    }
    // Assess
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('expired');
  });

  test('a document is signed with Content-Disposition: attachment, and served back as a download with nosniff', async () => {
    // Prepare
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const media = await target({ file_name: 'r.pdf', mime_type: 'application/pdf', size_bytes: pdf.length });
    // Act
    const withoutDisposition = await put(media.upload.url, { 'Content-Type': 'application/pdf', 'If-None-Match': '*' }, pdf);
    const signed = await put(media.upload.url, media.upload.headers, pdf);
    const served = await fetch(media.url);
    // Assess
    expect(new URL(media.upload.url).searchParams.get('X-Amz-SignedHeaders')).toBe('content-disposition;content-length;content-type;host;if-none-match');
    expect(withoutDisposition.status).toBe(403);
    expect(signed.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe('attachment');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
