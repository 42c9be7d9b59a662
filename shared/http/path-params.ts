/** Path parameters: integer ids arrive as strings. */
import * as z from 'zod/mini';

export const idParam = (name: string) =>
  z.coerce
    .number({ error: `${name} must be an integer.` })
    .check(z.int(`${name} must be an integer.`), z.gte(1, `${name} must be a positive integer.`), z.lte(Number.MAX_SAFE_INTEGER));

export const IdPath = z.object({ id: idParam('id') });

/** The admin post routes name their post `post_id` (spec 2.2). */
export const PostIdPath = z.object({ post_id: idParam('post_id') });
