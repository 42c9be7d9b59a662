import { route } from './types';

/** Public; a Bearer token, when sent, adds the caller's own comments awaiting moderation. */
export const clientCommentsList = route({
  id: 'client-cms-comments-list',
  method: 'GET',
  path: '/api/client/v3/cms/post/{id}/comments',
  entry: 'functions/client/cms/comments/list.ts',
  audience: 'client',
  capabilities: ['jwt', 'cursor-key'],
  optionalUserToken: true,
});

export const clientCommentsCreate = route({
  id: 'client-cms-comments-create',
  method: 'POST',
  path: '/api/client/v3/cms/post/{id}/comments',
  entry: 'functions/client/cms/comments/create.ts',
  audience: 'client-user',
  capabilities: ['table-write'],
  idempotent: true,
});

export const clientLikesCreate = route({
  id: 'client-cms-likes-create',
  method: 'POST',
  path: '/api/client/v3/cms/post/{id}/like',
  entry: 'functions/client/cms/likes/like.ts',
  audience: 'client-user',
  capabilities: ['table-write'],
  idempotent: true,
});

export const clientLikesDelete = route({
  id: 'client-cms-likes-delete',
  method: 'DELETE',
  path: '/api/client/v3/cms/post/{id}/like',
  entry: 'functions/client/cms/likes/unlike.ts',
  audience: 'client-user',
  capabilities: ['table-write'],
});
