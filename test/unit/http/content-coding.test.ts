/** Which coding the local gateway answers in, and how it reads a coded request body (infra/local/content-coding.ts). */
import { deflateSync, gzipSync } from 'node:zlib';
import { decodedRequestBody, encodedResponse } from '#infra/local/content-coding';
import { RESPONSE_COMPRESSION_MIN_BYTES, responseCoding } from '#platform/routes/compression';

describe('the coding of a response', () => {
  test.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['gzip, deflate, br', 'gzip'],
    ['deflate, gzip', 'deflate'],
    ['br, gzip', undefined],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['gzip;q=0, deflate', 'deflate'],
    ['identity', undefined],
    ['*', undefined],
    ['gzip;q=abc', undefined],
  ])('Accept-Encoding %p answers in %p', (header, coding) => {
    expect(responseCoding(header)).toBe(coding);
  });

  test('a body under the threshold stays plain; one at it is compressed', () => {
    // Prepare
    const small = Buffer.alloc(RESPONSE_COMPRESSION_MIN_BYTES - 1, 'a');
    const large = Buffer.alloc(RESPONSE_COMPRESSION_MIN_BYTES, 'a');
    // Act
    const [plain, compressed] = [encodedResponse(small, 'gzip'), encodedResponse(large, 'gzip')];
    // Assess
    expect(plain).toEqual({ body: small });
    expect(compressed.coding).toBe('gzip');
    expect(compressed.body.length).toBeLessThan(large.length);
  });
});

describe('a coded request body', () => {
  const json = Buffer.from('{"a":1}');

  test.each([
    [undefined, json],
    ['identity', json],
    ['gzip', gzipSync(json)],
    ['deflate', deflateSync(json)],
    ['gzip, identity', gzipSync(json)],
  ])('Content-Encoding %p decodes to the JSON', (coding, body) => {
    expect(decodedRequestBody(body, coding, 1_000)).toEqual(json);
  });

  test('a request without a body passes whatever its Content-Encoding says', () => {
    expect(decodedRequestBody(Buffer.alloc(0), 'br', 1_000)).toEqual(Buffer.alloc(0));
  });

  test('an unknown coding, or bytes that do not decode, are unsupported; a body that decodes past the limit is too large', () => {
    expect(decodedRequestBody(json, 'br', 1_000)).toBe('unsupported');
    expect(decodedRequestBody(json, 'gzip', 1_000)).toBe('unsupported');
    expect(decodedRequestBody(gzipSync(Buffer.alloc(10_000)), 'gzip', 1_000)).toBe('too-large');
  });
});
