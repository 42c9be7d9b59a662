import { all, readPost, moderateComment, commentAuthors, listSiteComments } from './access-fragments';
import { route } from './types';

export const adminCommentsList = route({
  id: 'admin-cms-comments-list',
  method: 'GET',
  path: '/api/admin/v3/cms/post/{post_id}/comments',
  summary: 'List comments of a post',
  description:
    "The post's comments of every status (`pending`, `approved`, `rejected`, `spam`), newest first, filtered with `status`; replies carry their `parent_id`. As the spec shows, the pagination is inside `result` (`{comments, meta}`).",
  entry: 'functions/admin/cms/comments/list.ts',
  audience: 'admin',
  permission: 'cms.comments.list',
  capabilities: ['cursor-key'],
  access: all(readPost, commentAuthors, { items: { GetItem: ['post'], BatchGetItem: ['comment'] }, indexes: ['gsi2', 'lp5'] }),
  bench: { list: 'other', params: { post_id: '{commented-post:1}' } },
});

export const adminCommentsQueue = route({
  id: 'admin-cms-comments-queue',
  method: 'GET',
  path: '/api/admin/v3/cms/comment',
  summary: 'List comments of every post (moderation queue)',
  description:
    'The comments of all posts, in the admin list language: `page`/`per_page` or `skip`/`limit`, `filter[]=status:pending` (`pending`, `approved`, `rejected`, `spam`), `filter[]=post_id:12`, `sort` (or `orderBy`) `status` (the default: pending first, then approved, rejected and spam, each newest first), `created_at` or `id` (every status by date), `order` (or `sortedBy`) `asc` or `desc`. Each comment carries its `post_id`. As the list of a post, the pagination is inside `result` (`{comments, meta}`); `links.next` carries a cursor sealed for this list. Every page costs the same however many comments the site holds. A filter, sort or cursor it does not know is a 400 `bad_request` naming the parameter.',
  entry: 'functions/admin/cms/comments/queue.ts',
  audience: 'admin',
  permission: 'cms.comments.list',
  capabilities: ['cursor-key'],
  access: all(listSiteComments, commentAuthors, { items: { GetItem: ['post'] } }),
  bench: { list: 'other', query: { 'filter[]': 'status:pending', per_page: 15 } },
});

export const adminCommentsApprove = route({
  id: 'admin-cms-comments-approve',
  method: 'PUT',
  path: '/api/admin/v3/cms/comment/{comment_id}/approve',
  summary: 'Approve a comment',
  description:
    "Sets the comment `approved`: readers see it, and the post's `comment_count` (approved comments) counts it.",
  entry: 'functions/admin/cms/comments/approve.ts',
  audience: 'admin',
  permission: 'cms.comments.approve',
  capabilities: ['table-write'],
  access: all(readPost, moderateComment),
  bench: { params: { comment_id: '{pending-comment:2}' } },
});

export const adminCommentsReject = route({
  id: 'admin-cms-comments-reject',
  method: 'PUT',
  path: '/api/admin/v3/cms/comment/{comment_id}/reject',
  summary: 'Reject a comment',
  description:
    'Sets the comment `rejected`: readers no longer see it (an approved one leaves `comment_count`).',
  entry: 'functions/admin/cms/comments/reject.ts',
  audience: 'admin',
  permission: 'cms.comments.reject',
  capabilities: ['table-write'],
  access: all(readPost, moderateComment),
  bench: { params: { comment_id: '{pending-comment:3}' } },
});

export const adminCommentsDelete = route({
  id: 'admin-cms-comments-delete',
  method: 'DELETE',
  path: '/api/admin/v3/cms/comment/{comment_id}',
  summary: 'Delete a comment',
  description:
    'Deletes the comment and all its replies; the counts of the post and of the parent comment follow.',
  entry: 'functions/admin/cms/comments/delete.ts',
  audience: 'admin',
  permission: 'cms.comments.delete',
  capabilities: ['table-write'],
  // With its replies (their keys from lp6, the comments in batches), and the reply count of a parent that stays.
  access: all(readPost, moderateComment, { items: { BatchGetItem: ['comment'], DeleteItem: ['comment'] }, indexes: ['lp6'] }),
  bench: { params: { comment_id: '{pending-comment:4}' } },
});

/** The OpenAPI tags of these routes (named after their paths, infra/openapi/operation.ts `tagOf`), described. */
export const TAGS = {
  'admin cms/comment':
    "Comment moderation: the queue of every post's comments (pending first), a post's comments of every status, approve, reject or delete them (with their replies).",
};
