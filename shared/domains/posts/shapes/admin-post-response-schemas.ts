/** The admin post as answered (spec 2.1 plus `version`, `category_id`, `tag_ids`, `author_id`) and the bulk result, for the OpenAPI document and tests; Lambda bundles leave them out. Relations and counts appear only when asked for; `field_sets` and `excludes` may remove any key, so lists are documented with the full item. */
import * as z from 'zod/mini';
import { described, named } from '#platform/described';
import { adminKeysView } from '#domains/posts/model/field-views';
import { postFields, V3_ORDER } from '#domains/posts/model/post-fields';
import { answerSchemas } from './field-answer-schemas';

const relation = () => z.strictObject({ id: z.int(), name: z.string(), slug: z.string() });

export const AdminPostSchema = named(
  z.strictObject({
    // The post's own keys (post-fields.ts, `admin`); the relations and counts its code adds follow.
    ...answerSchemas(postFields(), adminKeysView(postFields(), V3_ORDER.admin)),
    category: described(z.optional(z.nullable(relation())), 'with includes=category'),
    tags: described(z.optional(z.array(relation())), 'with includes=tags'),
    author: described(
      z.optional(z.nullable(z.strictObject({ id: z.int(), name: z.string(), email: z.string(), avatar_url: z.string() }))),
      'with includes=author',
    ),
    comments_count: described(z.optional(z.int()), 'with withCount=comments'),
    tags_count: described(z.optional(z.int()), 'with withCount=tags'),
    likes_count: described(z.optional(z.int()), 'with withCount=likes'),
  }),
  'AdminPost', 'Admin post',
);

export const BulkResultSchema = z.strictObject({
  message: z.string(),
  affected: described(z.int().check(z.nonnegative()), 'posts this call changed'),
  scheduled_ids: described(
    z.optional(z.array(z.int())),
    'publish only: posts counted in affected that were scheduled, not published, because their published_at is in the future',
  ),
  failed_ids: described(z.optional(z.array(z.int())), 'posts a fault stopped; retry them'),
  refused_ids: described(
    z.optional(z.array(z.int())),
    'posts the caller may not change (another author\'s post without cms.posts.edit_others, publishing without cms.posts.publish): never changed, not counted in affected; retrying will not help',
  ),
});
