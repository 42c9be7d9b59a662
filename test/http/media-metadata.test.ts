/**
 * No public copy of an upload keeps its metadata: images carrying GPS EXIF, XMP, IPTC, comments, text
 * chunks, data after their end and a Display P3 profile are uploaded through the local gateway, and the
 * original served at `url` and both renditions are read back: no metadata in their parts, in sharp's
 * reading or anywhere in their bytes; the profile kept; the orientation applied (sizes and pixels).
 */
import sharp from 'sharp';
import { useLocalApi } from '#test/support/http';
import { uploadThroughGateway } from '#test/support/media';
import { exifHasGps, gifWithMetadata, jpegWithMetadata, metadataIn, pngWithMetadata, webpWithMetadata } from '#test/support/metadata-images';

const api = useLocalApi();

let editor: Record<string, string>;
beforeAll(async () => {
  editor = await api.adminHeaders('editor');
});

async function served(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** The red and blue of the image's two halves at a point, once decoded upright (sRGB). */
async function colourAt(bytes: Buffer, x: number, y: number): Promise<'red' | 'blue' | 'other'> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.round(y * (info.height - 1)) * info.width + Math.round(x * (info.width - 1))) * 3;
  const [red, green, blue] = [data[at]!, data[at + 1]!, data[at + 2]!];
  if (red > 180 && green < 90 && blue < 90) return 'red';
  if (blue > 180 && red < 90 && green < 90) return 'blue';
  return 'other';
}

describe.each([
  ['a JPEG taken upright', 'photo.jpg', 'image/jpeg', () => jpegWithMetadata(1), false],
  ['a JPEG taken turned (EXIF orientation 6)', 'phone.jpg', 'image/jpeg', () => jpegWithMetadata(6), true],
  ['a PNG', 'screen.png', 'image/png', () => pngWithMetadata(), false],
  ['a WebP taken upright', 'photo.webp', 'image/webp', () => webpWithMetadata(1), false],
  ['a WebP taken turned (EXIF orientation 6)', 'phone.webp', 'image/webp', () => webpWithMetadata(6), true],
] as const)('%s with GPS EXIF, XMP, IPTC, comments and a P3 profile', (_what, fileName, mimeType, make, turned) => {
  let upload: Buffer;
  let media: Awaited<ReturnType<typeof uploadThroughGateway>>['media'];
  let copies: [string, Buffer, string][];

  beforeAll(async () => {
    upload = await make();
    ({ media } = await uploadThroughGateway(api, editor, fileName, mimeType, upload));
    copies = [
      ['original', await served(media.url), mimeType],
      ['medium', await served(media.medium_thumbnail.url), 'image/webp'],
      ['small', await served(media.small_thumbnail.url), 'image/webp'],
    ];
  });

  test('the upload carries them (GPS included): the test would see them', async () => {
    // Act
    const found = await metadataIn(upload, mimeType);
    const read = await sharp(upload).metadata();
    // Assess
    expect(found).toEqual(expect.arrayContaining(['sharp:exif', 'sharp:xmp', 'bytes:Jane Doe']));
    expect(exifHasGps(read.exif!)).toBe(true);
    expect(read.orientation ?? 1).toBe(turned ? 6 : 1);
  });

  test('the original at url and both renditions carry none of it', async () => {
    // Act
    const found = await Promise.all(copies.map(async ([name, bytes, type]) => [name, await metadataIn(bytes, type)]));
    // Assess
    expect(media.status).toBe('active');
    expect(media.url).toContain(`/renditions/${media.id}/original/`);
    expect(found).toEqual([
      ['original', []],
      ['medium', []],
      ['small', []],
    ]);
  });

  test('all three keep the colour profile', async () => {
    // Prepare
    const profile = (await sharp(upload).metadata()).icc;
    // Act
    const profiles = await Promise.all(copies.map(async ([, bytes]) => (await sharp(bytes).metadata()).icc));
    // Assess
    expect(profile).toBeDefined();
    expect(profiles).toEqual([profile, profile, profile]);
  });

  test('all three are upright: sizes as displayed, the red half where the viewer saw it', async () => {
    // Act
    const read = await Promise.all(copies.map(async ([, bytes]) => sharp(bytes).metadata()));
    const colours = await Promise.all(
      copies.map(async ([, bytes]) => (turned ? [await colourAt(bytes, 0.5, 0.25), await colourAt(bytes, 0.5, 0.75)] : [await colourAt(bytes, 0.25, 0.5), await colourAt(bytes, 0.75, 0.5)])),
    );
    // Assess: stored 800x400 with the left half red; orientation 6 turns it a quarter clockwise, red on top.
    expect(media.dimension).toMatchObject(turned ? { width: 400, height: 800 } : { width: 800, height: 400 });
    expect(read.map(({ width, height, orientation }) => [width, height, orientation ?? 1])).toEqual(
      turned ? [[400, 800, 1], [400, 800, 1], [300, 600, 1]] : [[800, 400, 1], [768, 384, 1], [300, 150, 1]],
    );
    expect(colours).toEqual([['red', 'blue'], ['red', 'blue'], ['red', 'blue']]);
  });

  test('the size shown is the served file’s', () => {
    expect(media.size_details.bytes).toBe(copies[0]![1].length);
  });
});

describe('an original already upright is cut, not re-encoded', () => {
  test.each([
    ['JPEG', 'cut.jpg', 'image/jpeg', () => jpegWithMetadata(1)],
    ['PNG', 'cut.png', 'image/png', () => pngWithMetadata()],
    ['WebP', 'cut.webp', 'image/webp', () => webpWithMetadata(1)],
  ] as const)('%s: the served pixels are the uploaded ones, bit for bit', async (_format, fileName, mimeType, make) => {
    // Prepare
    const upload = await make();
    const { media } = await uploadThroughGateway(api, editor, fileName, mimeType, upload);
    // Act
    const original = await served(media.url);
    // Assess
    expect(original.length).toBeLessThan(upload.length);
    expect((await sharp(original).raw().toBuffer()).equals(await sharp(upload).raw().toBuffer())).toBe(true);
  });
});

describe('an animated GIF with a comment and XMP', () => {
  test('its original and renditions carry neither; the original still plays both frames', async () => {
    // Prepare
    const upload = await gifWithMetadata();
    // Act
    const { media } = await uploadThroughGateway(api, editor, 'loop.gif', 'image/gif', upload);
    const original = await served(media.url);
    const found = [await metadataIn(original, 'image/gif'), await metadataIn(await served(media.medium_thumbnail.url), 'image/webp'), await metadataIn(await served(media.small_thumbnail.url), 'image/webp')];
    // Assess
    expect(await metadataIn(upload, 'image/gif')).toEqual(expect.arrayContaining(['part:ext:fe', 'part:app:XMP DataXMP', 'bytes:secret comment']));
    expect(found).toEqual([[], [], []]);
    expect((await sharp(original, { animated: true }).metadata()).pages).toBe(2);
    expect((await sharp(original, { animated: true }).raw().toBuffer()).equals(await sharp(upload, { animated: true }).raw().toBuffer())).toBe(true);
  });
});
