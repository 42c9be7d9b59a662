import { all, allocateId, countCollection, readCollectionCount, listCollection, listsChanged } from './access-fragments';
import { route } from './types';

export const adminTagsList = route({
  id: 'admin-cms-tags-list',
  method: 'GET',
  path: '/api/admin/v3/cms/tag',
  summary: 'List tags',
  description:
    'A page of tags by id, with `search` on the name and `order`; `links.next` carries a cursor. The total is exact.',
  entry: 'functions/admin/cms/tags/list.ts',
  audience: 'admin',
  permission: 'cms.tags.list',
  capabilities: ['cursor-key'],
  access: all(listCollection, readCollectionCount),
  bench: { list: 'other', query: { per_page: 15 } },
});

export const adminTagsCreate = route({
  id: 'admin-cms-tags-create',
  method: 'POST',
  path: '/api/admin/v3/cms/tag',
  summary: 'Create a tag',
  description:
    'Creates a tag; `slug` defaults to one made from the name, and a taken slug is 422. Send `Idempotency-Key` to make a retry safe.',
  entry: 'functions/admin/cms/tags/create.ts',
  audience: 'admin',
  permission: 'cms.tags.create',
  capabilities: ['table-write'],
  idempotent: true,
  access: all(allocateId, countCollection, { items: { PutItem: ['tag', 'tagSlug'] } }),
  bench: { body: { name: 'Bench tag {unique}' } },
});

export const adminTagsGet = route({
  id: 'admin-cms-tags-get',
  method: 'GET',
  path: '/api/admin/v3/cms/tag/{id}',
  summary: 'Get a tag',
  description:
    'One tag by id.',
  entry: 'functions/admin/cms/tags/get.ts',
  audience: 'admin',
  permission: 'cms.tags.read',
  access: { items: { GetItem: ['tag'] } },
  bench: { params: { id: '{tag:3}' } },
});

export const adminTagsUpdate = route({
  id: 'admin-cms-tags-update',
  method: 'PUT',
  path: '/api/admin/v3/cms/tag/{id}',
  summary: 'Update a tag',
  description:
    'Renames a tag or changes its slug (taken: 422); only the fields sent change.',
  entry: 'functions/admin/cms/tags/update.ts',
  audience: 'admin',
  permission: 'cms.tags.update',
  capabilities: ['table-write'],
  access: all(listsChanged, { items: { GetItem: ['tag'], PutItem: ['tagSlug'], UpdateItem: ['tag'], DeleteItem: ['tagSlug'] } }),
  bench: { params: { id: '{fresh-tag}' }, body: { name: 'Renamed tag {unique}' } },
});

export const adminTagsDelete = route({
  id: 'admin-cms-tags-delete',
  method: 'DELETE',
  path: '/api/admin/v3/cms/tag/{id}',
  summary: 'Delete a tag',
  description:
    'Deletes a tag no post uses; a tag in use answers 409 `tag_in_use` with `details.posts_count` (remove it from those posts first).',
  entry: 'functions/admin/cms/tags/delete.ts',
  audience: 'admin',
  permission: 'cms.tags.delete',
  capabilities: ['table-write'],
  access: all(countCollection, {
    items: { GetItem: ['tag'], BatchGetItem: ['tag'], DeleteItem: ['tag', 'tagSlug'] },
  }),
  bench: { params: { id: '{fresh-tag}' } },
});

/** The OpenAPI tags of these routes (named after their paths, infra/openapi/operation.ts `tagOf`), described. */
export const TAGS = {
  'admin cms/tag':
    'Tags: names and slugs that posts carry.',
};
