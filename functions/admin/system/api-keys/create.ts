import * as z from 'zod';
import { adminApiKeysCreate } from '../../../../infra/routes/system';
import { endpoint } from '../../../../shared/http/endpoint';
import { created } from '../../../../shared/http/reply';
import { createApiKey } from '../../../../shared/api-keys/manage-api-keys';
import { CreatedApiKeySchema, apiKeyShape } from '../../../../shared/api-keys/api-key-shape';
import { PERMISSIONS } from '../../../../shared/auth/permissions';

export const ApiKeyCreateBody = z.strictObject({
  name: z.string().trim().min(1).max(100),
  admin_permissions: z.array(z.enum(PERMISSIONS)).max(PERMISSIONS.length).optional(),
});

export const handler = endpoint(adminApiKeysCreate, { body: ApiKeyCreateBody, response: CreatedApiKeySchema }, async ({ body }) => {
  const { apiKey, value } = await createApiKey({ name: body.name, adminPermissions: body.admin_permissions });
  return created({ ...apiKeyShape(apiKey), key: value });
});
