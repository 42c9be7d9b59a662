/** The admin post as answered (spec 2.1 plus `version`, `category_id`, `tag_ids`, `author_id`) and the bulk result, for the OpenAPI document and tests; Lambda bundles leave them out. Relations and counts appear only when asked for; `field_sets` and `excludes` may remove any key, so lists are documented with the full item. */
import * as z from 'zod/mini';
import { described, named } from '#platform/described';
import { POST_STATUSES } from '#domains/posts/model/post';

const timestamp = () => described(z.string(), 'ISO 8601 UTC with microseconds, e.g. 2024-01-15T10:30:00.000000Z');

const relation = () => z.strictObject({ id: z.int(), name: z.string(), slug: z.string() });

export const AdminPostSchema = named(
  z.strictObject({
    id: z.int(),
    title: z.string(),
    slug: z.string(),
    excerpt: z.string(),
    content: z.string(),
    featured_image: described(z.nullable(z.string()), 'URL'),
    status: z.enum(POST_STATUSES),
    created_at: timestamp(),
    updated_at: timestamp(),
    published_at: z.nullable(timestamp()),
    view_count: z.int().check(z.nonnegative()),
    comment_count: described(z.int().check(z.nonnegative()), 'approved comments'),
    is_featured: z.boolean(),
    seo: z.strictObject({ meta_title: z.nullable(z.string()), meta_description: z.nullable(z.string()), og_image: z.nullable(z.string()) }),
    version: described(
      z.int().check(z.positive()),
      'optimistic lock: send it back with an update to refuse lost updates (409 version_conflict)',
    ),
    category_id: z.nullable(z.int()),
    tag_ids: z.array(z.int()),
    author_id: z.nullable(z.int()),
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
