/**
 * The client comment: a thread node with its visible replies nested (approved ones, plus the
 * caller's own comments awaiting moderation). Tests validate every client comment answer with it.
 */
import * as z from 'zod/mini';
import { described, named } from '#platform/described';
import {
  DateObjectSchema,
  MediaObjectSchema,
  enumObjectSchemaOf,
  type DateObject,
  type EnumObjectShape,
  type MediaObject,
} from '#domains/presentation/client-schemas';
import { COMMENT_STATUSES, type CommentStatus } from '#domains/presentation/enums';

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

export const ClientCommentUserSchema = described(
  z.strictObject({
    id: z.int(),
    first_name: z.string(),
    last_name: z.string(),
    avatar: described(MediaObjectSchema, 'the avatar; the empty media object when there is none'),
  }),
  'Commenter',
);

export const ClientCommentSchema: z.ZodMiniType<ClientComment> = named(
  z.strictObject({
    id: z.int(),
    content: z.string(),
    status: enumObjectSchemaOf(COMMENT_STATUSES),
    user: ClientCommentUserSchema,
    parent_id: described(z.nullable(z.int()), 'null for a top-level comment'),
    replies_count: described(z.int().check(z.nonnegative()), 'replies shown in `replies`'),
    created_at: DateObjectSchema,
    get replies() {
      return described(z.array(ClientCommentSchema), 'visible replies, oldest first, nested');
    },
  }),
  'ClientComment', 'Client comment',
);

export const ClientCommentListSchema = described(z.array(ClientCommentSchema), 'Top-level comments, newest first, each with its thread');
