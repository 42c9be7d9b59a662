import { all, allocateId, listCollection, audit } from './access-fragments';
import { route } from './types';

export const adminApiKeysList = route({
  id: 'admin-system-api-keys-list',
  method: 'GET',
  path: '/api/admin/v3/system/api-key',
  summary: 'List API keys',
  description:
    "A page of API keys, client and admin ones, by id. A key's secret is never shown again after its creation: the list shows its `prefix` to recognise it, its admin permissions and whether it is revoked.",
  entry: 'functions/admin/system/api-keys/list.ts',
  audience: 'admin',
  permission: 'system.api_keys.list',
  access: listCollection,
  bench: { list: 'other' },
});

export const adminApiKeysCreate = route({
  id: 'admin-system-api-keys-create',
  method: 'POST',
  path: '/api/admin/v3/system/api-key',
  summary: 'Create an API key',
  description:
    'Creates a key for an application: a client key (no `admin_permissions`) reads the client routes under the default usage plan; a key with `admin_permissions` can also call the admin routes that need them (machine access). The answer carries the key itself, `key`, once: store it now, no other answer shows it. Deployed, the key is also registered with API Gateway and its usage plan.',
  entry: 'functions/admin/system/api-keys/create.ts',
  audience: 'admin',
  permission: 'system.api_keys.create',
  capabilities: ['table-write', 'api-gateway-keys'],
  // UpdateItem: the id API Gateway gave the key, recorded once it is registered there (in AWS).
  access: all(allocateId, audit, { items: { PutItem: ['apiKey'], UpdateItem: ['apiKey'] } }),
  rules: ['Delegation: `admin_permissions` must be held by the caller; otherwise 403 naming the first missing one. Audited.'],
  bench: { body: { name: 'bench app {unique}' } },
});

export const adminApiKeysRevoke = route({
  id: 'admin-system-api-keys-revoke',
  method: 'DELETE',
  path: '/api/admin/v3/system/api-key/{id}',
  summary: 'Revoke an API key',
  description:
    "Revokes a key: it is refused within 10 seconds everywhere (the revoke also flushes API Gateway's authorizer cache). The key stays listed, with `revoked_at`.",
  entry: 'functions/admin/system/api-keys/revoke.ts',
  audience: 'admin',
  permission: 'system.api_keys.revoke',
  // A revoked key must be refused at once, not once API Gateway's cached Allow expires.
  capabilities: ['table-write', 'api-gateway-keys', 'authorizer-cache'],
  access: all(listCollection, audit, { items: { GetItem: ['apiKey'], UpdateItem: ['apiKey'] } }),
  rules: ['Delegation: only a caller holding every permission of the key may revoke it. Audited.'],
  bench: { params: { id: '{fresh-api-key}' } },
});

export const adminAuditLogList = route({
  id: 'admin-system-audit-log-list',
  method: 'GET',
  path: '/api/admin/v3/system/audit-log',
  summary: 'List the audit log',
  description:
    'Security-relevant changes, newest first: API keys created and revoked, users created and deleted, role, status, email and password changes. Each entry names who did it, what it touched and the state before and after (never a password hash or a key). Filter by `actor`, `action` and a `from`/`to` time range; `links.next` carries a cursor.',
  entry: 'functions/admin/system/audit-log/list.ts',
  audience: 'admin',
  permission: 'system.audit.list',
  capabilities: ['cursor-key'],
  access: { items: { Query: ['audit'] }, indexes: ['gsi1', 'gsi2'] },
  bench: { list: 'other' },
});

const WEBHOOKS = '/api/admin/v3/system/webhook';
// Writing webhooks sends nothing to the queue; redeliver does (the webhook-queue capability).

export const adminWebhooksList = route({
  id: 'admin-system-webhooks-list',
  method: 'GET',
  path: WEBHOOKS,
  summary: 'List webhooks',
  description:
    'Every webhook with its URL, the events it subscribes to and whether it is enabled. The signing secret is never shown again after creation.',
  entry: 'functions/admin/system/webhooks/list.ts',
  audience: 'admin',
  permission: 'system.webhooks.list',
  access: { items: { Query: ['webhook'] } },
  bench: { list: 'other' },
});

export const adminWebhooksCreate = route({
  id: 'admin-system-webhooks-create',
  method: 'POST',
  path: WEBHOOKS,
  summary: 'Create a webhook',
  description:
    "Subscribes a URL to events (`post.published`, `post.*`, `*`: see the `webhooks` section for each event's payload). The answer carries the signing secret (`whsec_...`) once: use it to verify each delivery's `webhook-signature` (Standard Webhooks). Deployed, the URL must be `https` on a public address (checked now and before every attempt); at most 20 webhooks (422 beyond).",
  entry: 'functions/admin/system/webhooks/create.ts',
  audience: 'admin',
  permission: 'system.webhooks.create',
  capabilities: ['table-write'],
  // The limit counts the webhooks first.
  access: all(allocateId, { items: { Query: ['webhook'], PutItem: ['webhook'] } }),
  bench: { body: { url: 'http://127.0.0.1:9/bench-{unique}', events: ['post.*'], enabled: false } },
});

export const adminWebhooksGet = route({
  id: 'admin-system-webhooks-get',
  method: 'GET',
  path: `${WEBHOOKS}/{id}`,
  summary: 'Get a webhook',
  description:
    'One webhook by id, without its secret.',
  entry: 'functions/admin/system/webhooks/get.ts',
  audience: 'admin',
  permission: 'system.webhooks.list',
  access: { items: { GetItem: ['webhook'] } },
  bench: { params: { id: '{webhook.id}' } },
});

export const adminWebhooksUpdate = route({
  id: 'admin-system-webhooks-update',
  method: 'PUT',
  path: `${WEBHOOKS}/{id}`,
  summary: 'Update a webhook',
  description:
    'Changes the URL, the events, the description or `enabled` (a disabled webhook receives nothing; queued deliveries to it are dropped). Only the fields sent change; the secret stays.',
  entry: 'functions/admin/system/webhooks/update.ts',
  audience: 'admin',
  permission: 'system.webhooks.update',
  capabilities: ['table-write'],
  access: { items: { GetItem: ['webhook'], PutItem: ['webhook'] } },
  bench: { params: { id: '{webhook.id}' }, body: { description: 'Renamed {unique}' } },
});

export const adminWebhooksDelete = route({
  id: 'admin-system-webhooks-delete',
  method: 'DELETE',
  path: `${WEBHOOKS}/{id}`,
  summary: 'Delete a webhook',
  description:
    'Deletes a webhook: nothing more is sent to it, and deliveries still queued for it are dropped.',
  entry: 'functions/admin/system/webhooks/delete.ts',
  audience: 'admin',
  permission: 'system.webhooks.delete',
  capabilities: ['table-write'],
  access: { items: { DeleteItem: ['webhook'] } },
  bench: { params: { id: '{webhook.id}' } },
});

export const adminWebhookDeliveriesList = route({
  id: 'admin-system-webhooks-deliveries',
  method: 'GET',
  path: `${WEBHOOKS}/{id}/deliveries`,
  summary: 'List deliveries of a webhook',
  description:
    "The webhook's delivery attempts, newest first: the event, the attempt number, the outcome (`delivered`, `retrying`, `failed`, `dead`), the receiver's status or the error, and when the next attempt is due. A failed delivery is retried for about 24 hours (5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h, 8 h, 8 h) unless the receiver answered a final 4xx.",
  entry: 'functions/admin/system/webhooks/deliveries.ts',
  audience: 'admin',
  permission: 'system.webhooks.list',
  access: { items: { GetItem: ['webhook'], Query: ['webhookDelivery'] } },
  bench: { params: { id: '{webhook.id}' } },
});

export const adminWebhookRedeliver = route({
  id: 'admin-system-webhooks-redeliver',
  method: 'POST',
  path: `${WEBHOOKS}/{id}/deliveries/{delivery_id}/redeliver`,
  summary: 'Redeliver an event',
  description:
    'Queues the event of one recorded attempt (`delivery_id` from the deliveries list) again, with the same body and the same `webhook-id` header, so a receiver that deduplicates on it sees the same event. Answers at once; the attempt appears in the deliveries list when made.',
  entry: 'functions/admin/system/webhooks/redeliver.ts',
  audience: 'admin',
  permission: 'system.webhooks.update',
  capabilities: ['webhook-queue'],
  access: { items: { GetItem: ['webhook', 'webhookDelivery'] } },
  bench: { params: { id: '{webhook.id}', delivery_id: '{webhook.delivery_id}' } },
});

/** The OpenAPI tags of these routes (named after their paths, infra/openapi/operation.ts `tagOf`), described. */
export const TAGS = {
  'admin system/api-key':
    'API keys: client keys for applications (counted against per-key limits) and keys with admin permissions for machine access. Only a caller holding a permission can give it to a key.',
  'admin system/audit-log':
    'The audit log: who changed keys, users, roles, status, emails and passwords, when, and the state before and after.',
  'admin system/webhook':
    'Webhooks: URLs the service POSTs events to (post published, tag deleted...), signed as Standard Webhooks, retried for about 24 hours, with a log of every attempt. The payloads are described in the `webhooks` section.',
};
