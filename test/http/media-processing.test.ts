/**
 * Upload, then processing, through the local stack as `npm start` runs it: the signed upload URL,
 * the local store, and the same processing function AWS runs on every object-created event. Real
 * files are made by sharp in the test; fakes are bytes that claim to be what they are not.
 */
import sharp from 'sharp';
import { deflateRawSync } from 'node:zlib';
import { useLocalApi } from '#test/support/http';
import { imageBytes, uploadThroughGateway } from '#test/support/media';
import { MediaUploadResultSchema } from '#domains/media/media-response-schemas';
import { MAX_IMAGE_PIXELS } from '#domains/media/process-upload';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '#platform/db/client';

const api = useLocalApi();
const PATH = '/api/admin/v3/cms/media';

let editor: Record<string, string>;
beforeAll(async () => {
  editor = await api.adminHeaders('editor');
});

const uploadFile = (fileName: string, mimeType: string, bytes: Buffer, declared: Record<string, unknown> = {}) =>
  uploadThroughGateway(api, editor, fileName, mimeType, bytes, declared);

async function fetchImage(url: string) {
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body, metadata: await sharp(body).metadata() };
}

/** A minimal zip archive holding one file (the bytes of a real .zip). */
function zipBytes(): Buffer {
  const data = deflateRawSync(Buffer.from('hello'));
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(8, 8);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(5, 22);
  header.writeUInt16LE(5, 26);
  return Buffer.concat([header, Buffer.from('a.txt'), data]);
}

describe('real images become active with measured sizes and real renditions', () => {
  test('a 1600x900 JPEG declared as 10x10: measured 1600x900, renditions 768 and 300 wide as WebP without EXIF', async () => {
    // Prepare
    const bytes = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#336699' } })
      .withExif({ IFD0: { Copyright: 'test' } })
      .jpeg()
      .toBuffer();
    // Act
    const { created, media } = await uploadFile('landscape.jpg', 'image/jpeg', bytes, { width: 10, height: 10 });
    const medium = await fetchImage(media.medium_thumbnail.url);
    const small = await fetchImage(media.small_thumbnail.url);
    // Assess
    expect(created.status).toBe('processing');
    expect(media).toMatchObject({
      status: 'active',
      rejection_reason: null,
      meta_data: { original_width: 1600, original_height: 900 },
      dimension: { width: 1600, height: 900, ratioWidth: 16, ratioHeight: 9, human: { ratio: '16:9' } },
      medium_thumbnail: { width: 768, height: 432 },
      small_thumbnail: { width: 300, height: 169 },
    });
    expect(media.medium_thumbnail.url).not.toContain('?');
    expect(medium.response.headers.get('content-type')).toBe('image/webp');
    expect(medium.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect([medium.metadata.format, medium.metadata.width, medium.metadata.height]).toEqual(['webp', 768, 432]);
    expect([small.metadata.format, small.metadata.width, small.metadata.height]).toEqual(['webp', 300, 169]);
    expect(medium.metadata.exif).toBeUndefined();
    expect(small.metadata.exif).toBeUndefined();
  });

  test('a PNG with alpha keeps its transparency in the renditions', async () => {
    // Prepare
    const bytes = await imageBytes('png', 1000, 500, { alpha: true });
    // Act
    const { media } = await uploadFile('overlay.png', 'image/png', bytes);
    const medium = await fetchImage(media.medium_thumbnail.url);
    // Assess
    expect(media).toMatchObject({ status: 'active', dimension: { width: 1000, height: 500 }, medium_thumbnail: { width: 768, height: 384 } });
    expect(medium.metadata.hasAlpha).toBe(true);
  });

  test('a WebP smaller than 300 px is never upscaled', async () => {
    // Prepare
    const bytes = await imageBytes('webp', 200, 100);
    // Act
    const { media } = await uploadFile('tiny.webp', 'image/webp', bytes);
    const small = await fetchImage(media.small_thumbnail.url);
    // Assess
    expect(media).toMatchObject({
      status: 'active',
      dimension: { width: 200, height: 100 },
      medium_thumbnail: { width: 200, height: 100 },
      small_thumbnail: { width: 200, height: 100 },
    });
    expect([small.metadata.width, small.metadata.height]).toEqual([200, 100]);
  });

  test('a JPEG with EXIF orientation 6 comes out upright: measured and resized as displayed', async () => {
    // Prepare: stored 800x400, shown turned a quarter (400 wide, 800 high); the left half is red.
    const bytes = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#0000ff' } })
      .composite([{ input: { create: { width: 400, height: 400, channels: 3, background: '#ff0000' } }, left: 0, top: 0 }])
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    // Act
    const { media } = await uploadFile('phone.jpg', 'image/jpeg', bytes);
    const medium = await fetchImage(media.medium_thumbnail.url);
    const { data } = await sharp(medium.body).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    // Assess
    expect(media).toMatchObject({ status: 'active', dimension: { width: 400, height: 800 }, medium_thumbnail: { width: 400, height: 800 } });
    expect([medium.metadata.width, medium.metadata.height, medium.metadata.orientation]).toEqual([400, 800, undefined]);
    // Orientation 6 turns the picture clockwise: the stored left (red) half is the top once upright.
    const pixel = (x: number, y: number) => [...data.subarray((y * 400 + x) * 3, (y * 400 + x) * 3 + 3)];
    const [topRed, , topBlue] = pixel(200, 200);
    const [bottomRed, , bottomBlue] = pixel(200, 600);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);
  });

  test('a GIF is measured and resized to WebP', async () => {
    // Prepare
    const bytes = await imageBytes('gif', 900, 600);
    // Act
    const { media } = await uploadFile('anim.gif', 'image/gif', bytes);
    // Assess
    expect(media).toMatchObject({ status: 'active', format: 'gif', dimension: { width: 900, height: 600 }, medium_thumbnail: { width: 768, height: 512 } });
    expect((await fetchImage(media.small_thumbnail.url)).metadata).toMatchObject({ format: 'webp', width: 300, height: 200 });
  });
});

describe('fakes are rejected with a reason; their bytes are removed and never rendered', () => {
  test.each([
    ['an HTML page as PNG', 'page.png', 'image/png', async () => Buffer.from('<!doctype html><script>alert(1)</script>'), /not image\/png/],
    ['a truncated JPEG', 'cut.jpg', 'image/jpeg', async () => (await imageBytes('jpeg', 1200, 800)).subarray(0, 600), /cannot be decoded/],
    ['a zip as JPEG', 'archive.jpg', 'image/jpeg', async () => zipBytes(), /not image\/jpeg/],
    [
      'a 50-megapixel bomb',
      'bomb.png',
      'image/png',
      async () => sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer(),
      /more than 40000000 pixels/,
    ],
  ])('%s', async (_what, fileName, mimeType, make, reason) => {
    // Prepare
    const bytes = await make();
    // Act
    const { created, media } = await uploadFile(fileName, mimeType, bytes);
    const original = await fetch(created.url);
    const retry = await fetch(created.upload.url, { method: 'PUT', headers: created.upload.headers, body: bytes });
    await api.gateway.mediaIdle();
    const afterRetry = await fetch(created.url);
    const category = await api.request('POST', '/api/admin/v3/cms/category', {
      headers: editor,
      body: { name_en: `Cat ${fileName} ${Date.now()}`, name_fa: 'دسته', thumbnail: Number(media.id) },
    });
    // Assess
    expect(media.status).toBe('rejected');
    expect(media.rejection_reason).toMatch(reason);
    expect(media.medium_thumbnail).toEqual({ url: '', width: 0, height: 0 });
    expect(original.status).toBe(404);
    expect(retry.status).toBe(200);
    expect(afterRetry.status).toBe(404);
    expect(category.body.result.thumbnail).toMatchObject({ id: '', url: '' });
  });

  test('the bomb limit sits between a 12-megapixel photo and 50 megapixels', () => {
    expect(MAX_IMAGE_PIXELS).toBeGreaterThan(4000 * 3000);
    expect(MAX_IMAGE_PIXELS).toBeLessThan(10_000 * 5_000);
  });

  test('an item still processing is rendered to clients as the empty media object', async () => {
    // Prepare: created, never uploaded
    const created = await api.request('POST', PATH, { headers: editor, body: { file_name: 'later.png', mime_type: 'image/png', size_bytes: 100 } });
    // Act
    const category = await api.request('POST', '/api/admin/v3/cms/category', {
      headers: editor,
      body: { name_en: `Pending ${Date.now()}`, name_fa: 'دسته', thumbnail: Number(created.body.result.id) },
    });
    // Assess
    expect(created.body.result.status).toBe('processing');
    expect(category.body.result.thumbnail).toMatchObject({ id: '', url: '', name: '' });
  });

  test('a PDF with a PDF signature becomes active, without thumbnails, served as an attachment', async () => {
    // Prepare
    const bytes = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    // Act
    const { media } = await uploadFile('report.pdf', 'application/pdf', bytes);
    const served = await fetch(media.url);
    // Assess
    expect(media).toMatchObject({ status: 'active', type: 'document', medium_thumbnail: { url: '' } });
    expect(served.headers.get('content-disposition')).toBe('attachment');
    expect(served.headers.get('content-type')).toBe('application/pdf');
  });
});

describe('redelivery', () => {
  test('processing the same upload again changes nothing: the item stays as first settled', async () => {
    // Prepare
    const bytes = await imageBytes('jpeg', 1000, 1000);
    const { created, media } = await uploadFile('again.jpg', 'image/jpeg', bytes);
    const { handler } = await import('../../functions/media/process-uploads');
    const { objectCreatedEvent } = await import('#infra/local/media-processing');
    // Act
    const answers = await Promise.all([1, 2].map(() => handler(objectCreatedEvent(`incoming/${created.id}/again.jpg`, bytes.length))));
    const read = await api.request('GET', `${PATH}/${created.id}`, { headers: editor });
    // Assess
    expect(answers).toEqual([{ batchItemFailures: [] }, { batchItemFailures: [] }]);
    expect(read.body.result).toEqual(media);
  });
});

describe('failures are redelivered', () => {
  test('a table fault fails that message only (reported for redelivery, the item stays processing); the next delivery settles it', async () => {
    // Prepare: an upload stored while the gateway's own processing is held back by the fault
    const bytes = await imageBytes('png', 500, 300);
    const created = MediaUploadResultSchema.parse(
      (await api.request('POST', PATH, { headers: editor, body: { file_name: 'retry.png', mime_type: 'image/png', size_bytes: bytes.length } })).body.result,
    );
    const send = db.send.bind(db);
    const spy = jest.spyOn(db, 'send').mockImplementation(((command: unknown) => {
      if (command instanceof UpdateCommand && JSON.stringify(command.input.Key).includes(`MEDIA#${created.id}`)) {
        return Promise.reject(Object.assign(new Error('Internal server error'), { name: 'InternalServerError' }));
      }
      return send(command as never);
    }) as typeof db.send);
    const { handler } = await import('../../functions/media/process-uploads');
    const { objectCreatedEvent } = await import('#infra/local/media-processing');
    const event = objectCreatedEvent(`incoming/${created.id}/retry.png`, bytes.length);
    // Act
    let first;
    try {
      await fetch(created.upload.url, { method: 'PUT', headers: created.upload.headers, body: bytes });
      await api.gateway.mediaIdle();
      first = await handler(event);
    } finally {
      spy.mockRestore();
    }
    const during = (await api.request('GET', `${PATH}/${created.id}`, { headers: editor })).body.result;
    const second = await handler(event);
    const after = (await api.request('GET', `${PATH}/${created.id}`, { headers: editor })).body.result;
    // Assess
    expect(first).toEqual({ batchItemFailures: [{ itemIdentifier: event.Records[0]!.messageId }] });
    expect(during.status).toBe('processing');
    expect(second).toEqual({ batchItemFailures: [] });
    expect(after).toMatchObject({ status: 'active', dimension: { width: 500, height: 300 } });
  });
});

