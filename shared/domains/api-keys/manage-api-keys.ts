/** Use cases of the API-key admin routes and the `cms key` commands. */
import { NotFound, ServiceUnavailable } from '#platform/errors';
import { logger, errorFields } from '#platform/logs/logger';
import { isoNow } from '#platform/time';
import { insertApiKey, findApiKeyById, markApiKeyRevoked, setGatewayKeyId } from './api-keys-repository';
import { disableInGateway, registerWithGateway } from './gateway-registration';
import { flushAuthorizerCache } from './authorizer-cache';
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

/**
 * A key can be revoked only by a caller holding every admin permission it carries. Revoked in the
 * table first (what every authorizer reads), then API Gateway's cached answers are flushed, so the
 * key is refused on its next request. Revoking a revoked key does the gateway's part again: a revoke
 * whose flush failed (503) is finished by sending it again.
 */
export async function revokeApiKey(id: number, actor: Actor): Promise<ApiKey> {
  const apiKey = await findApiKeyById(id);
  if (!apiKey) throw new NotFound('api_key', 'API key not found.');
  requireAll(actor.permissions, apiKey.adminPermissions);
  const revoked = await markApiKeyRevoked(apiKey, isoNow(), actor);
  if (!revoked) throw new NotFound('api_key', 'API key not found.');
  await disableInGateway(revoked.gatewayKeyId);
  try {
    await flushAuthorizerCache();
  } catch (error) {
    logger.error('authorizer cache flush failed', { api_key_id: revoked.id, ...errorFields(error) });
    throw new ServiceUnavailable(5, 'The key is revoked, but the gateway may accept it for a few more minutes: its authorizer cache could not be flushed. Revoke it again to retry.');
  }
  return revoked;
}

export { listAllApiKeys } from './api-keys-repository';
