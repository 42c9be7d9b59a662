/**
 * The original turned upright by re-encoding: for an image whose EXIF orientation is not 1 (a phone
 * held upright stores its photo sideways and says so in EXIF). Cutting the EXIF would leave the
 * picture sideways, and no lossless quarter turn exists in sharp, so the pixels are decoded, turned,
 * and encoded again in the same format with the colour profile and nothing else. A JPEG is encoded at
 * the quality its own quantization tables show, in its own chroma subsampling: re-encoding a photo at
 * its own quality loses far less than at a fixed one (docs/security.md, "Photos keep no metadata").
 */
import sharp from 'sharp';
import { jpegParts, MalformedImage, webpParts, type ImagePart } from './image-parts';

/** JPEG's standard luminance table (ITU T.81 Annex K), which libjpeg and sharp scale by quality. */
const STANDARD_LUMINANCE = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62, 18, 22, 37, 56, 68,
  109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
];

/** The sum of the luminance table libjpeg makes for `quality` (libjpeg's jpeg_quality_scaling, baseline clamp). */
function scaledSum(quality: number): number {
  const scale = quality < 50 ? 5000 / quality : 200 - quality * 2;
  return STANDARD_LUMINANCE.reduce((sum, value) => sum + Math.min(255, Math.max(1, Math.floor((value * scale + 50) / 100))), 0);
}
const SCALED_SUMS = Array.from({ length: 100 }, (_, index) => scaledSum(index + 1));

/** Re-encoding never goes above this: past it the file grows fast for no visible gain. */
const MAX_QUALITY = 95;
/** When a JPEG's tables cannot be read (they always can in a file that decodes). */
const DEFAULT_QUALITY = 90;
const DEFAULT_WEBP_QUALITY = 90;

/**
 * The libjpeg quality whose luminance table is nearest to the file's first one (by sum, which ignores
 * the table's order), or undefined without a table. Cameras' own tables are not libjpeg's: the nearest
 * quality is then an estimate.
 */
export function jpegQualityOf(body: Buffer): number | undefined {
  const table = partsOrNone(jpegParts, body).find((part) => part.kind === 'db');
  if (!table) return undefined;
  // Pq (precision) in the high nibble of the byte after the length: 0 for 8-bit entries, 1 for 16-bit.
  const at = table.start + 4;
  const sixteenBit = body[at]! >> 4 === 1;
  let sum = 0;
  for (let index = 0; index < 64; index++) sum += sixteenBit ? body.readUInt16BE(at + 1 + index * 2) : body[at + 1 + index]!;
  let best = 0;
  for (let index = 1; index < SCALED_SUMS.length; index++) if (Math.abs(SCALED_SUMS[index]! - sum) < Math.abs(SCALED_SUMS[best]! - sum)) best = index;
  return best + 1;
}

/** The parts of a file whose framing reads, else none (a file that decodes but is re-encoded because its framing did not read). */
function partsOrNone(partsOf: (body: Buffer) => { parts: ImagePart[] }, body: Buffer): ImagePart[] {
  try {
    return partsOf(body).parts;
  } catch (error) {
    if (error instanceof MalformedImage) return [];
    throw error;
  }
}

/** A multi-page (animated) image can only be turned by half a turn in sharp. */
export class CannotTurn extends Error {}

/**
 * `body` decoded, turned as its EXIF orientation says and encoded again in its own format, carrying
 * its ICC profile and no other metadata (sharp writes none it is not asked for).
 */
export async function uprightCopy(body: Buffer, type: string, metadata: sharp.Metadata, limitInputPixels: number): Promise<Buffer> {
  const animated = (metadata.pages ?? 1) > 1;
  if (animated && ![1, 3].includes(metadata.orientation ?? 1)) throw new CannotTurn('an animated image with an EXIF orientation other than upside down cannot be turned upright');
  const image = sharp(body, { limitInputPixels, failOn: 'truncated', animated }).rotate().keepIccProfile();
  if (type === 'image/jpeg') {
    const quality = Math.min(MAX_QUALITY, jpegQualityOf(body) ?? DEFAULT_QUALITY);
    const chromaSubsampling = metadata.chromaSubsampling === '4:2:0' ? '4:2:0' : '4:4:4';
    return image.jpeg({ quality, chromaSubsampling, progressive: metadata.isProgressive === true }).toBuffer();
  }
  if (type === 'image/png') return image.png().toBuffer();
  if (type === 'image/webp') {
    const lossless = partsOrNone(webpParts, body).some((part) => part.kind === 'VP8L');
    return image.webp(lossless ? { lossless: true } : { quality: DEFAULT_WEBP_QUALITY }).toBuffer();
  }
  if (type === 'image/gif') return image.gif().toBuffer();
  throw new Error(`no upright copy for ${type}`);
}
