/** Media administration through the local API Gateway: /api/admin/v3/cms/media, and the local upload store. */
import * as z from 'zod/mini';
import { useLocalApi } from '#test/support/http';
import { AdminMediaSchema, MediaUploadResultSchema } from '#domains/media/media-response-schemas';
import { imageBytes } from '#test/support/media';
import { collectionTotal } from '#platform/db/collection-page';

const api = useLocalApi();
const PATH = '/api/admin/v3/cms/media';

let editor: Record<string, string>;
beforeAll(async () => {
  editor = await api.adminHeaders('editor');
});

const photo = { file_name: 'Beach Day.png', mime_type: 'image/png', size_bytes: 8, width: 1600, height: 900, title: 'Beach' };

async function create(body: Record<string, unknown> = photo) {
  const response = await api.request('POST', PATH, { headers: editor, body });
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${JSON.stringify(response.body)}`);
  return MediaUploadResultSchema.parse(response.body.result);
}

describe('create and upload', () => {
  test('create answers 201 with a processing media object and a signed PUT upload target; the image is served at url once processed', async () => {
    // Prepare
    const bytes = await imageBytes('png', 1600, 900);
    // Act
    const response = await api.request('POST', PATH, { headers: editor, body: { ...photo, size_bytes: bytes.length } });
    const media = MediaUploadResultSchema.parse(response.body.result);
    const upload = await fetch(media.upload.url, { method: 'PUT', headers: media.upload.headers, body: bytes });
    await api.gateway.mediaIdle();
    const served = await fetch(media.url);
    // Assess
    expect(response.status).toBe(201);
    expect(media).toMatchObject({
      collection_name: 'default',
      mime_type: 'image/png',
      type: 'image',
      format: 'png',
      title: 'Beach',
      status: 'processing',
      rejection_reason: null,
      name: 'Beach Day.png',
      meta_data: { original_width: 0, original_height: 0, duration: 0 },
      medium_thumbnail: { url: '', width: 0, height: 0 },
      small_thumbnail: { url: '', width: 0, height: 0 },
      upload: { method: 'PUT', headers: { 'Content-Type': 'image/png', 'If-None-Match': '*' } },
    });
    expect(media.upload.url.startsWith(`${api.url}/_local/uploads/incoming/${media.id}/Beach-Day.png?X-Amz-Algorithm=`)).toBe(true);
    expect(media.url).toBe(`${api.url}/_local/media/renditions/${media.id}/original/Beach-Day.png`);
    expect(Date.parse(media.upload.expires_at) - Date.now()).toBeGreaterThan(14 * 60 * 1000);
    expect(upload.ok).toBe(true);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBeNull();
    expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);
  });

  test('an SVG is refused at create: 422 on mime_type, nothing created', async () => {
    // Prepare
    const before = await collectionTotal('MEDIA');
    // Act
    const response = await api.request('POST', PATH, { headers: editor, body: { file_name: 'logo.svg', mime_type: 'image/svg+xml', size_bytes: 300 } });
    // Assess
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.error.errors)).toEqual(['mime_type']);
    expect(await collectionTotal('MEDIA')).toBe(before);
  });

  test('a video records its duration; a pdf has no thumbnails', async () => {
    // Act
    const video = await create({
      file_name: 'clip.mp4',
      mime_type: 'video/mp4',
      size_bytes: 1_000_000,
      duration: 42,
      width: 1280,
      height: 720,
    });
    const pdf = await create({ file_name: 'report.pdf', mime_type: 'application/pdf', size_bytes: 2048 });
    // Assess
    expect(video).toMatchObject({ type: 'video', meta_data: { duration: 42 } });
    expect(pdf).toMatchObject({ type: 'document', format: 'pdf', size: '2 KB', medium_thumbnail: { url: '', width: 0, height: 0 } });
  });

  test.each([
    [{ ...photo, mime_type: 'application/x-msdownload' }, ['mime_type']],
    [{ ...photo, size_bytes: 25 * 1024 * 1024 + 1 }, ['size_bytes']],
    [{ ...photo, size_bytes: 0 }, ['size_bytes']],
    [{ ...photo, size_bytes: 1.5 }, ['size_bytes']],
    [{ ...photo, file_name: '' }, ['file_name']],
    [{ mime_type: 'image/png', size_bytes: 10 }, ['file_name']],
    [{ ...photo, width: -1 }, ['width']],
    [{ ...photo, collection_name: 'has spaces' }, ['collection_name']],
    [{ ...photo, url: 'https://elsewhere.example/x.png' }, ['url']],
  ])('create with %j is a 422 on %j and creates nothing', async (body, fields) => {
    // Prepare
    const before = await collectionTotal('MEDIA');
    // Act
    const response = await api.request('POST', PATH, { headers: editor, body });
    // Assess
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('validation_failed');
    expect(Object.keys(response.body.error.errors)).toEqual(fields);
    expect(await collectionTotal('MEDIA')).toBe(before);
  });

  test('a body that is not JSON is a 400', async () => {
    const response = await api.request('POST', PATH, { headers: { ...editor, 'Content-Type': 'application/json' }, rawBody: '{not json' });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('bad_request');
  });
});

describe('read, update, delete, list', () => {
  test('get answers the media object; update changes only what is sent (name, type and size are fixed)', async () => {
    // Prepare
    const media = await create({ file_name: 'Beach Day.mp4', mime_type: 'video/mp4', size_bytes: 5000, width: 1600, height: 900 });
    // Act
    const updated = await api.request('PUT', `${PATH}/${media.id}`, {
      headers: editor,
      body: { title: 'Renamed', width: 800, height: 800 },
    });
    const read = await api.request('GET', `${PATH}/${media.id}`, { headers: editor });
    const fixed = await api.request('PUT', `${PATH}/${media.id}`, { headers: editor, body: { mime_type: 'image/gif', size_bytes: 1 } });
    // Assess
    expect(updated.status).toBe(200);
    expect(AdminMediaSchema.parse(updated.body.result)).toMatchObject({
      title: 'Renamed',
      name: 'Beach Day.mp4',
      dimension: { ratioWidth: 1, ratioHeight: 1 },
    });
    expect(read.body.result).toEqual(updated.body.result);
    expect(fixed.status).toBe(422);
    expect(Object.keys(fixed.body.error.errors).sort()).toEqual(['mime_type', 'size_bytes']);
  });

  test('delete removes the item: later reads are 404', async () => {
    // Prepare
    const media = await create();
    // Act
    const deleted = await api.request('DELETE', `${PATH}/${media.id}`, { headers: editor });
    const again = await api.request('DELETE', `${PATH}/${media.id}`, { headers: editor });
    // Assess
    expect(deleted.body).toEqual({ status: true, result: { message: 'Media deleted.' } });
    expect(again.status).toBe(404);
    expect((await api.request('GET', `${PATH}/${media.id}`, { headers: editor })).status).toBe(404);
  });

  test('list pages by id with meta.pagination and follows links.next', async () => {
    // Prepare
    for (let i = 0; i < 3; i++) await create();
    const total = await collectionTotal('MEDIA');
    // Act
    const first = await api.request('GET', PATH, { headers: editor, query: { per_page: 2, order: 'desc' } });
    const next = new URL(first.body.meta.pagination.links.next);
    const second = await api.request('GET', `${next.pathname}${next.search}`, { headers: editor });
    // Assess
    z.array(AdminMediaSchema).parse(first.body.result);
    expect(first.body.meta.pagination).toMatchObject({ total, count: 2, per_page: 2, current_page: 1 });
    const ids = [...first.body.result, ...second.body.result].map((m: { id: string }) => Number(m.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
  });

  test.each([
    [{ per_page: 'many' }, 'per_page'],
    [{ skip: -1 }, 'skip'],
    [{ sort: 'size' }, 'sort'],
  ])('query %j is a 400 bad_request naming %s', async (query, parameter) => {
    const response = await api.request('GET', PATH, { headers: editor, query });
    expect(response.status).toBe(400);
    expect(response.body.error.details[parameter]).toEqual([expect.any(String)]);
  });

  test.each(['GET', 'PUT', 'DELETE'] as const)('%s of unknown media is 404', async (method) => {
    const response = await api.request(method, `${PATH}/876543`, { headers: editor, body: method === 'PUT' ? { title: 'x' } : undefined });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('resource_not_found');
  });
});

describe('authentication and permissions', () => {
  test.each([
    ['GET', PATH, 'cms.media.list'],
    ['POST', PATH, 'cms.media.create'],
    ['GET', `${PATH}/1`, 'cms.media.read'],
    ['PUT', `${PATH}/1`, 'cms.media.update'],
    ['DELETE', `${PATH}/1`, 'cms.media.delete'],
  ] as const)('%s %s: 401 without credentials, 403 for an author naming %s', async (method, path, permission) => {
    // Prepare
    const author = await api.adminHeaders('author');
    const body = method === 'POST' ? photo : method === 'PUT' ? { title: 'x' } : undefined;
    // Act
    const anonymous = await api.request(method, path, { body });
    const forbidden = await api.request(method, path, { headers: author, body });
    // Assess
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('authentication_required');
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.details).toEqual({ required_permission: permission });
  });
});
