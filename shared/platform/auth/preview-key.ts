/**
 * The HMAC key of draft-preview tokens. Locally `PREVIEW_KEY`; in AWS a Secrets Manager secret
 * (`PREVIEW_KEY_ARN`) read once per process through the extension, granted only to the routes that
 * sign or verify previews (capability `preview-key`): not the login-token secret, so a function that
 * verifies previews cannot sign a login, and the reverse. HKDF binds the material to this one use.
 */
import { hkdfSync } from 'node:crypto';
import { config, MissingConfiguration } from '#platform/config';
import { secretFromExtension } from '#platform/secrets-extension';

const INFO = 'cms draft preview tokens v1';
let cached: Promise<Uint8Array> | undefined;

export function previewKey(): Promise<Uint8Array> {
  cached ??= (async () => {
    const direct = config.previewKey;
    const arn = config.previewKeyArn;
    if (!direct && !arn) throw new MissingConfiguration('PREVIEW_KEY or PREVIEW_KEY_ARN');
    const material = direct ?? (await secretFromExtension(arn!));
    return new Uint8Array(hkdfSync('sha256', material, '', INFO, 32));
  })();
  cached.catch(() => {
    cached = undefined; // a failed fetch is retried by the next request
  });
  return cached;
}

/** Tests and `npm start`: forget the cached key after changing PREVIEW_KEY. */
export function resetPreviewKeyCache(): void {
  cached = undefined;
}
