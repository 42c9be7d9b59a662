/**
 * `GET /api/client/v3/cms/post/{id}`: the client post (spec 2.4) by default, with `author`,
 * `category` (client category 2.8), `tags` and `mainCategory` when included; `shape=overview` answers
 * the flat single-post form of spec 4.3 instead (ISO timestamps, `{id, name, ...}` references).
 */
import * as z from 'zod/mini';
import { parseItemQuery, selectFields } from '#domains/posts/list/list-query';
import { postItemQuery, rawOf } from '#domains/posts/list/list-query-schema';
import { previewedPost, previewParam } from '#domains/posts/preview/draft-preview';
import type { Post } from '#domains/posts/model/post';
import { clientPost } from './client-post';
import { postOverview } from './post-overview';
import { loadPostRelations } from './post-relations';
import { readClientPost } from './read-post';
import { asIncludes, CLIENT_GET_SHAPE } from './shaping';

export const PostPath = z.object({
  id: z
    .string({ error: 'id must be a post id or slug.' })
    .check(z.trim(), z.minLength(1, 'id must be a post id or slug.'), z.maxLength(200, 'id may not be longer than 200 characters.')),
});

// Pure-annotated: the alternative post route imports PostPath from here, not this query.
export const ClientPostGetQuery = /* @__PURE__ */ (() =>
  postItemQuery(CLIENT_GET_SHAPE, {
    shape: z._default(z.enum(['client', 'overview'], { error: 'shape must be client or overview.' }), 'client'),
    preview: previewParam(),
  }))();
export type ClientPostGetQuery = z.output<typeof ClientPostGetQuery>;

/** Headers of a draft preview: never kept by a shared cache, never indexed. */
export const PREVIEW_HEADERS: Readonly<Record<string, string>> = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

/**
 * The post and whether a preview token opened it: a valid token for this post answers it as it is now
 * (any status, no view counted); any other token is ignored, as if none had been sent.
 */
export async function getClientPost(idOrSlug: string, query: ClientPostGetQuery): Promise<{ result: unknown; preview: boolean }> {
  const previewed = query.preview === undefined ? undefined : await previewedPost(idOrSlug, query.preview);
  const post = previewed ?? (await readClientPost(idOrSlug));
  return { result: await shapeClientPost(post, query), preview: previewed !== undefined };
}

async function shapeClientPost(post: Post, query: ClientPostGetQuery) {
  const selection = parseItemQuery(rawOf({ ...query, preview: undefined }), CLIENT_GET_SHAPE);
  const includes = asIncludes(selection.includes);
  const needs = {
    authors: includes.has('author'),
    categories: includes.has('category') || includes.has('mainCategory'),
    tags: includes.has('tags'),
  };
  if (query.shape === 'overview') return postOverview(post, await loadPostRelations([post], needs), includes);
  // The client post (spec 2.4) always carries its author; the overview form only when included.
  const shaped = clientPost(post, await loadPostRelations([post], { ...needs, authors: true, images: true, translations: true }), includes);
  return selectFields(shaped, selection, [...includes]);
}
