/** Path, query and body of the post revision routes (validation, types and the OpenAPI document). */
import * as z from 'zod/mini';
import { described } from '../described';
import { idParam } from '../http/path-params';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '../http/pagination';

export const RevisionPath = z.object({ post_id: idParam('post_id'), revision_id: idParam('revision_id') });

export const RevisionListQuery = z.object({
  per_page: z.optional(
    z.coerce
      .number({ error: 'per_page must be an integer.' })
      .check(z.int('per_page must be an integer.'), z.gte(1, 'per_page must be at least 1.'), z.lte(MAX_PER_PAGE, `per_page may not be greater than ${MAX_PER_PAGE}.`)),
  ),
  cursor: z.optional(described(z.string(), 'opaque: the position after the previous page (follow links.next)')),
  // links.next numbers its pages; what a page holds is decided by the cursor.
  page: z.optional(
    described(
      z.coerce.number({ error: 'page must be an integer.' }).check(z.int('page must be an integer.'), z.gte(1, 'page must be at least 1.')),
      'the page number links.next carries (the cursor decides what is read)',
    ),
  ),
});

export const REVISIONS_DEFAULT_PER_PAGE = DEFAULT_PER_PAGE;

export const RevisionRestoreBody = z.strictObject({
  version: described(
    z.int({ error: 'The version must be an integer.' }).check(z.gte(1, 'The version must be a positive integer.')),
    'the version of the post the caller last read: another one is a 409 version_conflict and nothing is restored',
  ),
});
