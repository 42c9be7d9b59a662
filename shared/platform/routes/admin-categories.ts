import { all, readPost, changePostStatus, allocateId, listCollection, listsChanged, mediaReference } from './access-fragments';
import { route } from './types';

export const adminCategoriesList = route({
  id: 'admin-cms-categories-list',
  method: 'GET',
  path: '/api/admin/v3/cms/category',
  summary: 'List categories',
  description:
    'A page of categories (a tree through `parent_id`), with their thumbnail and number of children; `search`, `filter[]` and `order` as on the other lists.',
  entry: 'functions/admin/cms/categories/list.ts',
  audience: 'admin',
  permission: 'cms.categories.list',
  access: all(listCollection, { items: { BatchGetItem: ['media'] } }),
  bench: { list: 'other' },
});

export const adminCategoriesCreate = route({
  id: 'admin-cms-categories-create',
  method: 'POST',
  path: '/api/admin/v3/cms/category',
  summary: 'Create a category',
  description:
    'Creates a category with its English and Persian names (`name_en`, `name_fa`) and a unique `slug` (taken: 422); `parent_id` puts it under another category, `thumbnail_id` names its image (which must exist). Send `Idempotency-Key` to make a retry safe.',
  entry: 'functions/admin/cms/categories/create.ts',
  audience: 'admin',
  permission: 'cms.categories.create',
  capabilities: ['table-write'],
  idempotent: true,
  access: all(allocateId, mediaReference, {
    items: { GetItem: ['category'], ConditionCheckItem: ['category'], PutItem: ['category', 'categorySlug'], UpdateItem: ['category'] },
  }),
  bench: { body: { name_en: 'Bench {unique}', name_fa: 'دسته {unique}', slug: 'bench-{unique}', status: 'active' } },
});

export const adminCategoriesGet = route({
  id: 'admin-cms-categories-get',
  method: 'GET',
  path: '/api/admin/v3/cms/category/{id}',
  summary: 'Get a category',
  description:
    'One category with its thumbnail and number of children.',
  entry: 'functions/admin/cms/categories/get.ts',
  audience: 'admin',
  permission: 'cms.categories.read',
  access: { items: { GetItem: ['category'], BatchGetItem: ['media'] } },
  bench: { params: { id: '{category:1}' } },
});

export const adminCategoriesUpdate = route({
  id: 'admin-cms-categories-update',
  method: 'PUT',
  path: '/api/admin/v3/cms/category/{id}',
  summary: 'Update a category',
  description:
    'Changes only the fields sent. A category cannot be placed under itself or one of its descendants (422); a new slug that is taken is 422.',
  entry: 'functions/admin/cms/categories/update.ts',
  audience: 'admin',
  permission: 'cms.categories.update',
  capabilities: ['table-write'],
  access: all(mediaReference, listsChanged, {
    items: { GetItem: ['category'], ConditionCheckItem: ['category'], PutItem: ['categorySlug'], UpdateItem: ['category'], DeleteItem: ['categorySlug'] },
  }),
  bench: { params: { id: '{category:2}' }, body: { description: 'Described by the benchmark, pass {n}.' } },
});

export const adminCategoriesDelete = route({
  id: 'admin-cms-categories-delete',
  method: 'DELETE',
  path: '/api/admin/v3/cms/category/{id}',
  summary: 'Delete a category',
  description:
    'Deletes a category that has no children (409 `category_has_children`) and no posts (409 `category_in_use`, with `details.posts_count`), unless `reassign_to` names another category: its posts then move there first (`reassigned_posts` in the answer).',
  entry: 'functions/admin/cms/categories/delete.ts',
  audience: 'admin',
  permission: 'cms.categories.delete',
  capabilities: ['table-write'],
  // Its posts move to another category (reassign_to): each is a post change, counted on the category items.
  access: all(readPost, changePostStatus, {
    items: {
      GetItem: ['category'],
      Query: ['postPointer'],
      ConditionCheckItem: ['category'],
      BatchGetItem: ['category'],
      DeleteItem: ['category', 'categorySlug'],
    },
  }),
  bench: { params: { id: '{fresh-category}' } },
});

/** The OpenAPI tags of these routes (named after their paths, infra/openapi/operation.ts `tagOf`), described. */
export const TAGS = {
  'admin cms/category':
    'Categories: a tree (through `parent_id`) with English and Persian names, a slug and a thumbnail.',
};
