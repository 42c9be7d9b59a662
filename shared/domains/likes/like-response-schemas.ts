/** The like state as answered (OpenAPI document, contract tests); Lambda bundles leave it out. */
import * as z from 'zod/mini';
import { described } from '#platform/described';

export const LikeStateSchema = described(
  z.strictObject({ liked: z.boolean(), likes_count: z.int().check(z.nonnegative()) }),
  "Whether the caller likes the post, and the post's likes",
);
