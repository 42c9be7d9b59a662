import { all, allocateId, countCollection, readCollectionCount, listCollection, listsChanged } from './access-fragments';
import { route } from './types';

export const adminMediaList = route({
  id: 'admin-cms-media-list',
  method: 'GET',
  path: '/api/admin/v3/cms/media',
  summary: 'List media',
  description:
    'A page of media items of every status (`processing`, `active`, `rejected`, with the reason of a rejection), newest first by default; `links.next` carries a cursor.',
  entry: 'functions/admin/cms/media/list.ts',
  audience: 'admin',
  permission: 'cms.media.list',
  capabilities: ['cursor-key'],
  access: all(listCollection, readCollectionCount),
  bench: { list: 'other' },
});

export const adminMediaCreate = route({
  id: 'admin-cms-media-create',
  method: 'POST',
  path: '/api/admin/v3/cms/media',
  summary: 'Create a media item and its upload URL',
  description:
    'Registers a file and answers where to upload its bytes: PUT them to `upload.url` with exactly the headers in `upload.headers` (including `If-None-Match: *`) before `upload.expires_at` (15 minutes). The item is `processing` until the bytes arrive and are checked; then it becomes `active` (sizes measured from the bytes, 300 and 768 px wide renditions, metadata such as EXIF GPS removed) or `rejected` with a reason. SVG is refused. Only active media is shown to clients. Send `Idempotency-Key` to make a retry safe.',
  entry: 'functions/admin/cms/media/create.ts',
  audience: 'admin',
  permission: 'cms.media.create',
  capabilities: ['table-write', 'media-bucket'],
  idempotent: true,
  access: all(allocateId, countCollection, { items: { PutItem: ['media'] } }),
  bench: { body: { file_name: 'photo-{unique}.jpg', mime_type: 'image/jpeg', size_bytes: 120_000, width: 1600, height: 900 } },
});

export const adminMediaGet = route({
  id: 'admin-cms-media-get',
  method: 'GET',
  path: '/api/admin/v3/cms/media/{id}',
  summary: 'Get a media item',
  description:
    'One media item of any status, with the reason of a rejection.',
  entry: 'functions/admin/cms/media/get.ts',
  audience: 'admin',
  permission: 'cms.media.read',
  access: { items: { GetItem: ['media'] } },
  bench: { params: { id: '{media:5}' } },
});

export const adminMediaUpdate = route({
  id: 'admin-cms-media-update',
  method: 'PUT',
  path: '/api/admin/v3/cms/media/{id}',
  summary: 'Update a media item',
  description:
    "Changes a media item's title, collection or stated dimensions; its bytes never change (upload a new item instead).",
  entry: 'functions/admin/cms/media/update.ts',
  audience: 'admin',
  permission: 'cms.media.update',
  capabilities: ['table-write'],
  access: all(listsChanged, { items: { GetItem: ['media'], UpdateItem: ['media'] } }),
  bench: { params: { id: '{media:6}' }, body: { title: 'Cover, pass {n}' } },
});

export const adminMediaDelete = route({
  id: 'admin-cms-media-delete',
  method: 'DELETE',
  path: '/api/admin/v3/cms/media/{id}',
  summary: 'Delete a media item',
  description:
    'Deletes the media item and its stored files. Posts, categories and users that named it show no image from then on.',
  entry: 'functions/admin/cms/media/delete.ts',
  audience: 'admin',
  permission: 'cms.media.delete',
  capabilities: ['table-write', 'media-bucket'],
  access: all(countCollection, listsChanged, { items: { GetItem: ['media'], DeleteItem: ['media'] } }),
  bench: { params: { id: '{fresh-media}' } },
});

/** The OpenAPI tags of these routes (named after their paths, infra/openapi/operation.ts `tagOf`), described. */
export const TAGS = {
  'admin cms/media':
    'Media: register a file, upload its bytes to a signed URL, and find it checked and measured (`active`) or refused (`rejected`).',
};
