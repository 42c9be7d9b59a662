/**
 * A streamed route's answer as API Gateway relays it (integration `responseTransferMode: STREAM`): the
 * function writes its prelude (status and headers as JSON), 8 NUL bytes and the body
 * (shared/platform/http/response-streaming.ts); the gateway sends the status and headers once the
 * prelude is whole, then the body as it arrives and as it came (API Gateway compresses no streamed
 * answer: the function does). A function that fails, ends or takes longer than the integration timeout
 * before its prelude gets the gateway's own answer; one that fails after it cuts the answer off.
 */
import { Writable } from 'node:stream';
import type { ServerResponse } from 'node:http';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { PRELUDE_DELIMITER, type StreamedHandler, type StreamPrelude } from '#platform/http/response-streaming';
import type { GatewayResponseType } from '#platform/routes/gateway-responses';
import { errorFields, logger } from '#platform/logs/logger';
import { sendStreamedHead } from './gateway-answers';
import type { RequestFacts } from './proxy-event';

/** API Gateway's longest streamed answer: after it the connection is closed, whatever the function is doing. */
export const STREAM_MAX_MS = 15 * 60_000;

type PreludeOutcome = { statusCode: number } | 'failed' | 'timeout';

/**
 * Runs a streaming handler and relays its answer: the gateway answer to send instead when there was no
 * prelude, or the status sent. What the function writes goes to the client as it is written, as the
 * Lambda runtime sends each write on at once: bytes written before a failure arrive before the cut.
 */
export async function relayStreamedAnswer(
  routeId: string,
  handler: StreamedHandler,
  event: APIGatewayProxyEvent,
  context: Context,
  response: ServerResponse,
  facts: RequestFacts,
  firstByteTimeoutMs: number,
): Promise<GatewayResponseType | { status: number }> {
  let settle: (outcome: PreludeOutcome) => void = () => undefined;
  const preluded = new Promise<PreludeOutcome>((resolve) => (settle = resolve));
  let state: 'prelude' | 'relaying' | 'abandoned' = 'prelude';
  let buffered = Buffer.alloc(0);
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (state === 'abandoned') return done();
      if (state === 'relaying') return response.write(chunk) ? done() : response.once('drain', () => done());
      buffered = Buffer.concat([buffered, chunk]);
      const at = buffered.indexOf(PRELUDE_DELIMITER);
      if (at < 0) return done();
      let prelude: StreamPrelude;
      try {
        prelude = JSON.parse(buffered.subarray(0, at).toString('utf8')) as StreamPrelude;
      } catch {
        prelude = { statusCode: Number.NaN, headers: {} };
      }
      if (!Number.isInteger(prelude.statusCode)) {
        state = 'abandoned';
        settle('failed');
        return done();
      }
      state = 'relaying';
      sendStreamedHead(response, facts, prelude.statusCode, prelude.headers ?? {});
      settle({ statusCode: prelude.statusCode });
      const rest = buffered.subarray(at + PRELUDE_DELIMITER.length);
      if (rest.length === 0 || response.write(rest)) return done();
      response.once('drain', () => done());
    },
    final(done) {
      if (state === 'relaying') response.end();
      else settle('failed');
      done();
    },
  });
  const timer = setTimeout(() => settle('timeout'), firstByteTimeoutMs);
  timer.unref();
  const running = Promise.resolve().then(() => handler(event, sink, context));
  running.catch(() => settle('failed'));
  const outcome = await preluded;
  clearTimeout(timer);
  if (typeof outcome === 'string') {
    // Whatever the function writes from now on goes nowhere, as after API Gateway has answered for it.
    state = 'abandoned';
    if (outcome === 'failed') {
      const failure = await running.then(
        () => undefined,
        (error: unknown) => error,
      );
      logger.error(failure ? 'streaming handler threw before its prelude' : 'streaming handler wrote no prelude', { route: routeId, ...(failure ? errorFields(failure) : {}) });
      return 'DEFAULT_5XX';
    }
    return 'INTEGRATION_TIMEOUT';
  }
  const cutOff = setTimeout(() => sink.destroy(new Error("the streamed answer ran past API Gateway's 15 minutes")), STREAM_MAX_MS);
  cutOff.unref();
  // The client went away: the function's writes fail, as they do when API Gateway closes the stream.
  response.once('close', () => {
    if (!response.writableFinished) sink.destroy(new Error('the client closed the connection'));
  });
  await running.then(
    () => undefined,
    (error: unknown) => {
      logger.error('streaming handler failed after its prelude: answer cut off', { route: routeId, ...errorFields(error) });
      // What was written is flushed, then the connection ends without the chunked body's last chunk.
      if (response.socket) response.socket.end();
      else response.destroy();
    },
  );
  clearTimeout(cutOff);
  return { status: outcome.statusCode };
}
