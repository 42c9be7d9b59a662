/**
 * The admin post as answered (spec 2.1 plus `version`, `category_id`, `tag_ids`, `author_id`), for
 * the OpenAPI document and for tests. Relations and counts appear only when asked for; `field_sets`
 * and `excludes` may remove any key, so lists are documented with the full item.
 */
import * as z from 'zod';
import { idParam } from '../http/path-params';
import { POST_STATUSES } from './post';

const timestamp = () => z.string().describe('ISO 8601 UTC with microseconds, e.g. 2024-01-15T10:30:00.000000Z');
const relation = () => z.strictObject({ id: z.int(), name: z.string(), slug: z.string() });

export const AdminPostSchema = z
  .strictObject({
    id: z.int(),
    title: z.string(),
    slug: z.string(),
    excerpt: z.string(),
    content: z.string(),
    featured_image: z.string().nullable().describe('URL'),
    status: z.enum(POST_STATUSES),
    created_at: timestamp(),
    updated_at: timestamp(),
    published_at: timestamp().nullable(),
    view_count: z.int().nonnegative(),
    comment_count: z.int().nonnegative().describe('approved comments'),
    is_featured: z.boolean(),
    seo: z.strictObject({ meta_title: z.string().nullable(), meta_description: z.string().nullable(), og_image: z.string().nullable() }),
    version: z.int().positive().describe('optimistic lock: send it back with an update to refuse lost updates (409 version_conflict)'),
    category_id: z.int().nullable(),
    tag_ids: z.array(z.int()),
    author_id: z.int().nullable(),
    category: relation().nullable().optional().describe('with includes=category'),
    tags: z.array(relation()).optional().describe('with includes=tags'),
    author: z
      .strictObject({ id: z.int(), name: z.string(), email: z.string(), avatar_url: z.string() })
      .nullable()
      .optional()
      .describe('with includes=author'),
    comments_count: z.int().optional().describe('with withCount=comments'),
    tags_count: z.int().optional().describe('with withCount=tags'),
    likes_count: z.int().optional().describe('with withCount=likes'),
  })
  .describe('Admin post');

export const BulkResultSchema = z.strictObject({
  message: z.string(),
  affected: z.int().nonnegative().describe('posts this call changed'),
  failed_ids: z.array(z.int()).optional().describe('posts a fault stopped; retry them'),
});

const param = (description: string) => z.union([z.string(), z.array(z.string())]).optional().describe(description);

/** Documents the parameters; `shared/posts/list-query.ts` reads and checks them. */
export const AdminPostListQuery = z.looseObject({
  page: param('page number, >= 1'),
  per_page: param('1..100, default 15'),
  skip: param('rows to skip (instead of page)'),
  limit: param('rows to return (instead of per_page)'),
  sort: param('id, created_at, updated_at, published_at, title, status'),
  order: param('asc or desc'),
  orderBy: param('synonym of sort'),
  sortedBy: param('synonym of order'),
  search: param('term, or field:value;field:value (title, excerpt, slug, id, status, category_id, author_id)'),
  searchFields: param('field:like or field:= per field, separated by ;'),
  searchJoin: param('and or or (default or)'),
  filter: param('filter[]=field:value: status, category_id, author_id, tag_id, is_featured'),
  includes: param('category,tags,author'),
  with: param('synonym of includes'),
  withCount: param('comments,tags,likes'),
  field_sets: param('URL-encoded JSON, e.g. {"cms_posts":"id,title,slug"}'),
  excludes: param('comma-separated fields to drop'),
  cursor: param('opaque: carried by links.next'),
});

export const AdminPostItemQuery = z.looseObject({
  includes: param('category,tags,author'),
  with: param('synonym of includes'),
  withCount: param('comments,tags,likes'),
  field_sets: param('URL-encoded JSON, e.g. {"cms_posts":"id,title,slug"}'),
  excludes: param('comma-separated fields to drop'),
});

export const PostIdPath = z.object({ post_id: idParam('post_id') });
