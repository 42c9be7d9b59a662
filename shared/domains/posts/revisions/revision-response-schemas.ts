/** The revision answers (OpenAPI document, contract tests); Lambda bundles leave them out. */
import * as z from 'zod/mini';
import { described, named } from '#platform/described';
import { POST_STATUSES } from '#domains/posts/model/post';
import { REVISED_FIELDS } from './revisions';

const timestamp = () => described(z.string(), 'ISO 8601 UTC with microseconds, e.g. 2024-01-15T10:30:00.000000Z');

const summaryFields = {
  id: described(z.int().check(z.positive()), 'the revision number: 1, 2, 3... per post, in the order of the changes'),
  post_id: z.int(),
  version: described(z.int().check(z.positive()), 'the version the post had in this state'),
  title: z.string(),
  status: z.enum(POST_STATUSES),
  changed_fields: described(z.array(z.enum(REVISED_FIELDS)), 'the content fields the change that followed this state changed'),
  changed_by: described(
    z.strictObject({ type: z.enum(['user', 'api_key', 'system']), id: z.nullable(z.int()) }),
    'who made that change (system: the seed, the cms tool, a scheduled publication)',
  ),
  created_at: described(timestamp(), 'when that change was made'),
};

export const RevisionSummarySchema = named(z.strictObject(summaryFields), 'PostRevisionSummary', 'A post revision in a list (without the stored state)');

export const RevisionSummaryListSchema = z.array(RevisionSummarySchema);

export const RevisionSchema = named(
  z.strictObject({
    ...summaryFields,
    post: described(
      z.strictObject({
        id: z.int(),
        title: z.string(),
        slug: z.string(),
        excerpt: z.string(),
        content: z.string(),
        featured_image: z.nullable(z.string()),
        status: z.enum(POST_STATUSES),
        category_id: z.nullable(z.int()),
        tag_ids: z.array(z.int()),
        seo: z.strictObject({ meta_title: z.nullable(z.string()), meta_description: z.nullable(z.string()), og_image: z.nullable(z.string()) }),
        author_id: z.nullable(z.int()),
        is_featured: z.boolean(),
        created_at: timestamp(),
        updated_at: timestamp(),
        published_at: z.nullable(timestamp()),
        version: z.int().check(z.positive()),
      }),
      'the whole stored state: the post as it was before the change (engagement counts are not part of it)',
    ),
  }),
  'PostRevision',
  'A post revision with its stored state',
);
