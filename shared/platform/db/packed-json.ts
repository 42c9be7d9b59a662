/**
 * JSON stored as one brotli-compressed binary attribute: what a write rewrites often and no query
 * reads (a post's body, a revision's state). DynamoDB bills every write and read per started KB of the
 * item, and prose compresses three to four times, so a 5 KB post item costs 2 KB; nothing can search,
 * filter or project on what is packed, which is why only fields that no index, filter or search reads
 * are packed (docs/data-model.md, "Posts").
 *
 * zlib is required on first use, not at load: requiring it costs about 2 ms of cold start, and many
 * functions that import this module (the client's reads of a cached page, a title edit's bundle
 * before its first write) never pack or unpack anything (test/perf/bundles.test.ts measures init).
 */
const zlib = () => require('node:zlib') as typeof import('node:zlib');

/** Quality 5 of 11: past it, brotli's time grows several-fold for a few per cent of size (about 1 ms for 5 KB). */
const QUALITY = 5;

export function packJson(value: unknown): Uint8Array {
  const { brotliCompressSync, constants } = zlib();
  const params = { [constants.BROTLI_PARAM_QUALITY]: QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT };
  return brotliCompressSync(Buffer.from(JSON.stringify(value), 'utf8'), { params });
}

/**
 * The value packed in `packed`: bytes as the SDK reads them, or base64 text as a stream record
 * carries binary (a Lambda event and DynamoDB Streams' JSON, unmarshalled, give the base64 string).
 */
export function unpackJson(packed: Uint8Array | string): unknown {
  return JSON.parse(unpackText(packed));
}

/** The JSON text packed in `packed` (unpackJson without the parse). */
export function unpackText(packed: Uint8Array | string): string {
  const bytes = typeof packed === 'string' ? Buffer.from(packed, 'base64') : packed;
  return zlib().brotliDecompressSync(bytes).toString('utf8');
}

/** Whether an attribute value is packed JSON as an item or a stream image holds it. */
export const isPacked = (value: unknown): value is Uint8Array | string => value instanceof Uint8Array || typeof value === 'string';
