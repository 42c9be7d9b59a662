/**
 * The HS256 signing secret. Locally `JWT_SECRET`; in AWS a Secrets Manager secret (`JWT_SECRET_ARN`)
 * read once per process through the AWS Parameters and Secrets Lambda extension on localhost, so no
 * Secrets Manager SDK client is bundled or initialised.
 */
import { config, MissingConfiguration } from '#platform/config';
import { secretFromExtension } from '#platform/secrets-extension';

let cached: Promise<Uint8Array> | undefined;

export function jwtSecret(): Promise<Uint8Array> {
  cached ??= (async () => {
    const direct = config.jwtSecret;
    if (direct) return new TextEncoder().encode(direct);
    const arn = config.jwtSecretArn;
    if (!arn) throw new MissingConfiguration('JWT_SECRET or JWT_SECRET_ARN');
    return new TextEncoder().encode(await secretFromExtension(arn));
  })();
  cached.catch(() => {
    cached = undefined; // a failed fetch is retried by the next request
  });
  return cached;
}

/** Tests only: forget the cached secret after changing JWT_SECRET. */
export function resetJwtSecretCache(): void {
  cached = undefined;
}
