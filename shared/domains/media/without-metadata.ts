/**
 * An image's bytes without its metadata, pixels untouched: the parts that describe the picture
 * (headers, tables, pixel data, colour profile, animation) are kept by an allow-list per format and
 * every other part is cut: EXIF (GPS position, camera, owner, the EXIF thumbnail of the uncropped
 * photo), XMP, IPTC, comments, maker notes, multi-picture previews and whatever follows the image's
 * end (a phone's appended motion video, a second picture). Anything not known to be needed goes, so a
 * new kind of metadata is cut too. docs/security.md ("Photos keep no metadata") says why the original
 * is cut rather than re-encoded, with the figures.
 */
import { PARTS_OF_TYPE, type ImagePart } from './image-parts';

/** JPEG APPn segments kept, by identifier: JFIF (density), the ICC profile, Adobe's (how to read the colour channels). */
const JPEG_APPS = new Set(['e0:JFIF', 'e2:ICC_PROFILE', 'ee:Adobe']);
/** The chunks that make the picture: pixels, palette and transparency, colour (profile, gamma, HDR), density, APNG animation. */
const PNG_CHUNKS = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'cHRM', 'gAMA', 'iCCP', 'sBIT', 'sRGB', 'cICP', 'mDCv', 'cLLi', 'bKGD', 'pHYs', 'acTL', 'fcTL', 'fdAT']);
const WEBP_CHUNKS = new Set(['VP8X', 'ICCP', 'ANIM', 'ANMF', 'ALPH', 'VP8 ', 'VP8L']);
/** GIF: images, graphic control (delays, transparency), plain text drawn on the picture, and the loop count and ICC profile application extensions. */
const GIF_PARTS = new Set(['header', 'image', 'trailer', 'ext:f9', 'ext:01', 'app:NETSCAPE2.0', 'app:ANIMEXTS1.0', 'app:ICCRGBG1012']);

function keptJpegPart(part: ImagePart): boolean {
  const marker = part.kind.slice(0, 2);
  if (marker === 'fe') return false; // COM
  if (marker >= 'e0' && marker <= 'ef') return JPEG_APPS.has(part.kind);
  return true;
}

const KEPT: Record<string, (part: ImagePart) => boolean> = {
  'image/jpeg': keptJpegPart,
  'image/png': (part) => part.kind === 'signature' || PNG_CHUNKS.has(part.kind),
  'image/webp': (part) => part.kind === 'RIFF' || WEBP_CHUNKS.has(part.kind),
  'image/gif': (part) => GIF_PARTS.has(part.kind),
};

/** VP8X's flags: bit 3 says an EXIF chunk follows, bit 2 an XMP chunk; neither does once they are cut. */
const VP8X_EXIF_AND_XMP = 0x08 | 0x04;

/** The WebP container's sizes and flags made true again for the chunks left. */
function refitWebp(bytes: Buffer): Buffer {
  bytes.writeUInt32LE(bytes.length - 8, 4);
  if (bytes.toString('latin1', 12, 16) === 'VP8X') bytes[20] = bytes[20]! & ~VP8X_EXIF_AND_XMP;
  return bytes;
}

/** Whether `type` is one of the formats cut here. */
export const cutsMetadataOf = (type: string): boolean => type in KEPT;

/**
 * `body` with only the parts of the picture. Throws MalformedImage (image-parts.ts) when the file's
 * framing does not add up: the caller re-encodes such a file instead.
 */
export function withoutMetadata(body: Buffer, type: string): Buffer {
  const kept = KEPT[type];
  const partsOf = PARTS_OF_TYPE[type];
  if (!kept || !partsOf) throw new Error(`no metadata cutter for ${type}`);
  const { parts } = partsOf(body);
  const bytes = Buffer.concat(parts.filter(kept).map((part) => body.subarray(part.start, part.end)));
  return type === 'image/webp' ? refitWebp(bytes) : bytes;
}
