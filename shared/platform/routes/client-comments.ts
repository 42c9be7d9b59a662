import { all, readPost, commentAuthors, allocateId, readUser } from './access-fragments';
import { route } from './types';

/** Public; a Bearer token, when sent, adds the caller's own comments awaiting moderation. */
export const clientCommentsList = route({
  id: 'client-cms-comments-list',
  method: 'GET',
  path: '/api/client/v3/cms/post/{id}/comments',
  summary: 'List comments of a post',
  description:
    "The approved comments of a published post, newest first, each with its replies nested (oldest first). With a user's Bearer token, the caller's own comments awaiting moderation are shown too. `links.next` carries a cursor.",
  entry: 'functions/client/cms/comments/list.ts',
  audience: 'client',
  capabilities: ['jwt', 'cursor-key'],
  optionalUserToken: true,
  access: all(readPost, readUser, commentAuthors, { items: { GetItem: ['post'] }, indexes: ['gsi4'] }),
  bench: { list: 'other', params: { id: '{commented-post:0}' } },
});

export const clientCommentsCreate = route({
  id: 'client-cms-comments-create',
  method: 'POST',
  path: '/api/client/v3/cms/post/{id}/comments',
  summary: 'Comment on a post',
  description:
    'Posts a comment (plain text: markup is escaped) on a published post, or a reply to an approved comment of it with `parent_id`. It is `pending` until a moderator approves it; its author sees it meanwhile. Send `Idempotency-Key` to make a retry safe.',
  entry: 'functions/client/cms/comments/create.ts',
  audience: 'client-user',
  capabilities: ['table-write'],
  idempotent: true,
  // A new comment is pending: it checks the post and that its author's display fields are still those it
  // carries (shared/domains/comments/author-snapshot.ts), and moves the counts on its stats item and its parent's reply count.
  access: all(readPost, readUser, allocateId, commentAuthors, {
    items: { GetItem: ['comment'], PutItem: ['comment'], UpdateItem: ['comment', 'post'], ConditionCheckItem: ['post', 'user'] },
  }),
  bench: { params: { id: '{published-post:20}' }, body: { content: "A reader's thoughts {unique}" } },
});

export const clientLikesCreate = route({
  id: 'client-cms-likes-create',
  method: 'POST',
  path: '/api/client/v3/cms/post/{id}/like',
  summary: 'Like a post',
  description:
    'Likes a published post for the signed-in user. One like per user and post: liking again answers the same and counts nothing twice.',
  entry: 'functions/client/cms/likes/like.ts',
  audience: 'client-user',
  capabilities: ['table-write'],
  idempotent: true,
  // The like and the post's stats item in one transaction, then the count read back from the stats item.
  access: all(readPost, readUser, { items: { GetItem: ['post'], PutItem: ['like'], UpdateItem: ['post'] } }),
  bench: { params: { id: '{fresh-post}' } },
});

export const clientLikesDelete = route({
  id: 'client-cms-likes-delete',
  method: 'DELETE',
  path: '/api/client/v3/cms/post/{id}/like',
  summary: 'Unlike a post',
  description:
    "Removes the signed-in user's like, if any (answers the same when there was none).",
  entry: 'functions/client/cms/likes/unlike.ts',
  audience: 'client-user',
  capabilities: ['table-write'],
  access: all(readPost, readUser, { items: { GetItem: ['post'], DeleteItem: ['like'], UpdateItem: ['post'] } }),
  bench: { params: { id: '{liked-post}' } },
});
