/**
 * Response compression, as API Gateway does it for a REST API with `minimumCompressionSize` set (the
 * CDK stack sets it from here; the local gateway does the same): a response of at least this many
 * bytes is compressed when the request's `Accept-Encoding` puts `gzip` or `deflate` first, and is not
 * when the highest-priority coding is another (`br`, `identity`, `*`) or the header is absent. Under a
 * kilobyte compression saves little and can grow the body; the demo site's 15-post list page (50 KB
 * of JSON) goes out as 5 KB. API Gateway compresses outside the functions: their time and memory do
 * not change.
 *
 * A request body sent with `Content-Encoding: gzip`, `deflate` or `identity` reaches the function
 * decompressed; another coding, or a body that does not decode, is refused with 415.
 */
export const RESPONSE_COMPRESSION_MIN_BYTES = 1024;

export type ContentCoding = 'gzip' | 'deflate';

export const DECODABLE_REQUEST_CODINGS = ['gzip', 'deflate', 'identity'] as const;

/**
 * The coding of the highest priority in `Accept-Encoding` (its q-value; on a tie the one listed first),
 * when it is gzip or deflate; undefined for any other (br, identity, `*`), for none, and for q=0. The
 * local gateway compresses buffered answers by it, as API Gateway does; a streamed answer, which API
 * Gateway does not encode, is compressed by its function by the same rule.
 */
export function responseCoding(acceptEncoding: string | undefined): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  let best: { coding: string; q: number } | undefined;
  for (const part of acceptEncoding.split(',')) {
    const [name, ...parameters] = part.trim().split(';');
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    const qParameter = parameters.map((each) => each.trim().toLowerCase()).find((each) => each.startsWith('q='));
    const q = qParameter === undefined ? 1 : Number(qParameter.slice(2));
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { coding, q };
  }
  return best?.coding === 'gzip' || best?.coding === 'deflate' ? best.coding : undefined;
}
