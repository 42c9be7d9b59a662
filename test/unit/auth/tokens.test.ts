import { SignJWT, UnsecuredJWT } from 'jose';
import { issueToken, verifyToken, bearerToken } from '#platform/auth/tokens';
import { setClock } from '#platform/clock';

const secret = () => new TextEncoder().encode(process.env.JWT_SECRET!);

describe('login tokens', () => {
  test('a token issued for a user verifies to the same claims, valid until its exp', async () => {
    // Act
    const issued = await issueToken({ userId: 42, tokenVersion: 3 });
    // Assess
    await expect(verifyToken(issued.token)).resolves.toEqual({ userId: 42, tokenVersion: 3, validUntilMs: issued.expiresAt.getTime() });
  });

  test('an expired token is refused', async () => {
    // Prepare
    const issued = await issueToken({ userId: 1, tokenVersion: 1 });
    const restore = setClock(() => issued.expiresAt.getTime() + 1000);
    try {
      // Act
      const claims = await verifyToken(issued.token);
      // Assess
      expect(claims).toBeUndefined();
    } finally {
      restore();
    }
  });

  test('a token older than the maximum age is refused although it has not expired', async () => {
    // Prepare
    const issuedAt = Date.now();
    process.env.JWT_TTL_SECONDS = String(7 * 24 * 3600);
    process.env.TOKEN_MAX_AGE_SECONDS = String(12 * 3600);
    const restore = setClock(() => issuedAt);
    try {
      const issued = await issueToken({ userId: 1, tokenVersion: 1 });
      // Act
      restore();
      const withinAge = setClock(() => issuedAt + 11 * 3600 * 1000);
      const young = await verifyToken(issued.token);
      withinAge();
      const pastAge = setClock(() => issuedAt + 13 * 3600 * 1000);
      const old = await verifyToken(issued.token);
      pastAge();
      // Assess
      expect(issued.expiresAt.getTime()).toBeGreaterThan(issuedAt + 13 * 3600 * 1000);
      // Valid until the first whole second past the maximum age, not until its later exp.
      expect(young).toEqual({ userId: 1, tokenVersion: 1, validUntilMs: (Math.floor(issuedAt / 1000) + 12 * 3600 + 1) * 1000 });
      expect(old).toBeUndefined();
    } finally {
      delete process.env.JWT_TTL_SECONDS;
      delete process.env.TOKEN_MAX_AGE_SECONDS;
    }
  });

  test('a token without iat is refused', async () => {
    // Prepare
    const token = await new SignJWT({ tv: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('cms-api-v3')
      .setAudience('cms-api-v3')
      .setExpirationTime('1h')
      .sign(secret());
    // Act + Assess
    await expect(verifyToken(token)).resolves.toBeUndefined();
  });

  test('a tampered signature is refused', async () => {
    // Prepare
    const { token } = await issueToken({ userId: 1, tokenVersion: 1 });
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    const tampered = token.slice(0, -2) + last + token.at(-1);
    // Act + Assess
    await expect(verifyToken(tampered)).resolves.toBeUndefined();
  });

  test('a tampered payload is refused', async () => {
    // Prepare
    const { token } = await issueToken({ userId: 1, tokenVersion: 1 });
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: '2', tv: 1, iss: 'cms-api-v3', aud: 'cms-api-v3', exp: 9999999999 })).toString('base64url');
    // Act + Assess
    await expect(verifyToken(`${header}.${payload}.${signature}`)).resolves.toBeUndefined();
  });

  test('alg none is refused', async () => {
    // Prepare
    const unsecured = new UnsecuredJWT({ tv: 1 }).setSubject('1').setIssuer('cms-api-v3').setAudience('cms-api-v3').setExpirationTime('1h').encode();
    // Act + Assess
    await expect(verifyToken(unsecured)).resolves.toBeUndefined();
  });

  test('another HMAC algorithm with the same secret is refused', async () => {
    // Prepare
    const token = await new SignJWT({ tv: 1 }).setProtectedHeader({ alg: 'HS512' }).setSubject('1').setIssuer('cms-api-v3').setAudience('cms-api-v3').setExpirationTime('1h').sign(secret());
    // Act + Assess
    await expect(verifyToken(token)).resolves.toBeUndefined();
  });

  test.each([
    ['wrong issuer', { iss: 'someone-else', aud: 'cms-api-v3', exp: true }],
    ['wrong audience', { iss: 'cms-api-v3', aud: 'another-api', exp: true }],
    ['no expiry', { iss: 'cms-api-v3', aud: 'cms-api-v3', exp: false }],
  ])('a token with %s is refused', async (_label, claims) => {
    // Prepare
    let builder = new SignJWT({ tv: 1 }).setProtectedHeader({ alg: 'HS256' }).setSubject('1').setIssuer(claims.iss).setAudience(claims.aud);
    if (claims.exp) builder = builder.setExpirationTime('1h');
    const token = await builder.sign(secret());
    // Act + Assess
    await expect(verifyToken(token)).resolves.toBeUndefined();
  });

  test('a token signed with another secret is refused', async () => {
    // Prepare
    const token = await new SignJWT({ tv: 1 }).setProtectedHeader({ alg: 'HS256' }).setSubject('1').setIssuer('cms-api-v3').setAudience('cms-api-v3').setExpirationTime('1h').sign(new TextEncoder().encode('another-secret-of-sufficient-length-000000'));
    // Act + Assess
    await expect(verifyToken(token)).resolves.toBeUndefined();
  });

  test('the Bearer scheme is read case-insensitively and nothing else is', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});
