/** The admin shape of an API key. The value is shown once, by create; lists never carry it. */
import * as z from 'zod';
import { adminTimestamp } from '../time';
import { PERMISSIONS } from '../auth/permissions';
import type { ApiKey } from './api-key';

const timestamp = () => z.string().describe('ISO 8601 UTC with microseconds, e.g. 2024-01-15T10:30:00.000000Z');

/** The answer of apiKeyShape (OpenAPI document, contract tests). */
export const ApiKeySchema = z
  .strictObject({
    id: z.int().positive(),
    name: z.string(),
    prefix: z.string().describe('the first characters of the key, to recognise it'),
    admin_permissions: z.array(z.enum(PERMISSIONS)).describe('empty for a client key'),
    created_at: timestamp(),
    revoked_at: timestamp().nullable(),
  })
  .describe('API key');

export const ApiKeyListSchema = z.array(ApiKeySchema);

/** The create answer: the only one that carries the key itself. */
export const CreatedApiKeySchema = ApiKeySchema.extend({ key: z.string().describe('the key: shown once, store it now') }).describe('Created API key');

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
