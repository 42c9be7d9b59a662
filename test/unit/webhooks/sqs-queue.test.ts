/**
 * The SQS side of the webhook queue, against a fake SQS endpoint on localhost: SendMessageBatch and
 * ChangeMessageVisibility in SQS's JSON protocol, signed (SigV4, service sqs), batches of 10, the
 * FIFO group per webhook and entity, deduplication ids stable for a redelivered stream record and new
 * for an admin's redelivery, and a partial refusal raised as an error (so the stream record is retried).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { webhookQueue, type WebhookMessage } from '#domains/webhooks/queue';

interface Call {
  target: string;
  authorization: string;
  contentType: string;
  body: any;
}

const calls: Call[] = [];
let refuse = false;
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      calls.push({ target: String(request.headers['x-amz-target']), authorization: String(request.headers.authorization), contentType: String(request.headers['content-type']), body });
      const failed = refuse ? [{ Id: '0', Code: 'InvalidParameterValue', Message: 'too big', SenderFault: true }] : [];
      response.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' }).end(JSON.stringify({ Successful: [], Failed: failed }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.WEBHOOK_QUEUE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/000000000000/webhooks.fifo`;
});

afterAll(async () => {
  delete process.env.WEBHOOK_QUEUE_URL;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  calls.length = 0;
  refuse = false;
});

const message = (n: number, extra: Partial<WebhookMessage> = {}): WebhookMessage => ({
  webhookId: 3, messageId: `evt_${n}`, eventType: 'post.updated', group: 'post:12', body: `{"n":${n}}`, ...extra,
});

describe('the SQS webhook queue', () => {
  test('sends batches of at most 10, signed, in the JSON protocol, grouped by webhook and entity', async () => {
    // Act
    await webhookQueue().send(Array.from({ length: 12 }, (_, n) => message(n)));
    // Assess
    expect(calls.map((call) => [call.target, call.body.Entries.length])).toEqual([
      ['AmazonSQS.SendMessageBatch', 10],
      ['AmazonSQS.SendMessageBatch', 2],
    ]);
    expect(calls[0]!.contentType).toBe('application/x-amz-json-1.0');
    expect(calls[0]!.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=local\/\d{8}\/local\/sqs\/aws4_request/);
    expect(calls[0]!.body.QueueUrl).toBe(process.env.WEBHOOK_QUEUE_URL);
    const [entry] = calls[0]!.body.Entries;
    expect(entry.MessageGroupId).toBe('3:post:12');
    expect(JSON.parse(entry.MessageBody)).toEqual(message(0));
  });

  test('the same event deduplicates; a redelivery does not', async () => {
    await webhookQueue().send([message(1)]);
    await webhookQueue().send([message(1)]);
    await webhookQueue().send([message(1, { redelivery: 'dlv_x:2026' })]);
    const ids = calls.map((call) => call.body.Entries[0].MessageDeduplicationId as string);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[0]);
    expect(ids[0]).toMatch(/^[0-9a-f]{64}$/);
  });

  test('a message SQS refuses fails the send', async () => {
    refuse = true;
    await expect(webhookQueue().send([message(1)])).rejects.toThrow('SQS refused 1 webhook messages: too big');
  });

  test('a retry sets the received message visibility to the delay', async () => {
    await webhookQueue().retryLater('receipt-1', 600);
    expect(calls).toEqual([
      expect.objectContaining({ target: 'AmazonSQS.ChangeMessageVisibility', body: { QueueUrl: process.env.WEBHOOK_QUEUE_URL, ReceiptHandle: 'receipt-1', VisibilityTimeout: 600 } }),
    ]);
  });
});
