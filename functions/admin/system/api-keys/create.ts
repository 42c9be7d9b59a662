import * as z from 'zod/mini';
import { documentRequest, documentResponse, endpoint } from '#platform/http/endpoint';
import { created } from '#platform/http/reply';
import { createApiKey } from '#domains/api-keys/manage-api-keys';
import { apiKeyShape } from '#domains/api-keys/api-key-shape';
import { CreatedApiKeySchema } from '#domains/api-keys/api-key-response-schemas';
import { PERMISSIONS } from '#platform/auth/permissions';
import { actorOf } from '#platform/auth/actor';
import { CREATED_API_KEY_EXAMPLE } from '#domains/api-keys/api-key-examples';
import { array, documentedAs, enumOf, maxLength, minLength, optional, parserOf, strictObject, string, trim } from '#platform/http/input-checks';

export const ApiKeyCreateBody = /* @__PURE__ */ (() =>
  z.strictObject({
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    admin_permissions: z.optional(z.array(z.enum(PERMISSIONS)).check(z.maxLength(PERMISSIONS.length))),
  }))();

/** The body parsed without zod (input-checks.ts), as its twin above answers (the document's). */
const apiKeyCreateBody = parserOf(
  strictObject({
    name: string(undefined, trim(), minLength(1), maxLength(100)),
    admin_permissions: optional(array(enumOf(PERMISSIONS), undefined, maxLength(PERMISSIONS.length))),
  }),
);
DOCS: documentedAs(apiKeyCreateBody, ApiKeyCreateBody);

export const operation = endpoint({ body: apiKeyCreateBody }, async ({ body, admin }) => {
  const { apiKey, value } = await createApiKey({ name: body.name, adminPermissions: body.admin_permissions }, actorOf(admin));
  return created({ ...apiKeyShape(apiKey), key: value });
});

DOCS: documentRequest(operation, { name: 'Marketing site build', admin_permissions: ['cms.posts.list', 'cms.posts.read'] });
DOCS: documentResponse(operation, CreatedApiKeySchema, CREATED_API_KEY_EXAMPLE);
