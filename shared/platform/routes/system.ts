import { route } from './types';

export const adminApiKeysList = route({
  id: 'admin-system-api-keys-list',
  method: 'GET',
  path: '/api/admin/v3/system/api-key',
  entry: 'functions/admin/system/api-keys/list.ts',
  audience: 'admin',
  permission: 'system.api_keys.list',
});

export const adminApiKeysCreate = route({
  id: 'admin-system-api-keys-create',
  method: 'POST',
  path: '/api/admin/v3/system/api-key',
  entry: 'functions/admin/system/api-keys/create.ts',
  audience: 'admin',
  permission: 'system.api_keys.create',
  capabilities: ['table-write', 'api-gateway-keys'],
});

export const adminApiKeysRevoke = route({
  id: 'admin-system-api-keys-revoke',
  method: 'DELETE',
  path: '/api/admin/v3/system/api-key/{id}',
  entry: 'functions/admin/system/api-keys/revoke.ts',
  audience: 'admin',
  permission: 'system.api_keys.revoke',
  // A revoked key must be refused at once, not once API Gateway's cached Allow expires.
  capabilities: ['table-write', 'api-gateway-keys', 'authorizer-cache'],
});

export const adminAuditLogList = route({
  id: 'admin-system-audit-log-list',
  method: 'GET',
  path: '/api/admin/v3/system/audit-log',
  entry: 'functions/admin/system/audit-log/list.ts',
  audience: 'admin',
  permission: 'system.audit.list',
  capabilities: ['cursor-key'],
});

const WEBHOOKS = '/api/admin/v3/system/webhook';
// Writing webhooks sends nothing to the queue; redeliver does (the webhook-queue capability).

export const adminWebhooksList = route({
  id: 'admin-system-webhooks-list',
  method: 'GET',
  path: WEBHOOKS,
  entry: 'functions/admin/system/webhooks/list.ts',
  audience: 'admin',
  permission: 'system.webhooks.list',
});

export const adminWebhooksCreate = route({
  id: 'admin-system-webhooks-create',
  method: 'POST',
  path: WEBHOOKS,
  entry: 'functions/admin/system/webhooks/create.ts',
  audience: 'admin',
  permission: 'system.webhooks.create',
  capabilities: ['table-write'],
});

export const adminWebhooksGet = route({
  id: 'admin-system-webhooks-get',
  method: 'GET',
  path: `${WEBHOOKS}/{id}`,
  entry: 'functions/admin/system/webhooks/get.ts',
  audience: 'admin',
  permission: 'system.webhooks.list',
});

export const adminWebhooksUpdate = route({
  id: 'admin-system-webhooks-update',
  method: 'PUT',
  path: `${WEBHOOKS}/{id}`,
  entry: 'functions/admin/system/webhooks/update.ts',
  audience: 'admin',
  permission: 'system.webhooks.update',
  capabilities: ['table-write'],
});

export const adminWebhooksDelete = route({
  id: 'admin-system-webhooks-delete',
  method: 'DELETE',
  path: `${WEBHOOKS}/{id}`,
  entry: 'functions/admin/system/webhooks/delete.ts',
  audience: 'admin',
  permission: 'system.webhooks.delete',
  capabilities: ['table-write'],
});

export const adminWebhookDeliveriesList = route({
  id: 'admin-system-webhooks-deliveries',
  method: 'GET',
  path: `${WEBHOOKS}/{id}/deliveries`,
  entry: 'functions/admin/system/webhooks/deliveries.ts',
  audience: 'admin',
  permission: 'system.webhooks.list',
});

export const adminWebhookRedeliver = route({
  id: 'admin-system-webhooks-redeliver',
  method: 'POST',
  path: `${WEBHOOKS}/{id}/deliveries/{delivery_id}/redeliver`,
  entry: 'functions/admin/system/webhooks/redeliver.ts',
  audience: 'admin',
  permission: 'system.webhooks.update',
  capabilities: ['webhook-queue'],
});
