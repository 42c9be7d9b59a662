/**
 * Login tokens: HS256 JWTs (jose) with `iss`, `aud`, `exp` always checked and the algorithm pinned,
 * so `alg: none` and algorithm-confusion tokens are refused; `iat` older than the maximum token age
 * is refused whatever `exp` says. `tv` is the user's token version: raising
 * it (password change, ban, role change) invalidates every token issued before.
 */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { config } from '#platform/config';
import { clock } from '#platform/clock';
import { jwtSecret } from './jwt-secret';

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
  /** The refresh family the token was issued with (`fam`): logout revokes it. */
  familyId?: string;
}

/** A verified token's claims and the moment it stops being accepted: its `exp`, or its maximum age if that comes first. */
export interface VerifiedToken extends TokenClaims {
  /** Milliseconds since the epoch; refused from this moment on. */
  validUntilMs: number;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export async function issueToken(claims: TokenClaims): Promise<IssuedToken> {
  const now = clock.nowSeconds();
  const expiresAtSeconds = now + config.jwtTtlSeconds;
  const token = await new SignJWT({ tv: claims.tokenVersion, ...(claims.familyId ? { fam: claims.familyId } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(config.jwtIssuer)
    .setAudience(config.jwtAudience)
    .setIssuedAt(now)
    .setExpirationTime(expiresAtSeconds)
    .sign(await jwtSecret());
  return { token, expiresAt: new Date(expiresAtSeconds * 1000) };
}

/** The claims of a valid token, or `undefined` for anything else (expired, tampered, wrong issuer...). */
export async function verifyToken(token: string): Promise<VerifiedToken | undefined> {
  try {
    const { payload } = await jwtVerify(token, await jwtSecret(), {
      algorithms: ['HS256'],
      issuer: config.jwtIssuer,
      audience: config.jwtAudience,
      requiredClaims: ['exp', 'sub', 'iat'],
      // However long a token claims to live, one issued more than the maximum age ago is refused.
      maxTokenAge: config.tokenMaxAgeSeconds,
      currentDate: clock.now(),
    });
    const userId = Number(payload.sub);
    const tokenVersion = typeof payload.tv === 'number' ? payload.tv : NaN;
    if (!Number.isInteger(userId) || !Number.isInteger(tokenVersion)) return undefined;
    return { userId, tokenVersion, validUntilMs: validUntilMs(payload.exp!, payload.iat!), ...(typeof payload.fam === 'string' ? { familyId: payload.fam } : {}) };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return undefined;
    throw error;
  }
}

/**
 * When a token stops verifying, as jose judges it in whole seconds: from `exp` on, and once more than
 * the maximum age has passed since `iat` (an age of exactly the maximum is still accepted).
 */
function validUntilMs(exp: number, iat: number): number {
  return Math.min(exp, iat + config.tokenMaxAgeSeconds + 1) * 1000;
}

/** `Authorization: Bearer <token>` → the token, or undefined. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}
