/**
 * The media bucket's side of `npm start`, as S3 and CloudFront answer it: `PUT /_local/uploads/<key>`
 * checked as S3 checks a presigned PUT (signature, expiry, signed headers, `If-None-Match: *`), then
 * handed to the media processing as S3's notification would; `GET` and `HEAD /_local/media/<key>` as
 * the CloudFront distribution serves the bucket. The objects themselves: media-store.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { clock } from '#platform/clock';
import { verifyLocalPut } from '#domains/media/local-upload-signing';
import { isPrivateUploadKey } from '#domains/media/media';
import { headerValue, type RequestFacts } from './proxy-event';
import { decodeKey, MAX_UPLOAD_BYTES, MEDIA_PREFIX, UPLOADS_PREFIX, type MediaStore } from './media-store';
import type { LocalMediaProcessing } from './media-processing';
import { readBody, send, sendGatewayResponse, type Served, type Serving } from './gateway-answers';

/** The methods a browser's preflight to the store is told it may use (the console's uploads). */
export const S3_METHODS = ['GET', 'PUT'];

/**
 * Serves a request under /_local/, or answers undefined when it is none of the store's. `localPort`:
 * the gateway's port, for a request without a Host header.
 */
export function s3Emulation(media: MediaStore, processing: LocalMediaProcessing, localPort: () => number): Serving {
  return async function serveMedia(request: IncomingMessage, response: ServerResponse, facts: RequestFacts): Promise<Served | undefined> {
    if (facts.path.startsWith(UPLOADS_PREFIX) && facts.method === 'PUT') {
      const body = await readBody(request, MAX_UPLOAD_BYTES);
      if (body === 'too-large') return sendGatewayResponse(response, facts, 'REQUEST_TOO_LARGE');
      // As S3 checks a presigned PUT: the signature covers the path, the expiry and the signed headers as sent.
      const signedUrl = new URL(`http://${headerValue(facts, 'host') ?? `127.0.0.1:${localPort()}`}${facts.path}${facts.rawQuery ? `?${facts.rawQuery}` : ''}`);
      const headerOf = (name: string) => (name === 'content-length' ? String(body.length) : headerValue(facts, name));
      const refusal = await verifyLocalPut(signedUrl, headerOf, clock.nowMs());
      if (refusal) {
        const code = refusal === 'signature_mismatch' ? 'SignatureDoesNotMatch' : 'AccessDenied';
        const message = { unsigned: 'Request is not signed', expired: 'Request has expired', signature_mismatch: 'The request signature does not match' }[refusal];
        send(response, facts, 403, { 'Content-Type': 'application/xml' }, `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
        return { status: 403 };
      }
      const rawKey = facts.path.slice(UPLOADS_PREFIX.length);
      if (headerValue(facts, 'if-none-match') === '*' && (await media.get(rawKey))) {
        // As S3's conditional write: an object already at the key is not replaced.
        send(response, facts, 412, { 'Content-Type': 'application/xml' }, '<?xml version="1.0" encoding="UTF-8"?><Error><Code>PreconditionFailed</Code></Error>');
        return { status: 412 };
      }
      const stored = await media.put(rawKey, body, {
        contentType: headerValue(facts, 'content-type'),
        contentDisposition: headerValue(facts, 'content-disposition'),
      });
      if (!stored) return sendGatewayResponse(response, facts, 'RESOURCE_NOT_FOUND');
      send(response, facts, 200, { ETag: stored.etag }, '');
      processing.uploaded(decodeKey(rawKey)!, body.length);
      return { status: 200 };
    }
    if (facts.path.startsWith(MEDIA_PREFIX) && (facts.method === 'GET' || facts.method === 'HEAD')) {
      request.resume();
      const key = decodeKey(facts.path.slice(MEDIA_PREFIX.length));
      // As the bucket policy denies CloudFront: images as uploaded, with their metadata, are never served.
      const found = key === undefined || isPrivateUploadKey(key) ? undefined : await media.get(facts.path.slice(MEDIA_PREFIX.length));
      if (!found) return sendGatewayResponse(response, facts, 'RESOURCE_NOT_FOUND');
      // As the CloudFront response headers policy: never sniffed, downloads for what is not image, video or audio.
      const headers = {
        'Content-Type': found.contentType,
        'X-Content-Type-Options': 'nosniff',
        ...(found.contentDisposition ? { 'Content-Disposition': found.contentDisposition } : {}),
        ...(found.etag ? { ETag: found.etag } : {}),
      };
      send(response, facts, 200, headers, found.body); // node sends no body to HEAD
      return { status: 200 };
    }
    return undefined;
  };
}
