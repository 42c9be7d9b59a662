/**
 * The local gateway's content codings, as API Gateway's (shared/platform/routes/compression.ts): which coding
 * a response gets from the request's `Accept-Encoding`, and a request body decoded from its
 * `Content-Encoding`.
 */
import { deflateSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { DECODABLE_REQUEST_CODINGS, RESPONSE_COMPRESSION_MIN_BYTES, responseCoding, type ContentCoding } from '#platform/routes/compression';

/** The body as the client should receive it, and its `Content-Encoding` when compressed. */
export function encodedResponse(body: Buffer, acceptEncoding: string | undefined): { body: Buffer; coding?: ContentCoding } {
  const coding = body.length >= RESPONSE_COMPRESSION_MIN_BYTES ? responseCoding(acceptEncoding) : undefined;
  if (!coding) return { body };
  return { body: coding === 'gzip' ? gzipSync(body) : deflateSync(body), coding };
}

/** The request body decoded by its `Content-Encoding`, or 'unsupported' (a coding API Gateway does not take, or bytes that do not decode). */
export function decodedRequestBody(body: Buffer, contentEncoding: string | undefined, limit: number): Buffer | 'unsupported' | 'too-large' {
  // Nothing to decode: a request without a body (the routes that read none) is never refused for its header.
  if (body.length === 0) return body;
  const codings = (contentEncoding ?? '')
    .split(',')
    .map((each) => each.trim().toLowerCase())
    .filter((each) => each !== '');
  let decoded = body;
  // Codings are listed in the order they were applied: undone from the last.
  for (const coding of codings.reverse()) {
    if (!(DECODABLE_REQUEST_CODINGS as readonly string[]).includes(coding)) return 'unsupported';
    if (coding === 'identity') continue;
    try {
      decoded = coding === 'gzip' ? gunzipSync(decoded, { maxOutputLength: limit }) : inflateSync(decoded, { maxOutputLength: limit });
    } catch (error) {
      return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : 'unsupported';
    }
  }
  return decoded;
}
