/**
 * In AWS, a client key must also exist in API Gateway and belong to the usage plan, so that the
 * plan's throttle and daily quota back up the exact counters. Locally (no USAGE_PLAN_ID) this does
 * nothing: the local gateway reads keys from the table. The SDK client is loaded only when used.
 */
import { config } from '../config';

const usagePlanId = (): string | undefined => process.env.USAGE_PLAN_ID || undefined;

export async function registerWithGateway(name: string, value: string): Promise<string | undefined> {
  const planId = usagePlanId();
  if (!planId) return undefined;
  const { APIGatewayClient, CreateApiKeyCommand, CreateUsagePlanKeyCommand } = await import('@aws-sdk/client-api-gateway');
  const client = new APIGatewayClient({ region: config.region });
  const created = await client.send(new CreateApiKeyCommand({ name, value, enabled: true }));
  if (!created.id) throw new Error('API Gateway returned no key id');
  await client.send(new CreateUsagePlanKeyCommand({ usagePlanId: planId, keyId: created.id, keyType: 'API_KEY' }));
  return created.id;
}

export async function disableInGateway(gatewayKeyId: string | null): Promise<void> {
  if (!gatewayKeyId || !usagePlanId()) return;
  const { APIGatewayClient, UpdateApiKeyCommand } = await import('@aws-sdk/client-api-gateway');
  const client = new APIGatewayClient({ region: config.region });
  await client.send(new UpdateApiKeyCommand({ apiKey: gatewayKeyId, patchOperations: [{ op: 'replace', path: '/enabled', value: 'false' }] }));
}
