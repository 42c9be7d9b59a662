import { openTotpSecret, sealTotpSecret } from '#domains/accounts/totp-secret-box';
import { resetMfaKeyCache } from '#platform/auth/mfa-key';
import { newTotpSecret } from '#domains/accounts/totp';

describe('sealed TOTP secrets (AES-256-GCM)', () => {
  afterEach(() => resetMfaKeyCache());

  test('open for the user they were sealed for, and never show the secret', async () => {
    // Prepare
    const secret = newTotpSecret();
    // Act
    const sealed = await sealTotpSecret(secret, 7);
    // Assess
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(sealed).not.toContain(Buffer.from(secret).toString('base64url'));
    expect(await openTotpSecret(sealed, 7)).toEqual(secret);
    expect(await sealTotpSecret(secret, 7)).not.toBe(sealed);
  });

  test('refuse to open for another user, when altered, or under another key', async () => {
    // Prepare
    const sealed = await sealTotpSecret(newTotpSecret(), 7);
    const [version, nonce, body, tag] = sealed.split('.');
    const flipped = `${version}.${nonce}.${body!.slice(0, -2)}${body!.slice(-2) === 'AA' ? 'AB' : 'AA'}.${tag}`;
    // Act + Assess
    await expect(openTotpSecret(sealed, 8)).rejects.toThrow();
    await expect(openTotpSecret(flipped, 7)).rejects.toThrow();
    await expect(openTotpSecret(`${version}.${nonce}.${body}.${tag!.slice(0, 8)}`, 7)).rejects.toThrow();
    const before = process.env.MFA_KEY;
    process.env.MFA_KEY = 'another key entirely';
    resetMfaKeyCache();
    try {
      await expect(openTotpSecret(sealed, 7)).rejects.toThrow();
    } finally {
      process.env.MFA_KEY = before;
    }
  });
});
