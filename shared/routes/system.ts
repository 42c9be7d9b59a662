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
  capabilities: ['table-write', 'api-gateway-keys'],
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
