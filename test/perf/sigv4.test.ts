/**
 * The SigV4 adapter (shared/platform/aws/sigv4.ts, over `@smithy/signature-v4`) signs exactly as the AWS SDK clients do: the same request,
 * date and credentials give the same signature as the SDK's presigner, S3 client and API Gateway client.
 */
import { S3Client, PutObjectCommand, DeleteObjectCommand } from '@aws-sdk/client-s3';
import { APIGatewayClient, CreateApiKeyCommand, UpdateApiKeyCommand } from '@aws-sdk/client-api-gateway';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { presignUrl, signRequest, type AwsCredentials } from '#platform/aws/sigv4';

const credentials: AwsCredentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', sessionToken: 'session/token+value=' };
const region = 'eu-central-1';

interface Captured {
  method: string;
  hostname: string;
  path: string;
  query: Record<string, string | string[] | null>;
  headers: Record<string, string>;
  body?: unknown;
}

/** A request handler that keeps the signed request and answers nothing (the send then fails). */
function capturing(): { handler: { handle(request: Captured): Promise<never> }; last(): Captured } {
  let captured: Captured | undefined;
  return {
    handler: {
      async handle(request) {
        captured = request;
        throw new Error('captured');
      },
    },
    last: () => captured!,
  };
}

/** Our signature for the SDK's request: the same headers it signed, at its date. */
async function ours(service: string, request: Captured): Promise<string> {
  const signedNames = /SignedHeaders=([^,]+)/.exec(request.headers.authorization!)![1]!.split(';');
  const added = new Set(['host', 'x-amz-date', 'x-amz-security-token', 'x-amz-content-sha256']);
  const headers = Object.fromEntries(signedNames.filter((name) => !added.has(name)).map((name) => [name, request.headers[Object.keys(request.headers).find((h) => h.toLowerCase() === name)!]!]));
  const query = new URLSearchParams(Object.entries(request.query ?? {}).flatMap(([name, value]): [string, string][] => (value === null ? [[name, '']] : Array.isArray(value) ? value.map((v) => [name, v]) : [[name, value]])));
  const url = new URL(`https://${request.hostname}${request.path}${query.size ? `?${query}` : ''}`);
  const date = request.headers['x-amz-date']!;
  const now = new Date(`${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`);
  const body = typeof request.body === 'string' ? request.body : request.body instanceof Uint8Array ? Buffer.from(request.body).toString('utf8') : undefined;
  // The SDK signs the payload hash header for S3 and, as an option, for other services.
  const payloadHeader = signedNames.includes('x-amz-content-sha256');
  return (await signRequest({ method: request.method, url, headers, body }, { service, region, credentials, now }, { payloadHeader }))['authorization']!;
}

describe('SigV4 signing', () => {
  test('a presigned S3 PUT is the one the SDK presigner makes', async () => {
    // Prepare
    const s3 = new S3Client({ region, credentials, requestChecksumCalculation: 'WHEN_REQUIRED' });
    const signingDate = new Date('2026-01-15T10:30:00Z');
    const command = new PutObjectCommand({ Bucket: 'cms-media-bucket', Key: 'media/42/photo-of-me.jpg', ContentType: 'image/jpeg', ContentLength: 12345 });
    // Act
    const sdk = new URL(await getSignedUrl(s3, command, { expiresIn: 900, signingDate, signableHeaders: new Set(['content-type', 'content-length']) }));
    const url = new URL('https://cms-media-bucket.s3.eu-central-1.amazonaws.com/media/42/photo-of-me.jpg?x-id=PutObject');
    const mine = new URL(await presignUrl({ method: 'PUT', url, headers: { 'content-type': 'image/jpeg', 'content-length': '12345' } }, { service: 's3', region, credentials, now: signingDate }, 900));
    // Assess
    expect(mine.origin + mine.pathname).toBe(sdk.origin + sdk.pathname);
    expect(Object.fromEntries(mine.searchParams)).toEqual(Object.fromEntries(sdk.searchParams));
  });

  test('an S3 DELETE carries the Authorization the S3 client computes', async () => {
    // Prepare
    const capture = capturing();
    const s3 = new S3Client({ region, credentials, requestHandler: capture.handler as never, maxAttempts: 1 });
    // Act
    await expect(s3.send(new DeleteObjectCommand({ Bucket: 'cms-media-bucket', Key: 'media/7/a file (1).png' }))).rejects.toThrow('captured');
    const request = capture.last();
    // Assess
    expect(await ours('s3', request)).toBe(request.headers.authorization);
  });

  test.each([
    ['POST /apikeys', () => new CreateApiKeyCommand({ name: 'cms-12-my app', value: 'k'.repeat(40), enabled: true })],
    ['PATCH /apikeys/{id}', () => new UpdateApiKeyCommand({ apiKey: 'ab12cd34ef', patchOperations: [{ op: 'replace', path: '/enabled', value: 'false' }] })],
  ])('API Gateway %s carries the Authorization the API Gateway client computes', async (_label, command) => {
    // Prepare
    const capture = capturing();
    const client = new APIGatewayClient({ region, credentials, requestHandler: capture.handler as never, maxAttempts: 1 });
    // Act
    await expect(client.send(command() as never)).rejects.toThrow('captured');
    const request = capture.last();
    // Assess
    expect(await ours('apigateway', request)).toBe(request.headers.authorization);
  });
});
