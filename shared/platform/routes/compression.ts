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
