import { useTestTable } from '#test/support/table';
import { createMedia, deleteMedia, getMedia, listMedia, updateMediaDetails } from '#domains/media/manage-media';
import { findMediaByIds } from '#domains/media/media-repository';
import { mediaShape } from '#domains/media/media-shape';
import { collectionTotal } from '#platform/db/collection-page';
import { MediaObjectSchema } from '#domains/presentation/client-schemas';
import { NotFound } from '#platform/errors';

useTestTable();

const LOCAL = 'http://127.0.0.1:3999/_local';

beforeEach(() => {
  process.env.LOCAL_MEDIA_BASE_URL = LOCAL;
  delete process.env.MEDIA_BUCKET;
  delete process.env.MEDIA_PUBLIC_BASE_URL;
});

const photo = (over: Partial<Parameters<typeof createMedia>[0]> = {}) =>
  createMedia({ fileName: 'Summer Photo (1).JPG', mimeType: 'image/jpeg', sizeBytes: 1_258_291, width: 1920, height: 1080, ...over });

describe('media create', () => {
  test('locally returns a signed gateway upload URL and a processing item whose declared image size is not believed', async () => {
    // Act
    const { media, upload } = await photo({ title: 'Beach' });
    // Assess
    expect(media.storageKey).toBe(`incoming/${media.id}/Summer-Photo-1.JPG`);
    expect(upload).toEqual({
      url: expect.stringContaining(`${LOCAL}/uploads/${media.storageKey}?X-Amz-Algorithm=AWS4-HMAC-SHA256&`),
      method: 'PUT',
      headers: { 'Content-Type': 'image/jpeg', 'If-None-Match': '*' },
      expires_at: expect.stringMatching(/Z$/),
    });
    expect(new URL(upload.url).searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host;if-none-match');
    const shape = mediaShape(media);
    expect(MediaObjectSchema.parse(shape)).toBeTruthy();
    expect(shape).toMatchObject({
      id: String(media.id),
      url: `${LOCAL}/media/renditions/${media.id}/original/Summer-Photo-1.JPG`,
      type: 'image',
      format: 'jpg',
      size: '1.2 MB',
      title: 'Beach',
      status: 'processing',
      name: 'Summer Photo (1).JPG',
      meta_data: { original_width: 0, original_height: 0 },
      medium_thumbnail: { url: '', width: 0, height: 0 },
      small_thumbnail: { url: '', width: 0, height: 0 },
    });
    expect(await getMedia(media.id)).toEqual(media);
  });

  test('upload URL expires 15 minutes after creation', async () => {
    // Prepare
    const before = Date.now();
    // Act
    const { upload } = await photo();
    // Assess
    const expires = Date.parse(upload.expires_at);
    expect(expires - before).toBeGreaterThanOrEqual(15 * 60 * 1000 - 50);
    expect(expires - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000);
  });

  test('in AWS returns a presigned S3 PUT that signs the content type and length, without a checksum', async () => {
    // Prepare
    process.env.MEDIA_BUCKET = 'cms-media-test';
    // Act
    const { media, upload } = await photo({ sizeBytes: 5000 });
    // Assess
    const url = new URL(upload.url);
    expect(url.hostname).toBe('cms-media-test.s3.local.amazonaws.com');
    expect(url.pathname).toBe(`/${media.storageKey}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(expect.arrayContaining(['content-length', 'content-type', 'host', 'if-none-match']));
    expect(upload.url).not.toMatch(/checksum/i);
    expect(mediaShape(media).url).toBe(`https://cms-media-test.s3.local.amazonaws.com/renditions/${media.id}/original/Summer-Photo-1.JPG`);
  });

  test('in AWS with MEDIA_PUBLIC_BASE_URL the public URL is on that host', async () => {
    // Prepare
    process.env.MEDIA_BUCKET = 'cms-media-test';
    process.env.MEDIA_PUBLIC_BASE_URL = 'https://cdn.example.com/';
    // Act
    const { media } = await photo();
    // Assess
    expect(mediaShape(media).url).toBe(`https://cdn.example.com/renditions/${media.id}/original/Summer-Photo-1.JPG`);
  });

  test('a file name with nothing safe in it is stored as file.<extension>', async () => {
    // Act
    const { media, upload } = await createMedia({ fileName: 'عکس.pdf', mimeType: 'application/pdf', sizeBytes: 10 });
    // Assess
    expect(media.storageKey).toBe(`media/${media.id}/file.pdf`);
    expect(upload.headers).toEqual({ 'Content-Type': 'application/pdf', 'If-None-Match': '*', 'Content-Disposition': 'attachment' });
    expect(mediaShape(media)).toMatchObject({ name: 'عکس.pdf', type: 'document', format: 'pdf', medium_thumbnail: { url: '', width: 0, height: 0 } });
  });
});

describe('media update and delete', () => {
  test('update changes only the fields sent', async () => {
    // Prepare
    const { media } = await createMedia({ fileName: 'clip.mp4', mimeType: 'video/mp4', sizeBytes: 5000, title: 'Old', collectionName: 'gallery' });
    // Act
    const updated = await updateMediaDetails(media.id, { width: 800, height: 600 });
    // Assess
    expect(updated).toMatchObject({ title: 'Old', collectionName: 'gallery', width: 800, height: 600, fileName: media.fileName });
  });

  test("an image's width and height cannot be set: they are measured from its bytes", async () => {
    // Prepare
    const { media } = await photo();
    // Act
    const attempt = updateMediaDetails(media.id, { width: 10, height: 10 });
    // Assess
    await expect(attempt).rejects.toMatchObject({ kind: 'invalid_body', errors: { width: [expect.any(String)], height: [expect.any(String)] } });
    expect(await getMedia(media.id)).toEqual(media);
  });

  test('update and delete of an unknown id are NotFound and create nothing', async () => {
    // Act / Assess
    await expect(updateMediaDetails(999_999, { title: 'x' })).rejects.toBeInstanceOf(NotFound);
    await expect(deleteMedia(999_999)).rejects.toBeInstanceOf(NotFound);
    await expect(getMedia(999_999)).rejects.toBeInstanceOf(NotFound);
    expect((await findMediaByIds([999_999])).size).toBe(0);
  });

  test('delete removes the item and lowers the total by one; a second delete is NotFound', async () => {
    // Prepare
    const { media } = await photo();
    const before = await collectionTotal('MEDIA');
    // Act
    await deleteMedia(media.id);
    // Assess
    expect(await collectionTotal('MEDIA')).toBe(before - 1);
    await expect(getMedia(media.id)).rejects.toBeInstanceOf(NotFound);
    await expect(deleteMedia(media.id)).rejects.toBeInstanceOf(NotFound);
    expect(await collectionTotal('MEDIA')).toBe(before - 1);
  });

  test('parallel deletes of one item lower the total once', async () => {
    // Prepare
    const { media } = await photo();
    const before = await collectionTotal('MEDIA');
    // Act
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => deleteMedia(media.id)));
    // Assess
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(await collectionTotal('MEDIA')).toBe(before - 1);
  });
});

describe('media list', () => {
  test('pages by id with the total from the counter, and the cursor continues where page 1 stopped', async () => {
    // Prepare
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) ids.push((await photo({ fileName: `p${i}.jpg` })).media.id);
    const total = await collectionTotal('MEDIA');
    const all = await listMedia({ page: 1, perPage: 100, offset: 0 }, 'asc');
    // Act
    const page1 = await listMedia({ page: 1, perPage: 3, offset: 0 }, 'asc');
    const page2ByCursor = await listMedia({ page: 2, perPage: 3, offset: 3 }, 'asc', page1.nextCursor);
    const page2ByOffset = await listMedia({ page: 2, perPage: 3, offset: 3 }, 'asc');
    const lastPage = await listMedia({ page: Math.ceil(total / 3), perPage: 3, offset: (Math.ceil(total / 3) - 1) * 3 }, 'asc');
    const desc = await listMedia({ page: 1, perPage: 2, offset: 0 }, 'desc');
    const beyond = await listMedia({ page: 50, perPage: 3, offset: 147 }, 'asc');
    // Assess
    expect(all.media.map((m) => m.id)).toEqual([...all.media.map((m) => m.id)].sort((a, b) => a - b));
    expect(all.media.length).toBe(total);
    expect(page1.total).toBe(total);
    expect(page1.media.map((m) => m.id)).toEqual(all.media.slice(0, 3).map((m) => m.id));
    expect(page2ByCursor.media.map((m) => m.id)).toEqual(all.media.slice(3, 6).map((m) => m.id));
    expect(page2ByOffset.media.map((m) => m.id)).toEqual(all.media.slice(3, 6).map((m) => m.id));
    expect(lastPage.nextCursor).toBeUndefined();
    expect(desc.media.map((m) => m.id)).toEqual(all.media.slice(-2).reverse().map((m) => m.id));
    expect(beyond.media).toEqual([]);
    expect(ids.every((id) => all.media.some((m) => m.id === id))).toBe(true);
  });

  test('a forged cursor is a parameter error', async () => {
    // Act / Assess
    await expect(listMedia({ page: 2, perPage: 3, offset: 3 }, 'asc', 'not-a-cursor')).rejects.toMatchObject({ kind: 'invalid_parameters' });
  });
});
