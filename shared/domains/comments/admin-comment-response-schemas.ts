/** The admin comment (spec 2.3) and the list result of spec 4.2 (meta inside result), as answered: OpenAPI document and contract tests; Lambda bundles leave them out. */
import * as z from 'zod/mini';
import { described } from '#platform/described';
import { COMMENT_STATUSES } from './comment';

const timestamp = () => described(z.string().check(z.regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/)), 'ISO 8601 UTC with microseconds');

export const AdminCommentSchema = described(
  z.strictObject({
    id: z.int(),
    content: z.string(),
    created_at: timestamp(),
    updated_at: timestamp(),
    status: z.enum(COMMENT_STATUSES),
    user: described(
      z.strictObject({ id: z.int(), name: z.string(), email: z.string(), avatar_url: z.string() }),
      'the commenter; empty strings when the account was deleted',
    ),
    parent_id: described(z.nullable(z.int()), 'null for a top-level comment'),
    replies_count: described(z.int().check(z.nonnegative()), 'direct replies, every status'),
  }),
  'Comment (admin)',
);

export const AdminPaginationSchema = z.strictObject({
  total: z.int().check(z.nonnegative()),
  count: z.int().check(z.nonnegative()),
  per_page: z.int().check(z.positive()),
  current_page: z.int().check(z.positive()),
  total_pages: z.int().check(z.positive()),
  links: z.optional(z.strictObject({ next: z.optional(z.string()) })),
});

export const AdminCommentListSchema = described(
  z.strictObject({ comments: z.array(AdminCommentSchema), meta: z.strictObject({ pagination: AdminPaginationSchema }) }),
  'Comments of a post with their pagination (meta inside result)',
);

/** Spec 2.3's comment and the post it is on: the moderation queue's items (it spans posts) and comment webhooks' data. */
export const CommentWithPostSchema = described(
  z.extend(AdminCommentSchema, { post_id: described(z.int(), 'the post the comment is on') }),
  'Comment (admin) with its post',
);

export const CommentQueueSchema = described(
  z.strictObject({ comments: z.array(CommentWithPostSchema), meta: z.strictObject({ pagination: AdminPaginationSchema }) }),
  'Comments of every post with their pagination (meta inside result, as the list of a post)',
);

export type AdminComment = z.infer<typeof AdminCommentSchema>;
export type CommentWithPost = z.infer<typeof CommentWithPostSchema>;
