/**
 * Bundled in place of `@aws-sdk/credential-provider-node` (infra/stack/bundling.ts). A Lambda function
 * always receives its role's credentials in the environment, so the default chain's other sources
 * (SSO, INI files, web identity, process, container and instance metadata) and the STS/SSO clients they
 * carry are dead weight: about 135 KB of every bundle and a fifth of its init time. Tests, `npm start`
 * and the `cms` tool run unbundled, with the real chain.
 */
interface EnvCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  expiration?: Date;
}

/** The SDK asks for a provider; it calls it whenever its cached credentials expire. */
export const defaultProvider = (_init?: unknown) => async (): Promise<EnvCredentials> => {
  const accessKeyId = process.env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) {
    throw new Error('AWS credentials are missing from the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY): bundled functions run only in Lambda');
  }
  const sessionToken = process.env.AWS_SESSION_TOKEN;
  const expiry = process.env.AWS_CREDENTIAL_EXPIRATION;
  return { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}), ...(expiry ? { expiration: new Date(expiry) } : {}) };
};
