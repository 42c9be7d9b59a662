/**
 * The HS256 signing secret. Locally `JWT_SECRET`; in AWS a Secrets Manager secret (`JWT_SECRET_ARN`)
 * read once per process through the AWS Parameters and Secrets Lambda extension on localhost, so no
 * Secrets Manager SDK client is bundled or initialised.
 */
import { config, MissingConfiguration } from '../config';

let cached: Promise<Uint8Array> | undefined;

async function fromExtension(secretArn: string): Promise<string> {
  const port = process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT ?? '2773';
  const response = await fetch(`http://localhost:${port}/secretsmanager/get?secretId=${encodeURIComponent(secretArn)}`, {
    headers: { 'X-Aws-Parameters-Secrets-Token': process.env.AWS_SESSION_TOKEN ?? '' },
  });
  if (!response.ok) throw new Error(`secrets extension answered ${response.status}`);
  const body = (await response.json()) as { SecretString?: string };
  if (!body.SecretString) throw new Error('secret has no SecretString');
  return body.SecretString;
}

export function jwtSecret(): Promise<Uint8Array> {
  cached ??= (async () => {
    const direct = config.jwtSecret;
    if (direct) return new TextEncoder().encode(direct);
    const arn = config.jwtSecretArn;
    if (!arn) throw new MissingConfiguration('JWT_SECRET or JWT_SECRET_ARN');
    return new TextEncoder().encode(await fromExtension(arn));
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
