/**
 * Reads a Secrets Manager secret through the AWS Parameters and Secrets Lambda extension on
 * localhost, so that no Secrets Manager SDK client is bundled or initialised.
 */
export async function secretFromExtension(secretArn: string): Promise<string> {
  const port = process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT ?? '2773';
  const response = await fetch(`http://localhost:${port}/secretsmanager/get?secretId=${encodeURIComponent(secretArn)}`, {
    headers: { 'X-Aws-Parameters-Secrets-Token': process.env.AWS_SESSION_TOKEN ?? '' },
  });
  if (!response.ok) throw new Error(`secrets extension answered ${response.status}`);
  const body = (await response.json()) as { SecretString?: string };
  if (!body.SecretString) throw new Error('secret has no SecretString');
  return body.SecretString;
}
