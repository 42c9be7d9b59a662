import { route } from './types';

export const clientPreferencesGet = route({
  id: 'client-user-preferences-get',
  method: 'GET',
  path: '/api/client/v3/user/preferences',
  entry: 'functions/client/user/preferences-get.ts',
  audience: 'client-user',
});

export const clientPreferencesUpdate = route({
  id: 'client-user-preferences-update',
  method: 'PUT',
  path: '/api/client/v3/user/preferences',
  entry: 'functions/client/user/preferences-update.ts',
  audience: 'client-user',
  capabilities: ['table-write'],
});

export const clientProfileGet = route({
  id: 'client-user-profile-get',
  method: 'GET',
  path: '/api/client/v3/user/profile',
  entry: 'functions/client/user/profile-get.ts',
  audience: 'client-user',
});

export const clientProfileUpdate = route({
  id: 'client-user-profile-update',
  method: 'PUT',
  path: '/api/client/v3/user/profile',
  entry: 'functions/client/user/profile-update.ts',
  audience: 'client-user',
  capabilities: ['table-write'],
});
