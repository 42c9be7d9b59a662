/** Signed requests to S3 and API Gateway without their SDK clients: what is sent, retries, errors. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { awsRequest, AwsRequestFailed } from '#platform/aws/aws-request';
import { presignPut } from '#domains/media/s3-storage';

let server: Server;
let answers: Array<{ status: number; body: string; headers?: Record<string, string> }>;
let received: Array<{ request: IncomingMessage; body: string }>;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ request, body });
      const answer = answers.shift() ?? { status: 500, body: '' };
      response.writeHead(answer.status, { 'Content-Type': 'application/json', ...answer.headers });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  answers = [];
  received = [];
});

const local = (path: string) => new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);

describe('signed AWS requests', () => {
  test('a JSON request is sent signed, with its body, and its answer parsed', async () => {
    // Prepare
    answers.push({ status: 201, body: '{"id":"k1"}' });
    // Act
    const answer = await awsRequest('apigateway', 'POST', local('/apikeys'), { name: 'app', enabled: true });
    // Assess
    expect(answer).toEqual({ status: 201, body: { id: 'k1' } });
    const { request, body } = received[0]!;
    expect(JSON.parse(body)).toEqual({ name: 'app', enabled: true });
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=local\/\d{8}\/local\/apigateway\/aws4_request, SignedHeaders=content-type;host;x-amz-date, Signature=[0-9a-f]{64}$/);
    expect(request.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
  });

  test('throttling and server errors are retried, twice at most', async () => {
    // Prepare
    answers.push({ status: 503, body: '' }, { status: 429, body: '' }, { status: 204, body: '' });
    // Act
    const answer = await awsRequest('s3', 'DELETE', local('/media/1/a.jpg'));
    // Assess
    expect(answer.status).toBe(204);
    expect(received).toHaveLength(3);
    expect(received[0]!.request.headers['x-amz-content-sha256']).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  test('a refusal is an error naming the service, status and error type, not retried', async () => {
    // Prepare
    answers.push({ status: 400, body: '{"message":"Invalid API Key identifier specified"}', headers: { 'x-amzn-ErrorType': 'NotFoundException:http://internal.amazon.com/' } });
    // Act
    const failure = await awsRequest('apigateway', 'PATCH', local('/apikeys/x'), { patchOperations: [] }).catch((error: unknown) => error);
    // Assess
    expect(failure).toBeInstanceOf(AwsRequestFailed);
    expect(failure).toMatchObject({ service: 'apigateway', status: 400, errorType: 'NotFoundException' });
    expect(received).toHaveLength(1);
  });
});

describe('S3 upload URLs', () => {
  test('name the bucket and key, sign the type, length and host, and expire', async () => {
    // Act
    const url = new URL(await presignPut('cms-media', 'media/5/cover photo.jpg', 'image/jpeg', 2048, 900));
    // Assess
    expect(url.origin).toBe('https://cms-media.s3.local.amazonaws.com');
    expect(url.pathname).toBe('/media/5/cover%20photo.jpg');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });
});
