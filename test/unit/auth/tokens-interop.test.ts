/** Tokens signed with node:crypto are the JWTs jose makes and reads: tokens issued before the change still work, and after it any JOSE library reads them. */
import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { issueToken, verifyToken } from '../../../shared/auth/tokens';

const secret = () => new TextEncoder().encode(process.env.JWT_SECRET!);

/** A JWT signed with the service secret, whatever its header and claims. */
function hs256(header: Record<string, unknown>, claims: Record<string, unknown>): string {
  const input = `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${input}.${createHmac('sha256', secret()).update(input).digest('base64url')}`;
}

describe('login tokens and jose', () => {
  test('a token jose signed with the service claims verifies to its claims', async () => {
    // Prepare
    const token = await new SignJWT({ tv: 4 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject('17').setIssuer('cms-api-v3').setAudience('cms-api-v3').setIssuedAt().setExpirationTime('1h').sign(secret());
    // Act + Assess
    await expect(verifyToken(token)).resolves.toEqual({ userId: 17, tokenVersion: 4 });
  });

  test('an issued token passes jose with the checks the service makes', async () => {
    // Prepare
    const { token } = await issueToken({ userId: 9, tokenVersion: 2 });
    // Act
    const { payload, protectedHeader } = await jwtVerify(token, secret(), { algorithms: ['HS256'], issuer: 'cms-api-v3', audience: 'cms-api-v3', requiredClaims: ['exp', 'sub'] });
    // Assess
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ sub: '9', tv: 2 });
  });

  test('an audience list naming the service is accepted, as jose accepts it', async () => {
    // Prepare
    const token = await new SignJWT({ tv: 1 }).setProtectedHeader({ alg: 'HS256' }).setSubject('3').setIssuer('cms-api-v3').setAudience(['other', 'cms-api-v3']).setExpirationTime('1h').sign(secret());
    // Act + Assess
    await expect(verifyToken(token)).resolves.toEqual({ userId: 3, tokenVersion: 1 });
  });

  test.each([
    ['not yet valid (nbf in the future)', { alg: 'HS256' }, { nbf: 'in an hour' }],
    ['with a critical header extension', { alg: 'HS256', crit: ['b64'], b64: true }, {}],
    ['whose token version is not a number', { alg: 'HS256' }, { tv: '1' }],
    ['whose iat is not a number', { alg: 'HS256' }, { iat: 'now' }],
  ])('a correctly signed token %s is refused', async (_label, header, changes) => {
    // Prepare
    const now = Math.floor(Date.now() / 1000);
    const claims: Record<string, unknown> = { tv: 1, sub: '1', iss: 'cms-api-v3', aud: 'cms-api-v3', exp: now + 3600, ...changes };
    if (claims.nbf === 'in an hour') claims.nbf = now + 3600;
    const token = hs256(header, claims);
    // Act + Assess
    await expect(verifyToken(token)).resolves.toBeUndefined();
    await expect(verifyToken(hs256({ alg: 'HS256' }, { ...claims, tv: 1, iat: now, nbf: now }))).resolves.toEqual({ userId: 1, tokenVersion: 1 });
  });

  test('malformed tokens are refused, never thrown on', async () => {
    // Act + Assess
    for (const token of ['', 'a.b', 'a.b.c.d', '%%%.e30.x', `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.bm90LWpzb24.c2ln`]) {
      await expect(verifyToken(token)).resolves.toBeUndefined();
    }
  });
});
