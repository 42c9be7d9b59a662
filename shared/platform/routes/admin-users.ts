import { route } from './types';

export const adminUsersList = route({
  id: 'admin-user-users-list',
  method: 'GET',
  path: '/api/admin/v3/user/user',
  entry: 'functions/admin/user/users/list.ts',
  audience: 'admin',
  permission: 'user.users.list',
});

export const adminUsersCreate = route({
  id: 'admin-user-users-create',
  method: 'POST',
  path: '/api/admin/v3/user/user',
  entry: 'functions/admin/user/users/create.ts',
  audience: 'admin',
  permission: 'user.users.create',
  capabilities: ['table-write'],
  idempotent: true,
});

export const adminUsersGet = route({
  id: 'admin-user-users-get',
  method: 'GET',
  path: '/api/admin/v3/user/user/{id}',
  entry: 'functions/admin/user/users/get.ts',
  audience: 'admin',
  permission: 'user.users.read',
});

export const adminUsersUpdate = route({
  id: 'admin-user-users-update',
  method: 'PUT',
  path: '/api/admin/v3/user/user/{id}',
  entry: 'functions/admin/user/users/update.ts',
  audience: 'admin',
  permission: 'user.users.update',
  capabilities: ['table-write'],
});

export const adminUsersDelete = route({
  id: 'admin-user-users-delete',
  method: 'DELETE',
  path: '/api/admin/v3/user/user/{id}',
  entry: 'functions/admin/user/users/delete.ts',
  audience: 'admin',
  permission: 'user.users.delete',
  capabilities: ['table-write'],
});

/** Resets a user's second factor (a lost phone): shared/domains/accounts/mfa-reset.ts. */
export const adminUsersMfaReset = route({
  id: 'admin-user-users-mfa-reset',
  method: 'DELETE',
  path: '/api/admin/v3/user/user/{id}/mfa',
  entry: 'functions/admin/user/users/mfa-reset.ts',
  audience: 'admin',
  permission: 'user.users.update',
  capabilities: ['table-write'],
});
