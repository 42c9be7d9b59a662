/** Signatures verified by the `standardwebhooks` package receivers use; a changed byte is refused. */
import { Webhook as Verifier } from 'standardwebhooks';
import { generateWebhookSecret } from '#domains/webhooks/webhook';
import { signedHeaders } from '#domains/webhooks/signing';

describe('Standard Webhooks signatures', () => {
  test('a signed payload verifies with the standardwebhooks package', () => {
    // Arrange
    const secret = generateWebhookSecret();
    const body = JSON.stringify({ type: 'post.published', timestamp: '2026-01-01T00:00:00.000Z', data: { id: 7, title: 'Héllo' } });
    const now = Math.floor(Date.now() / 1000);
    // Act
    const headers = signedHeaders(secret, 'evt_abc', now, body);
    // Assess
    expect(new Verifier(secret).verify(body, { ...headers })).toEqual(JSON.parse(body));
  });

  test('a changed body, id or timestamp, or another secret, is refused', () => {
    const secret = generateWebhookSecret();
    const body = '{"type":"tag.created","timestamp":"2026-01-01T00:00:00.000Z","data":{"id":1}}';
    const now = Math.floor(Date.now() / 1000);
    const headers = signedHeaders(secret, 'evt_abc', now, body);
    const verifier = new Verifier(secret);
    expect(() => verifier.verify(body.replace('"id":1', '"id":2'), { ...headers })).toThrow();
    expect(() => verifier.verify(body, { ...headers, 'webhook-id': 'evt_abd' })).toThrow();
    expect(() => verifier.verify(body, { ...headers, 'webhook-timestamp': String(now - 1) })).toThrow();
    expect(() => new Verifier(generateWebhookSecret()).verify(body, { ...headers })).toThrow();
  });

  test('secrets are whsec_ and base64 of at least 24 random bytes, never twice the same', () => {
    const secrets = Array.from({ length: 20 }, generateWebhookSecret);
    for (const secret of secrets) {
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
      expect(Buffer.from(secret.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);
    }
    expect(new Set(secrets).size).toBe(secrets.length);
  });
});
