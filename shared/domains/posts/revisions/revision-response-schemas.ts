/** The revision answers (OpenAPI document, contract tests); Lambda bundles leave them out. */
import * as z from 'zod/mini';
import { described, named } from '#platform/described';
import { POST_STATUSES } from '#domains/posts/model/post';
import { revisionKeysView } from '#domains/posts/model/field-views';
import { postFields, V3_ORDER } from '#domains/posts/model/post-fields';
import { answerKit, answerSchemas } from '#domains/posts/shapes/field-answer-schemas';
import { revisedFields } from './revisions';

const { timestamp } = answerKit;

const summaryFields = {
  id: described(z.int().check(z.positive()), 'the revision number: 1, 2, 3... per post, in the order of the changes'),
  post_id: z.int(),
  version: described(z.int().check(z.positive()), 'the version the post had in this state'),
  title: z.string(),
  status: z.enum(POST_STATUSES),
  changed_fields: described(z.array(z.enum(revisedFields())), 'the content fields the change that followed this state changed'),
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
      // The state's keys (post-fields.ts, `revision.shown`).
      z.strictObject(answerSchemas(postFields(), revisionKeysView(postFields(), V3_ORDER.revisionShown))),
      'the whole stored state: the post as it was before the change (engagement counts are not part of it)',
    ),
  }),
  'PostRevision',
  'A post revision with its stored state',
);
