import { route } from './types';

export const adminTagsList = route({
  id: 'admin-cms-tags-list',
  method: 'GET',
  path: '/api/admin/v3/cms/tag',
  entry: 'functions/admin/cms/tags/list.ts',
  audience: 'admin',
  permission: 'cms.tags.list',
  capabilities: ['cursor-key'],
});

export const adminTagsCreate = route({
  id: 'admin-cms-tags-create',
  method: 'POST',
  path: '/api/admin/v3/cms/tag',
  entry: 'functions/admin/cms/tags/create.ts',
  audience: 'admin',
  permission: 'cms.tags.create',
  capabilities: ['table-write'],
  idempotent: true,
});

export const adminTagsGet = route({
  id: 'admin-cms-tags-get',
  method: 'GET',
  path: '/api/admin/v3/cms/tag/{id}',
  entry: 'functions/admin/cms/tags/get.ts',
  audience: 'admin',
  permission: 'cms.tags.read',
});

export const adminTagsUpdate = route({
  id: 'admin-cms-tags-update',
  method: 'PUT',
  path: '/api/admin/v3/cms/tag/{id}',
  entry: 'functions/admin/cms/tags/update.ts',
  audience: 'admin',
  permission: 'cms.tags.update',
  capabilities: ['table-write'],
});

export const adminTagsDelete = route({
  id: 'admin-cms-tags-delete',
  method: 'DELETE',
  path: '/api/admin/v3/cms/tag/{id}',
  entry: 'functions/admin/cms/tags/delete.ts',
  audience: 'admin',
  permission: 'cms.tags.delete',
  capabilities: ['table-write'],
});
