/** The bulk actions on posts (spec 4.1) and the permission each needs besides `cms.posts.bulk`. */
export const BULK_ACTIONS = ['trash', 'restore', 'delete', 'publish', 'draft', 'archive'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** A bulk action repeats a single action, so it also needs that action's permission. */
export const BULK_ACTION_PERMISSIONS: Readonly<Record<BulkAction, string>> = {
  trash: 'cms.posts.trash',
  restore: 'cms.posts.restore',
  delete: 'cms.posts.delete',
  publish: 'cms.posts.update',
  draft: 'cms.posts.update',
  archive: 'cms.posts.update',
};
