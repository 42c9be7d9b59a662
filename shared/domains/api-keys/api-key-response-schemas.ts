/** The API key answers (OpenAPI document, contract tests); Lambda bundles leave them out. */
import * as z from 'zod/mini';
import { described } from '#platform/described';
import { PERMISSIONS } from '#platform/auth/permissions';

const timestamp = () => described(z.string(), 'ISO 8601 UTC with microseconds, e.g. 2024-01-15T10:30:00.000000Z');

/** The answer of apiKeyShape (OpenAPI document, contract tests). */
export const ApiKeySchema = described(
  z.strictObject({
    id: z.int().check(z.positive()),
    name: z.string(),
    prefix: described(z.string(), 'the first characters of the key, to recognise it'),
    admin_permissions: described(z.array(z.enum(PERMISSIONS)), 'empty for a client key'),
    created_at: timestamp(),
    revoked_at: z.nullable(timestamp()),
  }),
  'API key',
);

export const ApiKeyListSchema = z.array(ApiKeySchema);

/** The create answer: the only one that carries the key itself. */
export const CreatedApiKeySchema = described(
  z.extend(ApiKeySchema, { key: described(z.string(), 'the key: shown once, store it now') }),
  'Created API key',
);
