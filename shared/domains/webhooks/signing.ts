/**
 * Standard Webhooks signatures: `v1,` + base64 of HMAC-SHA256, keyed with the base64-decoded part of
 * the secret after `whsec_`, over `<webhook-id>.<webhook-timestamp>.<body>`.
 */
import { createHmac } from 'node:crypto';

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

export function signatureOf(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`, 'utf8').digest('base64')}`;
}

export function signedHeaders(secret: string, id: string, timestampSeconds: number, body: string): SignedHeaders {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': signatureOf(secret, id, timestampSeconds, body),
  };
}
