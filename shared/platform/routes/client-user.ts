import { all, listsChanged, mediaReference, readUser } from './access-fragments';
import { route } from './types';

export const clientPreferencesGet = route({
  id: 'client-user-preferences-get',
  method: 'GET',
  path: '/api/client/v3/user/preferences',
  summary: 'Get my preferences',
  description:
    "The signed-in user's preferences, with defaults for what they never set: language `fa`, time zone `Asia/Tehran`, theme `system`, email notifications on, no favourite categories.",
  entry: 'functions/client/user/preferences-get.ts',
  audience: 'client-user',
  access: readUser,
  bench: {},
});

export const clientPreferencesUpdate = route({
  id: 'client-user-preferences-update',
  method: 'PUT',
  path: '/api/client/v3/user/preferences',
  summary: 'Update my preferences',
  description:
    'Changes only the preferences sent. The time zone must be an IANA name; favourite categories must exist (422 otherwise).',
  entry: 'functions/client/user/preferences-update.ts',
  audience: 'client-user',
  capabilities: ['table-write'],
  access: all(readUser, { items: { GetItem: ['category'], UpdateItem: ['user'] } }),
  bench: { body: { theme: 'dark', email_notifications: true } },
});

export const clientProfileGet = route({
  id: 'client-user-profile-get',
  method: 'GET',
  path: '/api/client/v3/user/profile',
  summary: 'Get my profile',
  description:
    "The signed-in user's own profile, in the client user shape (spec 2.5) with their email.",
  entry: 'functions/client/user/profile-get.ts',
  audience: 'client-user',
  access: all(readUser, mediaReference),
  bench: {},
});

export const clientProfileUpdate = route({
  id: 'client-user-profile-update',
  method: 'PUT',
  path: '/api/client/v3/user/profile',
  summary: 'Update my profile',
  description:
    'Changes the names, mobile or avatar (`avatar_id`, a media id); names are plain text (markup refused). The email, roles and status are not changed here.',
  entry: 'functions/client/user/profile-update.ts',
  audience: 'client-user',
  capabilities: ['table-write'],
  // The email is read-only here: no email item moves.
  access: all(readUser, mediaReference, listsChanged, { items: { UpdateItem: ['user'] } }),
  bench: { body: { last_name: 'Reader {n}' } },
});

/** The OpenAPI tags of these routes (named after their paths, infra/openapi/operation.ts `tagOf`), described. */
export const TAGS = {
  'client user/preferences':
    "The signed-in reader's preferences: language, time zone, theme, email notifications and favourite categories.",
  'client user/profile':
    "The signed-in reader's own profile.",
};
