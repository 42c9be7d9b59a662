/**
 * What a file's first bytes say it is ("magic numbers"), for the types the library accepts. The
 * declared type is only believed when the bytes agree: an HTML page uploaded as image/png is refused.
 */
const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (bytes: Buffer, text: string, offset = 0): boolean => startsWith(bytes, [...Buffer.from(text, 'latin1')], offset);

/** The accepted type these bytes are, or undefined. */
export function sniffMediaType(bytes: Buffer): string | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(bytes, 'GIF87a') || ascii(bytes, 'GIF89a')) return 'image/gif';
  if (ascii(bytes, 'RIFF') && ascii(bytes, 'WEBP', 8)) return 'image/webp';
  if (ascii(bytes, 'ftyp', 4)) return 'video/mp4';
  if (ascii(bytes, 'ID3') || (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0)) return 'audio/mpeg';
  if (ascii(bytes, '%PDF-')) return 'application/pdf';
  return undefined;
}
