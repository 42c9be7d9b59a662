/** The admin comment of spec 2.3, its zod schema, and the list result of spec 4.2 (meta inside result). */
import * as z from 'zod';
import { adminTimestamp } from '../time';
import { fullName } from '../users/user';
import { mediaRecordOf } from '../media/media-shape';
import { COMMENT_STATUSES, type Comment } from './comment';
import type { CommentAuthors } from './comment-authors';

const timestamp = () => z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/).describe('ISO 8601 UTC with microseconds');

export const AdminCommentSchema = z
  .strictObject({
    id: z.int(),
    content: z.string(),
    created_at: timestamp(),
    updated_at: timestamp(),
    status: z.enum(COMMENT_STATUSES),
    user: z
      .strictObject({ id: z.int(), name: z.string(), email: z.string(), avatar_url: z.string() })
      .describe('the commenter; empty strings when the account was deleted'),
    parent_id: z.int().nullable().describe('null for a top-level comment'),
    replies_count: z.int().nonnegative().describe('direct replies, every status'),
  })
  .describe('Comment (admin)');

export const AdminPaginationSchema = z.strictObject({
  total: z.int().nonnegative(),
  count: z.int().nonnegative(),
  per_page: z.int().positive(),
  current_page: z.int().positive(),
  total_pages: z.int().positive(),
  links: z.strictObject({ next: z.string().optional() }).optional(),
});

export const AdminCommentListSchema = z
  .strictObject({ comments: z.array(AdminCommentSchema), meta: z.strictObject({ pagination: AdminPaginationSchema }) })
  .describe('Comments of a post with their pagination (meta inside result)');

export type AdminComment = z.infer<typeof AdminCommentSchema>;

export function adminCommentShape(comment: Comment, authors: CommentAuthors): AdminComment {
  const author = authors.get(comment.userId);
  const user = author?.user;
  return {
    id: comment.id,
    content: comment.content,
    created_at: adminTimestamp(comment.createdAt),
    updated_at: adminTimestamp(comment.updatedAt),
    status: comment.status,
    user: {
      id: comment.userId,
      name: user ? fullName(user) : '',
      email: user?.email ?? '',
      avatar_url: author?.avatar ? mediaRecordOf(author.avatar).url : '',
    },
    parent_id: comment.parentId,
    replies_count: comment.repliesCount,
  };
}
