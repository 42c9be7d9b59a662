import { route } from './types';

export const adminCategoriesList = route({
  id: 'admin-cms-categories-list',
  method: 'GET',
  path: '/api/admin/v3/cms/category',
  entry: 'functions/admin/cms/categories/list.ts',
  audience: 'admin',
  permission: 'cms.categories.list',
});

export const adminCategoriesCreate = route({
  id: 'admin-cms-categories-create',
  method: 'POST',
  path: '/api/admin/v3/cms/category',
  entry: 'functions/admin/cms/categories/create.ts',
  audience: 'admin',
  permission: 'cms.categories.create',
  capabilities: ['table-write'],
  idempotent: true,
});

export const adminCategoriesGet = route({
  id: 'admin-cms-categories-get',
  method: 'GET',
  path: '/api/admin/v3/cms/category/{id}',
  entry: 'functions/admin/cms/categories/get.ts',
  audience: 'admin',
  permission: 'cms.categories.read',
});

export const adminCategoriesUpdate = route({
  id: 'admin-cms-categories-update',
  method: 'PUT',
  path: '/api/admin/v3/cms/category/{id}',
  entry: 'functions/admin/cms/categories/update.ts',
  audience: 'admin',
  permission: 'cms.categories.update',
  capabilities: ['table-write'],
});

export const adminCategoriesDelete = route({
  id: 'admin-cms-categories-delete',
  method: 'DELETE',
  path: '/api/admin/v3/cms/category/{id}',
  entry: 'functions/admin/cms/categories/delete.ts',
  audience: 'admin',
  permission: 'cms.categories.delete',
  capabilities: ['table-write'],
});
