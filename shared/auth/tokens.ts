/**
 * Login tokens: HS256 JWTs with `iss`, `aud`, `exp` always checked and the algorithm pinned, so
 * `alg: none` and algorithm-confusion tokens are refused. `tv` is the user's token version: raising
 * it (password change, ban, role change) invalidates every token issued before.
 *
 * Signed and checked with node:crypto (HMAC-SHA256, constant-time comparison): one algorithm needs no
 * JOSE library, and jose was 20 KB of every handler bundle (the pipeline authenticates client users).
 * test/unit/auth/tokens.test.ts checks against tokens jose makes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from '../config';
import { clock } from '../clock';
import { jwtSecret } from './jwt-secret';

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const SEGMENT = /^[A-Za-z0-9_-]+$/;

const sign = (secret: Uint8Array, signingInput: string): Buffer => createHmac('sha256', secret).update(signingInput).digest();

export async function issueToken(claims: TokenClaims): Promise<IssuedToken> {
  const now = clock.nowSeconds();
  const expiresAtSeconds = now + config.jwtTtlSeconds;
  const payload = { tv: claims.tokenVersion, sub: String(claims.userId), iss: config.jwtIssuer, aud: config.jwtAudience, iat: now, exp: expiresAtSeconds };
  const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  const token = `${signingInput}.${sign(await jwtSecret(), signingInput).toString('base64url')}`;
  return { token, expiresAt: new Date(expiresAtSeconds * 1000) };
}

function jsonObject(segment: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The claims of a valid token, or `undefined` for anything else (expired, tampered, wrong issuer...). */
export async function verifyToken(token: string): Promise<TokenClaims | undefined> {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => SEGMENT.test(part))) return undefined;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = jsonObject(headerPart);
  // The algorithm is pinned; critical extensions are not understood, so a token naming one is refused.
  if (!header || header.alg !== 'HS256' || header.crit !== undefined) return undefined;
  const expected = sign(await jwtSecret(), `${headerPart}.${payloadPart}`);
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;

  const payload = jsonObject(payloadPart);
  if (!payload) return undefined;
  const now = clock.nowSeconds();
  const { sub, exp, nbf, iat, iss, aud, tv } = payload;
  if (typeof sub !== 'string' || !isNumber(exp) || exp <= now) return undefined;
  if (nbf !== undefined && (!isNumber(nbf) || nbf > now)) return undefined;
  if (iat !== undefined && !isNumber(iat)) return undefined;
  if (iss !== config.jwtIssuer) return undefined;
  const audience = config.jwtAudience;
  if (!(aud === audience || (Array.isArray(aud) && aud.includes(audience)))) return undefined;
  const userId = Number(sub);
  if (!Number.isInteger(userId) || typeof tv !== 'number' || !Number.isInteger(tv)) return undefined;
  return { userId, tokenVersion: tv };
}

/** `Authorization: Bearer <token>` → the token, or undefined. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}
