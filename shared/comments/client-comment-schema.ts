/**
 * The client comment: a thread node with its visible replies nested (approved ones, plus the
 * caller's own comments awaiting moderation). Tests validate every client comment answer with it.
 */
import * as z from 'zod';
import { DateObjectSchema, MediaObjectSchema, enumObjectSchemaOf, type DateObject, type EnumObjectShape, type MediaObject } from '../presentation/client-schemas';
import { COMMENT_STATUSES, type CommentStatus } from '../presentation/enums';

export interface ClientCommentUser {
  id: number;
  first_name: string;
  last_name: string;
  avatar: MediaObject;
}

export interface ClientComment {
  id: number;
  content: string;
  status: EnumObjectShape & { value: CommentStatus };
  user: ClientCommentUser;
  parent_id: number | null;
  replies_count: number;
  created_at: DateObject;
  replies: ClientComment[];
}

export const ClientCommentUserSchema = z
  .strictObject({
    id: z.int(),
    first_name: z.string(),
    last_name: z.string(),
    avatar: MediaObjectSchema.describe('the avatar; the empty media object when there is none'),
  })
  .describe('Commenter');

export const ClientCommentSchema: z.ZodType<ClientComment> = z
  .strictObject({
    id: z.int(),
    content: z.string(),
    status: enumObjectSchemaOf(COMMENT_STATUSES),
    user: ClientCommentUserSchema,
    parent_id: z.int().nullable().describe('null for a top-level comment'),
    replies_count: z.int().nonnegative().describe('replies shown in `replies`'),
    created_at: DateObjectSchema,
    get replies() {
      return z.array(ClientCommentSchema).describe('visible replies, oldest first, nested');
    },
  })
  .describe('Client comment');

export const ClientCommentListSchema = z.array(ClientCommentSchema).describe('Top-level comments, newest first, each with its thread');
