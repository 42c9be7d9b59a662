/** Use cases of the API-key admin routes and the `cms key` commands. */
import { NotFound } from '../errors';
import { isoNow } from '../time';
import { insertApiKey, findApiKeyById, markApiKeyRevoked, setGatewayKeyId } from './api-keys-repository';
import { disableInGateway, registerWithGateway } from './gateway-registration';
import type { ApiKey } from './api-key';

export async function createApiKey(input: { name: string; adminPermissions?: string[]; value?: string }): Promise<{ apiKey: ApiKey; value: string }> {
  const created = await insertApiKey({ name: input.name, adminPermissions: input.adminPermissions ?? [], value: input.value }, isoNow());
  const gatewayKeyId = await registerWithGateway(`cms-${created.apiKey.id}-${input.name}`.slice(0, 128), created.value);
  if (gatewayKeyId) {
    await setGatewayKeyId(created.apiKey, gatewayKeyId);
    created.apiKey.gatewayKeyId = gatewayKeyId;
  }
  return created;
}

export async function revokeApiKey(id: number): Promise<ApiKey> {
  const apiKey = await findApiKeyById(id);
  if (!apiKey) throw new NotFound('api_key', 'API key not found.');
  const revoked = await markApiKeyRevoked(apiKey, isoNow());
  if (!revoked) throw new NotFound('api_key', 'API key not found.');
  await disableInGateway(revoked.gatewayKeyId);
  return revoked;
}

export { listAllApiKeys } from './api-keys-repository';
