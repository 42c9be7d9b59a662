import { all, allocateId, listCollection, listsChanged, audit, mediaReference, readMfa, writeMfa } from './access-fragments';
import { route } from './types';

export const adminUsersList = route({
  id: 'admin-user-users-list',
  method: 'GET',
  path: '/api/admin/v3/user/user',
  summary: 'List users',
  description:
    'A page of users in the client user shape (spec 2.5) with their real email and mobile, roles and status; never a password. `search` and `filter[]` as on the other lists.',
  entry: 'functions/admin/user/users/list.ts',
  audience: 'admin',
  permission: 'user.users.list',
  access: all(listCollection, mediaReference),
  bench: { list: 'other' },
});

export const adminUsersCreate = route({
  id: 'admin-user-users-create',
  method: 'POST',
  path: '/api/admin/v3/user/user',
  summary: 'Create a user',
  description:
    'Creates a user with a password (stored as a scrypt hash, never answered) and roles. A taken email is 422. Send `Idempotency-Key` to make a retry safe.',
  entry: 'functions/admin/user/users/create.ts',
  audience: 'admin',
  permission: 'user.users.create',
  capabilities: ['table-write'],
  idempotent: true,
  access: all(allocateId, audit, mediaReference, { items: { PutItem: ['user', 'userEmail'] } }),
  rules: ['Delegation: each role given must grant only permissions the caller holds; otherwise 403 naming the first missing one. Audited.'],
  bench: { body: { first_name: 'New', last_name: 'Editor', email: 'editor-{unique}@bench.example', password: 'a long enough password 123', roles: ['editor'] } },
});

export const adminUsersGet = route({
  id: 'admin-user-users-get',
  method: 'GET',
  path: '/api/admin/v3/user/user/{id}',
  summary: 'Get a user',
  description:
    'One user with roles, status, real email and mobile; never the password.',
  entry: 'functions/admin/user/users/get.ts',
  audience: 'admin',
  permission: 'user.users.read',
  access: all(mediaReference, { items: { GetItem: ['user'] } }),
  bench: { params: { id: '{author:0}' } },
});

export const adminUsersUpdate = route({
  id: 'admin-user-users-update',
  method: 'PUT',
  path: '/api/admin/v3/user/user/{id}',
  summary: 'Update a user',
  description:
    "Changes only the fields sent. A password, role, status or email change refuses the user's older tokens within 30 seconds. A taken email is 422.",
  entry: 'functions/admin/user/users/update.ts',
  audience: 'admin',
  permission: 'user.users.update',
  capabilities: ['table-write'],
  access: all(audit, mediaReference, listsChanged, { items: { GetItem: ['user'], UpdateItem: ['user'], PutItem: ['userEmail'], DeleteItem: ['userEmail'] } }),
  rules: [
    "Delegation: changing email, password, roles or status needs every permission the user's current roles grant, and new roles only permissions the caller holds; nobody changes their own roles or status (403). Role, status, email and password changes are audited.",
  ],
  bench: { params: { id: '{author:1}' }, body: { last_name: 'Bench {n}' } },
});

export const adminUsersDelete = route({
  id: 'admin-user-users-delete',
  method: 'DELETE',
  path: '/api/admin/v3/user/user/{id}',
  summary: 'Delete a user',
  description:
    "Deletes the account (the user's tokens stop working within 30 seconds). Their posts and comments stay; comments then show an empty author.",
  entry: 'functions/admin/user/users/delete.ts',
  audience: 'admin',
  permission: 'user.users.delete',
  capabilities: ['table-write'],
  // A deleted user's second factor goes with it.
  access: all(audit, listsChanged, { items: { GetItem: ['user'], DeleteItem: ['user', 'userEmail', 'mfa'] } }),
  rules: ["Delegation: needs every permission the user's roles grant; nobody deletes their own account (409). Audited."],
  bench: { params: { id: '{fresh-user}' } },
});

/** Resets a user's second factor (a lost phone): shared/domains/accounts/mfa-reset.ts. */
export const adminUsersMfaReset = route({
  id: 'admin-user-users-mfa-reset',
  method: 'DELETE',
  path: '/api/admin/v3/user/user/{id}/mfa',
  summary: "Reset a user's second factor",
  description:
    "Turns off the user's second factor and deletes its secret and recovery codes, for a user who lost their authenticator and their codes; they log in with the password alone again (or enrol at login where their role requires a factor). Nobody resets their own here (403: turning one's own off takes a code). A user without a second factor answers 409 `mfa_not_enrolled`.",
  entry: 'functions/admin/user/users/mfa-reset.ts',
  audience: 'admin',
  permission: 'user.users.update',
  capabilities: ['table-write'],
  access: all(readMfa, writeMfa('DeleteItem'), mediaReference, { items: { GetItem: ['user'] } }),
  rules: ["Delegation: needs every permission the user's roles grant; nobody resets their own (403). Audited."],
  bench: { params: { id: '{mfa-user}' } },
});

/** The OpenAPI tags of these routes (named after their paths, infra/openapi/operation.ts `tagOf`), described. */
export const TAGS = {
  'admin user/user':
    'User administration: accounts, roles and status. Giving a role needs every permission it grants.',
};
