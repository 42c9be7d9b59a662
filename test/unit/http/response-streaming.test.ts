/**
 * What a streamed route's function writes (shared/platform/http/response-streaming.ts), byte for byte
 * as API Gateway reads it: the prelude (status and headers as JSON), 8 NUL bytes, the body; compressed
 * by the function when the caller asks and the body is not small, since API Gateway encodes no
 * streamed answer.
 */
import { PassThrough } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { isStreamedHandler, PRELUDE_DELIMITER, streamedHandler } from '#platform/http/response-streaming';

async function written(body: string | AsyncIterable<string>, acceptEncoding?: string): Promise<{ prelude: { statusCode: number; headers: Record<string, string> }; body: Buffer }> {
  const handler = streamedHandler(async (): Promise<APIGatewayProxyResult> => ({ statusCode: 201, headers: { 'Content-Type': 'application/xml' }, body: body as string }));
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const event = { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}, requestContext: { requestId: 'r' } } as unknown as APIGatewayProxyEvent;
  await handler(event, sink, { awsRequestId: 'r' } as Context);
  const bytes = Buffer.concat(chunks);
  const at = bytes.indexOf(PRELUDE_DELIMITER);
  return { prelude: JSON.parse(bytes.subarray(0, at).toString('utf8')), body: bytes.subarray(at + PRELUDE_DELIMITER.length) };
}

async function* pieces(): AsyncGenerator<string> {
  for (let i = 0; i < 3; i++) yield `<piece n="${i}"/>`;
}

test('the handler carries the runtime\'s streaming mark', () => {
  expect(isStreamedHandler(streamedHandler(async () => ({ statusCode: 200, body: '' })))).toBe(true);
  expect(isStreamedHandler(async () => ({ statusCode: 200, body: '' }))).toBe(false);
});

test('prelude, 8 NUL bytes, then the body as written', async () => {
  // Act
  const { prelude, body } = await written(pieces());
  // Assess
  expect(prelude).toEqual({ statusCode: 201, headers: { 'Content-Type': 'application/xml', Vary: 'Accept-Encoding' } });
  expect(body.toString('utf8')).toBe('<piece n="0"/><piece n="1"/><piece n="2"/>');
});

test('a piecewise body is gzipped for a caller that asks; a small whole one goes as it is', async () => {
  // Act
  const zipped = await written(pieces(), 'gzip, deflate');
  const small = await written('{"status":false}', 'gzip');
  const refused = await written(pieces(), 'br, gzip;q=0.5');
  // Assess
  expect(zipped.prelude.headers['Content-Encoding']).toBe('gzip');
  expect(gunzipSync(zipped.body).toString('utf8')).toBe('<piece n="0"/><piece n="1"/><piece n="2"/>');
  expect(small.prelude.headers['Content-Encoding']).toBeUndefined();
  expect(small.body.toString('utf8')).toBe('{"status":false}');
  expect(refused.prelude.headers['Content-Encoding']).toBeUndefined();
});
