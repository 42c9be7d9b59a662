/** Path, query and body of the post revision routes (validation, types and the OpenAPI document). */
import * as z from 'zod/mini';
import { described } from '#platform/described';
import { idPath } from '#platform/http/path-params';
import { cursorPageFields, DEFAULT_PER_PAGE } from '#platform/http/pagination';

export const RevisionPath = /* @__PURE__ */ (() => idPath('post_id', 'revision_id'))();

export const RevisionListQuery = /* @__PURE__ */ (() => z.object(cursorPageFields()))();

export const REVISIONS_DEFAULT_PER_PAGE = DEFAULT_PER_PAGE;

// Pure-annotated: the revision get and list routes import this module for the path and query only.
export const RevisionRestoreBody = /* @__PURE__ */ (() =>
  z.strictObject({
    version: described(
      z.int({ error: 'The version must be an integer.' }).check(z.gte(1, 'The version must be a positive integer.')),
      'the version of the post the caller last read: another one is a 409 version_conflict and nothing is restored',
    ),
  }))();
