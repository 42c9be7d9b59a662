/** Path, query and body of the post revision routes (validation, types and the OpenAPI document). */
import * as z from 'zod/mini';
import { described } from '#platform/described';
import { idParam } from '#platform/http/path-params';
import { cursorPageFields, DEFAULT_PER_PAGE } from '#platform/http/pagination';

export const RevisionPath = z.object({ post_id: idParam, revision_id: idParam });

export const RevisionListQuery = /* @__PURE__ */ (() => z.object(cursorPageFields()))();

export const REVISIONS_DEFAULT_PER_PAGE = DEFAULT_PER_PAGE;

export const RevisionRestoreBody = z.strictObject({
  version: described(
    z.int({ error: 'The version must be an integer.' }).check(z.gte(1, 'The version must be a positive integer.')),
    'the version of the post the caller last read: another one is a 409 version_conflict and nothing is restored',
  ),
});
