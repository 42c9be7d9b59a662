/**
 * Streamed answers, for the routes declared `streamed` (a sitemap part of 50,000 URLs is up to 16 MB;
 * a buffered Lambda answer holds 6 MB). API Gateway invokes such a function with
 * InvokeWithResponseStream (its integration's `responseTransferMode: STREAM`, infra/stack/api.ts) and
 * relays what the function writes: a prelude (the status and headers as JSON), 8 NUL bytes, then the
 * body, sent on as it arrives.
 *
 * The route's chain is every route's (lambda-handler.ts): access, quotas, validation and errors run
 * before anything is written, so a refusal is the same JSON in the envelope as anywhere. A success's
 * document may be an async iterable of text, written piece by piece. A failure after the prelude
 * cannot change the status: it is logged and the answer is cut off, which the client sees as a broken
 * transfer (a crawler fetches the sitemap again).
 *
 * API Gateway compresses no streamed answer ("content encoding is not supported" in STREAM mode): the
 * function does, by the rule the gateway applies to buffered ones (compression.ts).
 *
 * The Lambda runtime provides `awslambda.streamifyResponse` and `awslambda.HttpResponseStream`. Where
 * it does not (the local gateway, the tests, the bench), `localRuntime` does to the bytes what they do,
 * and the local gateway reads them back as API Gateway does (infra/local/streamed-answer.ts).
 */
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, createDeflate, createGzip } from 'node:zlib';
import type { Context } from 'aws-lambda';
import { RESPONSE_COMPRESSION_MIN_BYTES, responseCoding } from '#platform/routes/compression';
import { errorFields, logger } from '#platform/logs/logger';
import { header, requestIdOf, type ApiEvent } from './event';
import type { LambdaHandler } from './lambda-handler';
import type { DocumentBody } from './reply';

export interface StreamPrelude {
  statusCode: number;
  headers: Record<string, string>;
}

export type StreamedHandler = (event: ApiEvent, responseStream: Writable, context: Context) => Promise<void>;

/** The Lambda runtime's mark on a streaming handler (aws-lambda-nodejs-runtime-interface-client); the local gateway reads it. */
const HANDLER_STREAMING = Symbol.for('aws.lambda.runtime.handler.streaming');
const STREAM_RESPONSE = 'response';
/** What ends the prelude: JSON cannot hold a NUL byte unescaped, so the first 8 in a row are the delimiter. */
export const PRELUDE_DELIMITER: Buffer = Buffer.alloc(8);

interface StreamingRuntime {
  streamifyResponse(handler: StreamedHandler): StreamedHandler;
  HttpResponseStream: { from(stream: Writable, prelude: StreamPrelude): Writable };
}

const localRuntime: StreamingRuntime = {
  streamifyResponse: (handler) => Object.assign(handler, { [HANDLER_STREAMING]: STREAM_RESPONSE }),
  HttpResponseStream: {
    from(stream, prelude) {
      stream.write(JSON.stringify(prelude));
      stream.write(PRELUDE_DELIMITER);
      return stream;
    },
  },
};

/**
 * The runtime's functions in Lambda (a global it defines), their local stand-ins elsewhere. The global
 * alone proves nothing: the AWS SDK's invoke store (@aws/lambda-invoke-store) creates `awslambda` to
 * hang itself on, wherever it runs.
 */
function runtime(): StreamingRuntime {
  const global = (globalThis as unknown as { awslambda?: Partial<StreamingRuntime> }).awslambda;
  return typeof global?.streamifyResponse === 'function' && global.HttpResponseStream ? (global as StreamingRuntime) : localRuntime;
}

export function isStreamedHandler(handler: unknown): handler is StreamedHandler {
  return typeof handler === 'function' && (handler as unknown as Record<symbol, unknown>)[HANDLER_STREAMING] === STREAM_RESPONSE;
}

/** A wrapper of a handler (the bench's timing probe), called by the runtime as the handler it wraps would be. */
export function wrapperOf<T extends (...args: never[]) => Promise<unknown>>(inner: unknown, wrapper: T): T {
  return isStreamedHandler(inner) ? (runtime().streamifyResponse(wrapper as unknown as StreamedHandler) as unknown as T) : wrapper;
}

/** The route's chain as a streaming handler: its result's status and headers are the prelude, its body is written as it comes. */
export function streamedHandler(chain: LambdaHandler): StreamedHandler {
  const { streamifyResponse } = runtime();
  // The whole answer is one invocation for the logs: the body is made after the chain has returned, and
  // what is logged while it is written (a retried read, the cut-off below) carries the request id too.
  return streamifyResponse((event, responseStream, context) =>
    logger.withRequestId(requestIdOf(event, context?.awsRequestId ?? 'unknown'), () => writeAnswer(chain, event, responseStream, context), context),
  );
}

async function writeAnswer(chain: LambdaHandler, event: ApiEvent, responseStream: Writable, context: Context): Promise<void> {
  const { HttpResponseStream } = runtime();
  const result = await chain(event, context);
  const body = result.body as DocumentBody;
  // A whole body under the threshold goes as it is, as the gateway sends it; a piecewise one is a large document.
  const small = typeof body === 'string' && Buffer.byteLength(body) < RESPONSE_COMPRESSION_MIN_BYTES;
  const coding = small ? undefined : responseCoding(header(event, 'accept-encoding'));
  const headers: Record<string, string> = {
    ...(result.headers as Record<string, string> | undefined),
    ...(small ? {} : { Vary: 'Accept-Encoding' }),
    ...(coding ? { 'Content-Encoding': coding } : {}),
  };
  const out = HttpResponseStream.from(responseStream, { statusCode: result.statusCode, headers });
  const source = Readable.from(typeof body === 'string' ? [body] : body);
  try {
    // Each piece is flushed through the compressor as it comes (a sync flush ends on a byte boundary the
    // client can inflate), or a piece would wait in zlib's window until the end; pieces are large (a page
    // of a sitemap is about 200 KB), so the flushes cost next to nothing in size.
    const options = { flush: constants.Z_SYNC_FLUSH };
    if (coding) await pipeline(source, coding === 'gzip' ? createGzip(options) : createDeflate(options), out);
    else await pipeline(source, out);
  } catch (error) {
    logger.error('streamed answer cut off', errorFields(error));
    throw error;
  }
}
