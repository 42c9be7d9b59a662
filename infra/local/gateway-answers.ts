/**
 * What the local gateway writes back, as API Gateway would: the request id, CORS headers, compression
 * for clients that ask (not for the media store, which stands in for S3), and the configured gateway
 * responses when it refuses. Shared by the gateway (gateway.ts), the media store's emulation of S3
 * (s3-emulation.ts) and the pages served beside the API (static-serving.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gatewayResponse, gatewayResponseBody } from '#platform/routes/index';
import type { GatewayResponseType } from '#platform/routes/gateway-responses';
import { CORS_HEADERS } from '#platform/routes/cors';
import { headerValue, type RequestFacts } from './proxy-event';
import { encodedResponse } from './content-coding';
import { LOCAL_STORE_PREFIX } from './media-store';

/** What a request was answered with, for the access log. */
export interface Served {
  status: number;
  route?: string;
}

/** A part of the local stack that serves some paths: undefined when the request is not one of its own. */
export type Serving = (request: IncomingMessage, response: ServerResponse, facts: RequestFacts) => Promise<Served | undefined>;

export function readBody(request: IncomingMessage, limit: number): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length']);
    let tooLarge = Number.isFinite(declared) && declared > limit;
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
    });
    request.on('end', () => resolve(tooLarge ? 'too-large' : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** What API Gateway adds to every answer it sends: the request id, and the CORS headers the integration did not set. */
function gatewayHeaders(facts: RequestFacts, lowerNames: ReadonlySet<string>): Record<string, string> {
  const added: Record<string, string> = { 'x-amzn-RequestId': facts.requestId };
  for (const [name, value] of Object.entries(CORS_HEADERS)) if (!lowerNames.has(name.toLowerCase())) added[name] = value;
  return added;
}

export function send(response: ServerResponse, facts: RequestFacts, status: number, headers: Record<string, string | string[]>, text: string | Buffer): void {
  // Encoded once: a string body would be measured, then encoded again by the socket write (npm run bench:
  // half the gateway's CPU on a 130 KB post list).
  const plain = typeof text === 'string' ? Buffer.from(text) : text;
  const lowerNames = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
  const extra = gatewayHeaders(facts, lowerNames);
  // As API Gateway: not a body the integration encoded itself, nor one that is not there; the media
  // store stands in for S3, which sends objects as stored.
  const compressible = status !== 204 && status !== 304 && facts.method !== 'HEAD' && !lowerNames.has('content-encoding') && !facts.path.startsWith(LOCAL_STORE_PREFIX);
  const { body, coding } = compressible ? encodedResponse(plain, headerValue(facts, 'accept-encoding')) : { body: plain, coding: undefined };
  if (coding) extra['Content-Encoding'] = coding;
  // A length the integration set is the plain body's: a compressed one gets its own.
  const given = coding ? Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-length')) : headers;
  if (status !== 204 && status !== 304 && (coding || !lowerNames.has('content-length'))) extra['Content-Length'] = String(body.length);
  response.writeHead(status, { ...given, ...extra });
  response.end(body);
}

/**
 * The head of a streamed answer (streamed-answer.ts): the function's status and headers, the request id
 * and CORS as on every answer, no length (the body goes chunked) and no coding of the gateway's own.
 */
export function sendStreamedHead(response: ServerResponse, facts: RequestFacts, status: number, headers: Record<string, string>): void {
  const lowerNames = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
  response.writeHead(status, { ...headers, ...gatewayHeaders(facts, lowerNames) });
  // API Gateway starts the answer once the prelude is whole, before any byte of the body.
  response.flushHeaders();
}

export function sendGatewayResponse(response: ServerResponse, facts: RequestFacts, type: GatewayResponseType): Served {
  const def = gatewayResponse(type);
  send(
    response,
    facts,
    def.statusCode,
    {
      'Content-Type': 'application/json',
      'x-amzn-ErrorType': type,
      ...(def.retryAfterSeconds !== undefined ? { 'Retry-After': String(def.retryAfterSeconds) } : {}),
    },
    gatewayResponseBody(def),
  );
  return { status: def.statusCode };
}
