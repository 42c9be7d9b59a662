/**
 * Cutting metadata out of image files part by part: what the formats allow beyond the common case
 * (segments between progressive scans, CMYK's Adobe segment, data after the end), the quality a
 * re-encode takes, and files whose framing does not read, which are re-encoded rather than served.
 */
import sharp from 'sharp';
import { jpegParts, MalformedImage, pngParts, webpParts, gifParts } from '#domains/media/image-parts';
import { withoutMetadata } from '#domains/media/without-metadata';
import { jpegQualityOf } from '#domains/media/upright';
import { renderImage } from '#domains/media/process-upload';
import { jpegWithMetadata, metadataIn, pngWithMetadata, webpWithMetadata } from '#test/support/metadata-images';

const noise = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } });
const pixels = async (bytes: Buffer) => sharp(bytes).raw().toBuffer();

const segment = (marker: number, text: string): Buffer => {
  const payload = Buffer.from(text, 'latin1');
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
};

describe('JPEG', () => {
  test('a comment and an XMP segment between the scans of a progressive JPEG are cut; every scan is kept', async () => {
    // Prepare
    const progressive = await noise(64, 48).jpeg({ progressive: true }).toBuffer();
    const scans = jpegParts(progressive).parts.filter((part) => part.kind === 'da');
    const at = scans[1]!.start;
    const planted = Buffer.concat([progressive.subarray(0, at), segment(0xfe, 'secret comment'), segment(0xe1, 'http://ns.adobe.com/xap/1.0/\0Jane Doe'), progressive.subarray(at)]);
    // Act
    const cut = withoutMetadata(planted, 'image/jpeg');
    // Assess
    expect(scans.length).toBeGreaterThan(2);
    expect(jpegParts(cut).parts.filter((part) => part.kind === 'da')).toHaveLength(scans.length);
    expect(await metadataIn(cut, 'image/jpeg')).toEqual([]);
    expect(cut.equals(progressive)).toBe(true);
  });

  test("a CMYK JPEG keeps Adobe's segment (how its channels read) and its pixels", async () => {
    // Prepare
    const cmyk = await noise(32, 32).withExif({ IFD0: { Artist: 'Jane Doe' } }).toColourspace('cmyk').jpeg().toBuffer();
    // Act
    const cut = withoutMetadata(cmyk, 'image/jpeg');
    // Assess
    expect(jpegParts(cmyk).parts.map((part) => part.kind)).toContain('ee:Adobe');
    expect(jpegParts(cut).parts.map((part) => part.kind)).toContain('ee:Adobe');
    expect(await metadataIn(cut, 'image/jpeg')).toEqual([]);
    expect((await pixels(cut)).equals(await pixels(cmyk))).toBe(true);
  });

  test.each([50, 75, 90, 95])('the quality of a JPEG made at quality %i is read back from its tables', async (quality) => {
    // Act
    const read = jpegQualityOf(await noise(16, 16).jpeg({ quality }).toBuffer());
    // Assess
    expect(read).toBe(quality);
  });
});

describe('PNG, WebP and GIF', () => {
  test("a WebP's container is refitted: RIFF size and VP8X flags match the chunks left", async () => {
    // Prepare
    const webp = await webpWithMetadata(1);
    // Act
    const cut = withoutMetadata(webp, 'image/webp');
    // Assess
    expect(webpParts(webp).parts.map((part) => part.kind)).toEqual(['RIFF', 'VP8X', 'ICCP', 'VP8 ', 'EXIF', 'XMP ']);
    expect(webpParts(cut).parts.map((part) => part.kind)).toEqual(['RIFF', 'VP8X', 'ICCP', 'VP8 ']);
    expect(cut.readUInt32LE(4)).toBe(cut.length - 8);
    expect(cut[20]! & 0x0c).toBe(0);
    expect(cut[20]! & 0x20).toBe(0x20); // the ICC flag stays
    expect((await pixels(cut)).equals(await pixels(webp))).toBe(true);
  });

  test('a PNG keeps the chunks of its picture and colour, in order', async () => {
    // Act
    const cut = withoutMetadata(await pngWithMetadata(), 'image/png');
    // Assess
    expect(pngParts(cut).parts.map((part) => part.kind)).toEqual(['signature', 'IHDR', 'iCCP', 'pHYs', 'IDAT', 'IEND']);
  });
});

describe('framing that does not read', () => {
  test.each([
    ['a JPEG segment longer than the file', 'image/jpeg', async () => Buffer.concat([Buffer.from([0xff, 0xd8]), segment(0xe1, 'Exif\0\0').subarray(0, 6)])],
    ['a JPEG without its end', 'image/jpeg', async () => (await noise(16, 16).jpeg().toBuffer()).subarray(0, -2)],
    ['a PNG chunk longer than the file', 'image/png', async () => (await noise(16, 16).png().toBuffer()).subarray(0, 40)],
    ['a WebP chunk past its RIFF size', 'image/webp', async () => {
      const webp = await noise(16, 16).webp().toBuffer();
      webp.writeUInt32LE(webp.length, 16);
      return webp;
    }],
    ['a GIF block of no known kind', 'image/gif', async () => {
      const gif = await noise(16, 16).gif().toBuffer();
      return Buffer.concat([gif.subarray(0, gifParts(gif).parts[1]!.start), Buffer.from([0x99]), gif.subarray(gifParts(gif).parts[1]!.start)]);
    }],
  ] as const)('%s: MalformedImage, never a guess', async (_what, type, make) => {
    // Prepare
    const bytes = await make();
    // Act
    const cut = () => withoutMetadata(bytes, type);
    // Assess
    expect(cut).toThrow(MalformedImage);
  });

  test('a JPEG with stray bytes between its segments, which decoders skip, is re-encoded without its metadata', async () => {
    // Prepare: junk after the IPTC segment, as a broken editor leaves it; libjpeg warns and decodes on
    const photo = await jpegWithMetadata(1);
    const after = jpegParts(photo).parts.find((part) => part.kind.startsWith('ed'))!.end;
    const broken = Buffer.concat([photo.subarray(0, after), Buffer.from('junk'), photo.subarray(after)]);
    // Act
    const rendered = await renderImage(broken, 'image/jpeg');
    // Assess
    expect(() => jpegParts(broken)).toThrow(MalformedImage);
    expect(rendered.original.made).toBe('re-encoded');
    expect(await metadataIn(rendered.original.body, 'image/jpeg')).toEqual([]);
    expect((await sharp(rendered.original.body).metadata()).icc).toEqual((await sharp(photo).metadata()).icc);
  });
});
