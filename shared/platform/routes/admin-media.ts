import { route } from './types';

export const adminMediaList = route({
  id: 'admin-cms-media-list',
  method: 'GET',
  path: '/api/admin/v3/cms/media',
  entry: 'functions/admin/cms/media/list.ts',
  audience: 'admin',
  permission: 'cms.media.list',
  capabilities: ['cursor-key'],
});

export const adminMediaCreate = route({
  id: 'admin-cms-media-create',
  method: 'POST',
  path: '/api/admin/v3/cms/media',
  entry: 'functions/admin/cms/media/create.ts',
  audience: 'admin',
  permission: 'cms.media.create',
  capabilities: ['table-write', 'media-bucket'],
  idempotent: true,
});

export const adminMediaGet = route({
  id: 'admin-cms-media-get',
  method: 'GET',
  path: '/api/admin/v3/cms/media/{id}',
  entry: 'functions/admin/cms/media/get.ts',
  audience: 'admin',
  permission: 'cms.media.read',
});

export const adminMediaUpdate = route({
  id: 'admin-cms-media-update',
  method: 'PUT',
  path: '/api/admin/v3/cms/media/{id}',
  entry: 'functions/admin/cms/media/update.ts',
  audience: 'admin',
  permission: 'cms.media.update',
  capabilities: ['table-write'],
});

export const adminMediaDelete = route({
  id: 'admin-cms-media-delete',
  method: 'DELETE',
  path: '/api/admin/v3/cms/media/{id}',
  entry: 'functions/admin/cms/media/delete.ts',
  audience: 'admin',
  permission: 'cms.media.delete',
  capabilities: ['table-write', 'media-bucket'],
});
