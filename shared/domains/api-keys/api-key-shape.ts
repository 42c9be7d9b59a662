/** The admin shape of an API key. The value is shown once, by create; lists never carry it. */
import { adminTimestamp } from '#platform/time';
import type { ApiKey } from './api-key';

export function apiKeyShape(apiKey: ApiKey) {
  return {
    id: apiKey.id,
    name: apiKey.name,
    prefix: apiKey.prefix,
    admin_permissions: apiKey.adminPermissions,
    created_at: adminTimestamp(apiKey.createdAt),
    revoked_at: adminTimestamp(apiKey.revokedAt),
  };
}
