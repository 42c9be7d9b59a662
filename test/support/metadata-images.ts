/**
 * Images that carry every kind of metadata a camera, a phone or an editor writes, for the tests of
 * "no public copy keeps its metadata": GPS position and owner in EXIF, XMP, IPTC, comments, text
 * chunks, data after the image's end, and an ICC profile (Display P3) and an orientation to keep and
 * apply. sharp writes EXIF, XMP and ICC; the rest is written here by hand, as the formats define it.
 * `metadataIn` lists what of it a file still holds, read three ways: the container's parts (parsed
 * here, independently of the code under test), sharp's own reading, and a search of the raw bytes.
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { PARTS_OF_TYPE } from '#domains/media/image-parts';

/** Strings planted in the metadata: none may be found in a served file. */
export const SECRETS = ['Jane Doe', 'jane@example.com', 'secret comment', 'Tehran', 'XMP-SECRET', 'IPTC-SECRET'] as const;

const GPS = { GPSLatitudeRef: 'N', GPSLatitude: '35/1 41/1 2200/100', GPSLongitudeRef: 'E', GPSLongitude: '51/1 23/1 1200/100' };
const EXIF = { IFD0: { Artist: 'Jane Doe', Copyright: 'Jane Doe, Tehran', ImageDescription: 'jane@example.com' }, IFD3: GPS };
const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="35,41.37N">' +
  '<dc:creator><rdf:Seq><rdf:li>XMP-SECRET Jane Doe</rdf:li></rdf:Seq></dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>';

/**
 * Stored `width` x `height`, left half red and right half blue: once turned upright by orientation 6
 * (a quarter clockwise) the red half is on top.
 */
function halves(width: number, height: number, options: { alpha?: boolean; left?: string; right?: string } = {}) {
  const channels = options.alpha ? 4 : 3;
  return sharp({ create: { width, height, channels, background: options.right ?? '#0000ff' } }).composite([
    { input: { create: { width: width / 2, height, channels, background: options.left ?? '#ff0000' } }, left: 0, top: 0 },
  ]);
}

/** EXIF (GPS, artist, copyright), XMP and a Display P3 profile, written by sharp; orientation when asked. */
async function withSharpMetadata(format: 'jpeg' | 'png' | 'webp', orientation: number, width = 800, height = 400): Promise<Buffer> {
  let image = halves(width, height).keepExif().withExif(EXIF).withXmp(XMP).withIccProfile('p3');
  if (orientation !== 1) image = image.withMetadata({ orientation });
  return image.toFormat(format).toBuffer();
}

const segment = (marker: number, payload: Buffer): Buffer => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
};

/** An IPTC record (APP13, Photoshop 3.0 image resource 0x0404) naming the by-line and copyright. */
function iptcSegment(): Buffer {
  const dataset = (tag: number, text: string) => Buffer.concat([Buffer.from([0x1c, 2, tag, 0, text.length]), Buffer.from(text, 'latin1')]);
  const iptc = Buffer.concat([dataset(80, 'IPTC-SECRET Jane Doe'), dataset(116, 'Jane Doe'), dataset(90, 'Tehran')]);
  const resource = Buffer.concat([Buffer.from('8BIM', 'latin1'), Buffer.from([0x04, 0x04, 0, 0]), Buffer.alloc(4), iptc, Buffer.alloc(iptc.length % 2)]);
  resource.writeUInt32BE(iptc.length, 8);
  return segment(0xed, Buffer.concat([Buffer.from('Photoshop 3.0\0', 'latin1'), resource]));
}

/** After SOI: IPTC and a comment; after EOI: a second picture with its own EXIF, as a multi-picture file or a phone's appended data. */
async function plantInJpeg(jpeg: Buffer): Promise<Buffer> {
  const appended = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#00ff00' } }).withExif(EXIF).jpeg().toBuffer();
  return Buffer.concat([jpeg.subarray(0, 2), iptcSegment(), segment(0xfe, Buffer.from('secret comment by Jane Doe')), jpeg.subarray(2), appended]);
}

/** A JPEG with everything: EXIF with GPS, XMP, IPTC, a comment, trailing data, a P3 profile; `orientation` 1 or 6. */
export async function jpegWithMetadata(orientation: number): Promise<Buffer> {
  return plantInJpeg(await withSharpMetadata('jpeg', orientation));
}

const pngChunk = (type: string, data: Buffer): Buffer => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const frame = Buffer.alloc(4);
  frame.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([frame, body, crc]);
};

/** A PNG with eXIf (GPS), iTXt XMP (sharp's), tEXt, zTXt and tIME chunks and a P3 profile (iCCP). */
export async function pngWithMetadata(): Promise<Buffer> {
  const png = await withSharpMetadata('png', 1);
  const iend = png.length - 12;
  const text = pngChunk('tEXt', Buffer.from('Author\0Jane Doe', 'latin1'));
  const ztxt = pngChunk('zTXt', Buffer.concat([Buffer.from('Comment\0\0', 'latin1'), deflateSync('secret comment')]));
  const time = pngChunk('tIME', Buffer.from([0x07, 0xea, 1, 2, 3, 4, 5]));
  return Buffer.concat([png.subarray(0, iend), text, ztxt, time, png.subarray(iend)]);
}

/** A WebP (VP8X) with EXIF (GPS), XMP and a P3 profile (ICCP); `orientation` 1 or 6. */
export async function webpWithMetadata(orientation: number): Promise<Buffer> {
  return withSharpMetadata('webp', orientation);
}

const gifSubBlocks = (data: Buffer): Buffer => {
  const blocks: Buffer[] = [];
  for (let at = 0; at < data.length; at += 255) {
    const piece = data.subarray(at, at + 255);
    blocks.push(Buffer.from([piece.length]), piece);
  }
  return Buffer.concat([...blocks, Buffer.from([0])]);
};

/** An animated GIF (two frames, looping) with a comment extension and an XMP application extension. */
export async function gifWithMetadata(): Promise<Buffer> {
  const frames = [await halves(80, 40, { alpha: true }).raw().toBuffer(), await halves(80, 40, { alpha: true, left: '#0000ff', right: '#ff0000' }).raw().toBuffer()];
  const gif = await sharp(Buffer.concat(frames), { raw: { width: 80, height: 80, channels: 4, pageHeight: 40 } })
    .gif({ loop: 0, delay: [100, 100] })
    .toBuffer();
  const comment = Buffer.concat([Buffer.from([0x21, 0xfe]), gifSubBlocks(Buffer.from('secret comment by Jane Doe'))]);
  // XMP's own framing: the packet as bytes, then a 258-byte "magic trailer" that makes the sub-block sizes read back as data.
  const trailer = Buffer.from([0x01, ...Array.from({ length: 256 }, (_, index) => 0xff - index), 0x00]);
  const xmp = Buffer.concat([Buffer.from([0x21, 0xff, 11]), Buffer.from('XMP DataXMP', 'latin1'), Buffer.from(XMP, 'utf8'), trailer]);
  return Buffer.concat([gif.subarray(0, gif.length - 1), comment, xmp, gif.subarray(gif.length - 1)]);
}

/** Byte strings that only metadata holds: EXIF's header, XMP's namespace, Photoshop's IPTC resources, GIF's XMP, PNG's text chunks. */
const MARKERS = ['Exif\0\0', 'http://ns.adobe.com/xap', 'adobe:ns:meta', 'Photoshop 3.0', '8BIM', 'XMP DataXMP', 'eXIf', 'iTXt', 'tEXt', 'zTXt', 'tIME'];

/** Parts that are metadata, by format (image-parts.ts names them). */
function metadataPart(kind: string): boolean {
  if (/^e[0-9a-f]/.test(kind)) return !['e0:JFIF', 'e2:ICC_PROFILE', 'ee:Adobe'].includes(kind);
  if (kind === 'fe' || kind === 'ext:fe' || kind === 'EXIF' || kind === 'XMP ') return true;
  if (kind.startsWith('app:')) return !['app:NETSCAPE2.0', 'app:ICCRGBG1012'].includes(kind);
  return ['eXIf', 'iTXt', 'tEXt', 'zTXt', 'tIME'].includes(kind);
}

/**
 * What metadata `bytes` still hold, as `part:<kind>` (the container's parts, and data after its end),
 * `sharp:<field>` (what sharp reads: exif, xmp, iptc, comments), `flag:<VP8X bit>` and `bytes:<string>`
 * (a marker or a planted secret found anywhere in the file). Empty for a file without metadata.
 */
export async function metadataIn(bytes: Buffer, type: string): Promise<string[]> {
  const layout = PARTS_OF_TYPE[type]!(bytes);
  const found = layout.parts.filter((part) => metadataPart(part.kind)).map((part) => `part:${part.kind}`);
  if (layout.trailing > 0) found.push(`part:${layout.trailing} bytes after the end`);
  const read = await sharp(bytes, { animated: true }).metadata();
  for (const field of ['exif', 'xmp', 'iptc'] as const) if (read[field]) found.push(`sharp:${field}`);
  if (read.comments?.length) found.push('sharp:comments');
  if (type === 'image/webp' && bytes.toString('latin1', 12, 16) === 'VP8X' && bytes[20]! & 0x0c) found.push('flag:VP8X EXIF or XMP');
  for (const text of [...MARKERS, ...SECRETS]) if (bytes.includes(Buffer.from(text, 'latin1'))) found.push(`bytes:${text}`);
  return found;
}

/** Whether an EXIF block (TIFF header onward, as sharp gives it) has a GPS IFD (tag 0x8825 in IFD0). */
export function exifHasGps(exif: Buffer): boolean {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') === 0 ? 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  for (let entry = 0; entry < u16(ifd0); entry++) if (u16(ifd0 + 2 + entry * 12) === 0x8825) return true;
  return false;
}
