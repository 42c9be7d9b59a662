/**
 * In AWS, a client key must also exist in API Gateway and belong to the usage plan, so that the
 * plan's throttle and daily quota back up the exact counters. Locally (neither USAGE_PLAN_ID nor
 * USAGE_PLAN_ID_PARAMETER) this does nothing: the local gateway reads keys from the table.
 * The SDK client is loaded only when used.
 *
 * Where the usage plan id comes from: `USAGE_PLAN_ID` (the `cms` tool, given the stack output), or in
 * Lambda the SSM parameter named by `USAGE_PLAN_ID_PARAMETER`, read once per process through the AWS
 * Parameters and Secrets extension. The id cannot be a function variable: the usage plan is created
 * after the functions (see infra/stack/cms-stack.ts).
 *
 * The three API Gateway calls are signed requests (shared/platform/aws/) rather than the API Gateway client,
 * which would add a third to the bundles of the key functions and most of their init time.
 */
import { config } from '#platform/config';
import { uriEncode } from '#platform/aws/sigv4';
import { awsRequest } from '#platform/aws/aws-request';

const apiGateway = (path: string): URL => new URL(`${config.apiGatewayEndpoint}${path}`);

let cachedPlanId: Promise<string> | undefined;

const inGateway = (): boolean => Boolean(process.env.USAGE_PLAN_ID || process.env.USAGE_PLAN_ID_PARAMETER);

async function fromParameter(name: string): Promise<string> {
  const port = process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT ?? '2773';
  const response = await fetch(`http://localhost:${port}/systemsmanager/parameters/get?name=${encodeURIComponent(name)}`, {
    headers: { 'X-Aws-Parameters-Secrets-Token': process.env.AWS_SESSION_TOKEN ?? '' },
  });
  if (!response.ok) throw new Error(`parameters extension answered ${response.status} for ${name}`);
  const body = (await response.json()) as { Parameter?: { Value?: string } };
  const value = body.Parameter?.Value;
  if (!value) throw new Error(`parameter ${name} has no value`);
  return value;
}

/** The usage plan of client keys, or `undefined` when keys live in the table only (local). */
export async function usagePlanId(): Promise<string | undefined> {
  const direct = process.env.USAGE_PLAN_ID;
  if (direct) return direct;
  const parameter = process.env.USAGE_PLAN_ID_PARAMETER;
  if (!parameter) return undefined;
  if (!cachedPlanId) {
    const pending = fromParameter(parameter);
    cachedPlanId = pending;
    pending.catch(() => {
      if (cachedPlanId === pending) cachedPlanId = undefined; // a failed read is retried by the next request
    });
  }
  return cachedPlanId;
}

/** Tests only: forget the id read from the parameter. */
export function resetUsagePlanIdCache(): void {
  cachedPlanId = undefined;
}

export async function registerWithGateway(name: string, value: string): Promise<string | undefined> {
  const planId = await usagePlanId();
  if (!planId) return undefined;
  const created = (await awsRequest('apigateway', 'POST', apiGateway('/apikeys'), { name, value, enabled: true })).body;
  const keyId = typeof created === 'object' && created !== null && 'id' in created ? created.id : undefined;
  if (typeof keyId !== 'string' || !keyId) throw new Error('API Gateway returned no key id');
  await awsRequest('apigateway', 'POST', apiGateway(`/usageplans/${uriEncode(planId)}/keys`), { keyId, keyType: 'API_KEY' });
  return keyId;
}

export async function disableInGateway(gatewayKeyId: string | null): Promise<void> {
  if (!gatewayKeyId || !inGateway()) return;
  await awsRequest('apigateway', 'PATCH', apiGateway(`/apikeys/${uriEncode(gatewayKeyId)}`), { patchOperations: [{ op: 'replace', path: '/enabled', value: 'false' }] });
}
