/**
 * Reading comments. Admins page through every comment of a post, newest first, optionally in one
 * status. Clients page through the approved top-level comments of a published post, newest first,
 * each with its approved replies nested (one Query per thread that has replies); a signed-in caller
 * also sees their own comments that await moderation: top-level ones at the head of the first page,
 * replies in place. The `cursor` of a next link is sealed for its list (comment-cursor.ts).
 */
import * as z from 'zod/mini';
import { NotFound } from '#platform/errors';
import { described } from '#platform/described';
import { PageQuery, type PageWindow } from '#platform/http/pagination';
import { findPostById } from '#domains/posts/model/posts-repository';
import { COMMENT_STATUSES, threadOf, type Comment, type CommentStatus } from './comment';
import {
  approvedRepliesOfThread,
  approvedTopLevelPartition,
  pendingCommentsOfUser,
  postCommentsPartition,
  queryCommentPage,
  readCommentCounts,
} from './comments-repository';
import { authorsOf, type CommentAuthors } from './comment-authors';
import { clientThreads } from './client-comment-shape';
import type { ClientComment } from './client-comment-schema';
import { decodeCommentCursor, encodeCommentCursor, type CommentListScope } from './comment-cursor';

/** Opaque: sealed by the previous page (next links carry it). */
const cursor = z.optional(
  described(z.string().check(z.maxLength(200, 'cursor is not valid: follow the links.next URL as given.')), 'opaque: carried by links.next'),
);

export const AdminCommentListQuery = /* @__PURE__ */ (() => z.extend(PageQuery, {
  status: z.optional(z.enum(COMMENT_STATUSES, { error: `status must be one of: ${COMMENT_STATUSES.join(', ')}.` })),
  cursor,
}))();

export const ClientCommentListQuery = /* @__PURE__ */ (() => z.extend(PageQuery, { cursor }))();

export interface CommentListPage<T> {
  items: T;
  total: number;
  /** The sealed cursor of the next page, when another page follows. */
  nextCursor?: string;
}

const afterIdOf = (scope: CommentListScope, cursor: string | undefined) =>
  cursor === undefined ? Promise.resolve(undefined) : decodeCommentCursor(scope, cursor);

async function nextCursorOf(scope: CommentListScope, page: { comments: Comment[]; hasMore: boolean }): Promise<{ nextCursor?: string }> {
  const last = page.comments.at(-1);
  return page.hasMore && last ? { nextCursor: await encodeCommentCursor(scope, last.id) } : {};
}

export async function listCommentsForAdmin(
  postId: number,
  options: { status?: CommentStatus; window: PageWindow; cursor?: string },
): Promise<CommentListPage<Comment[]> & { authors: CommentAuthors }> {
  const scope: CommentListScope = { audience: 'admin', postId, ...(options.status ? { status: options.status } : {}) };
  const afterId = await afterIdOf(scope, options.cursor);
  const post = await findPostById(postId);
  if (!post) throw new NotFound('post', 'Post not found.');
  const [counts, page] = await Promise.all([
    readCommentCounts(postId),
    queryCommentPage(postCommentsPartition(postId, options.status), {
      limit: options.window.perPage,
      offset: options.window.offset,
      afterId,
      newestFirst: true,
    }),
  ]);
  const total = options.status ? counts.all[options.status] : COMMENT_STATUSES.reduce((sum, status) => sum + counts.all[status], 0);
  return {
    items: page.comments,
    total,
    authors: await authorsOf(page.comments),
    ...(await nextCursorOf(scope, page)),
  };
}

export async function listCommentsForClient(
  postId: number,
  options: { window: PageWindow; cursor?: string; viewerId?: number },
): Promise<CommentListPage<ClientComment[]>> {
  const scope: CommentListScope = { audience: 'client', postId };
  const afterId = await afterIdOf(scope, options.cursor);
  const post = await findPostById(postId);
  if (!post || post.status !== 'published') throw new NotFound('post', 'Post not found.');
  const [counts, page, own] = await Promise.all([
    readCommentCounts(postId),
    queryCommentPage(approvedTopLevelPartition(postId), {
      limit: options.window.perPage,
      offset: options.window.offset,
      afterId,
      newestFirst: true,
    }),
    options.viewerId === undefined ? Promise.resolve([]) : pendingCommentsOfUser(postId, options.viewerId),
  ]);
  const threads = new Set(page.comments.map((comment) => comment.id));
  const firstPage = options.window.page === 1 && afterId === undefined;
  const ownTopLevel = firstPage ? own.filter((comment) => comment.parentId === null).sort((a, b) => b.id - a.id) : [];
  const ownReplies = own.filter((comment) => comment.parentId !== null && threads.has(threadOf(comment)));
  // A thread whose root has no direct reply (of any status) has none at any depth: no Query for it.
  const replied = page.comments.filter((comment) => comment.repliesCount > 0);
  const approvedReplies = (await Promise.all(replied.map((comment) => approvedRepliesOfThread(comment.id)))).flat();
  const roots = [...ownTopLevel, ...page.comments];
  const replies = [...approvedReplies, ...ownReplies];
  const authors = await authorsOf([...roots, ...replies]);
  return {
    items: clientThreads(roots, replies, authors),
    total: counts.topLevel.approved,
    ...(await nextCursorOf(scope, page)),
  };
}
