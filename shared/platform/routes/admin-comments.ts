import { route } from './types';

export const adminCommentsList = route({
  id: 'admin-cms-comments-list',
  method: 'GET',
  path: '/api/admin/v3/cms/post/{post_id}/comments',
  entry: 'functions/admin/cms/comments/list.ts',
  audience: 'admin',
  permission: 'cms.comments.list',
  capabilities: ['cursor-key'],
});

export const adminCommentsApprove = route({
  id: 'admin-cms-comments-approve',
  method: 'PUT',
  path: '/api/admin/v3/cms/comment/{comment_id}/approve',
  entry: 'functions/admin/cms/comments/approve.ts',
  audience: 'admin',
  permission: 'cms.comments.approve',
  capabilities: ['table-write'],
});

export const adminCommentsReject = route({
  id: 'admin-cms-comments-reject',
  method: 'PUT',
  path: '/api/admin/v3/cms/comment/{comment_id}/reject',
  entry: 'functions/admin/cms/comments/reject.ts',
  audience: 'admin',
  permission: 'cms.comments.reject',
  capabilities: ['table-write'],
});

export const adminCommentsDelete = route({
  id: 'admin-cms-comments-delete',
  method: 'DELETE',
  path: '/api/admin/v3/cms/comment/{comment_id}',
  entry: 'functions/admin/cms/comments/delete.ts',
  audience: 'admin',
  permission: 'cms.comments.delete',
  capabilities: ['table-write'],
});
