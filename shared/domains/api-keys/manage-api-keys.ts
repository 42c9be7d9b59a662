/** Use cases of the API-key admin routes and the `cms key` commands. */
import { NotFound } from '#platform/errors';
import { isoNow } from '#platform/time';
import { insertApiKey, findApiKeyById, markApiKeyRevoked, setGatewayKeyId } from './api-keys-repository';
import { disableInGateway, registerWithGateway } from './gateway-registration';
import type { ApiKey } from './api-key';
import { requireAll } from '#platform/auth/delegation';
import type { Actor } from '#platform/auth/actor';

/** A key can carry only admin permissions its creator holds (403 naming the first missing one). */
export async function createApiKey(
  input: { name: string; adminPermissions?: string[]; value?: string },
  actor: Actor,
): Promise<{ apiKey: ApiKey; value: string }> {
  requireAll(actor.permissions, input.adminPermissions ?? []);
  const created = await insertApiKey({ name: input.name, adminPermissions: input.adminPermissions ?? [], value: input.value }, isoNow(), actor);
  const gatewayKeyId = await registerWithGateway(`cms-${created.apiKey.id}-${input.name}`.slice(0, 128), created.value);
  if (gatewayKeyId) {
    await setGatewayKeyId(created.apiKey, gatewayKeyId);
    created.apiKey.gatewayKeyId = gatewayKeyId;
  }
  return created;
}

/** A key can be revoked only by a caller holding every admin permission it carries. */
export async function revokeApiKey(id: number, actor: Actor): Promise<ApiKey> {
  const apiKey = await findApiKeyById(id);
  if (!apiKey) throw new NotFound('api_key', 'API key not found.');
  requireAll(actor.permissions, apiKey.adminPermissions);
  const revoked = await markApiKeyRevoked(apiKey, isoNow(), actor);
  if (!revoked) throw new NotFound('api_key', 'API key not found.');
  await disableInGateway(revoked.gatewayKeyId);
  return revoked;
}

export { listAllApiKeys } from './api-keys-repository';
