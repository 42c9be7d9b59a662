/**
 * Bulk bodies (CONTRACT section 3): at most MAX_BULK_IDS ids and one action. Apart from the create and
 * update bodies, so that the bulk functions do not build those at cold start.
 */
import * as z from 'zod/mini';
import { MAX_BULK_IDS } from '#domains/posts/model/post';
import { BULK_ACTIONS } from './bulk-actions';
import { id } from '#domains/posts/model/field-rules';
import { typed } from '#domains/posts/model/post-body-wording';

const bulkIds = z
  .array(id, { error: typed('ids', 'an array of post ids') })
  .check(
    z.minLength(1, 'The ids field needs at least one post id.'),
    z.maxLength(MAX_BULK_IDS, `At most ${MAX_BULK_IDS} ids per bulk action.`),
  );

export const PostBulkBody = /* @__PURE__ */ (() => z.strictObject(
  {
    ids: bulkIds,
    action: z.enum(BULK_ACTIONS, {
      error: (issue) =>
        issue.input === undefined ? 'The action field is required.' : `The action must be one of: ${BULK_ACTIONS.join(', ')}.`,
    }),
  },
  { error: 'The body must be a JSON object.' },
))();

export const PostBulkDeleteBody = /* @__PURE__ */ (() => z.strictObject({ ids: bulkIds }, { error: 'The body must be a JSON object.' }))();
