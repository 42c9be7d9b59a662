/**
 * Draft-preview tokens: HS256 JWTs (jose) under their own key (preview-key.ts), bound to one post
 * (`sub`), expiring (`exp` always checked), audience pinned, so a login token is never a preview and a
 * preview is never a login. Anything that does not verify (another post, expired, altered) is
 * `undefined`: the caller answers as if no token had been sent.
 *
 * jose is imported when a token is made or checked, not with the module: the client post route carries
 * this module for the rare request with `preview=`, and evaluating jose at every cold start of it cost
 * init time for nothing. esbuild keeps a dynamically imported module in the bundle, evaluated on first
 * use but not tree-shaken: the subpaths (`jose/jwt/verify`, `jose/errors`) keep that to what is used
 * (`import('jose')` bundled all of jose, 67 KB, where the static import had 20 KB).
 */
import { clock } from '#platform/clock';
import { previewKey } from './preview-key';

const AUDIENCE = 'cms-draft-preview';
export const PREVIEW_MAX_SECONDS = 604_800;
export const PREVIEW_DEFAULT_SECONDS = 3600;
/** A JWT of this scheme is ~200 characters; anything far longer is not one (and is not worth verifying). */
export const PREVIEW_TOKEN_MAX_CHARS = 1024;

export async function issuePreviewToken(postId: number, expiresInSeconds: number): Promise<{ token: string; expiresAt: Date }> {
  const now = clock.nowSeconds();
  const expiresAtSeconds = now + expiresInSeconds;
  const { SignJWT } = await import('jose/jwt/sign');
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(postId))
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(expiresAtSeconds)
    .sign(await previewKey());
  return { token, expiresAt: new Date(expiresAtSeconds * 1000) };
}

/** The post id a valid token opens, or `undefined`. */
export async function verifyPreviewToken(token: string): Promise<number | undefined> {
  if (token.length > PREVIEW_TOKEN_MAX_CHARS) return undefined;
  const [{ jwtVerify }, joseErrors] = await Promise.all([import('jose/jwt/verify'), import('jose/errors')]);
  try {
    const { payload } = await jwtVerify(token, await previewKey(), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub', 'iat'],
      maxTokenAge: PREVIEW_MAX_SECONDS,
      currentDate: clock.now(),
    });
    const postId = Number(payload.sub);
    return Number.isSafeInteger(postId) && postId > 0 ? postId : undefined;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return undefined;
    throw error;
  }
}
