/**
 * Draft previews: an editor asks for a token bound to one post; the site sends it back on the client
 * route (`?preview=`) and gets the post as it is now, whatever its status. The token is the only
 * credential: it opens that post and nothing else, and a token that does not verify (another post,
 * expired, altered) is treated as no token at all.
 */
import * as z from 'zod/mini';
import { config } from '#platform/config';
import { fillPattern } from '#platform/site/site-settings';
import { issuePreviewToken, PREVIEW_DEFAULT_SECONDS, PREVIEW_MAX_SECONDS, PREVIEW_TOKEN_MAX_CHARS, verifyPreviewToken } from '#platform/auth/preview-tokens';
import { findPostById } from '#domains/posts/model/posts-repository';
import { languageOf } from '#domains/posts/model/post-address';
import { requireOwner, type PostCaller } from '#domains/posts/model/post-ownership';
import type { Post } from '#domains/posts/model/post';
import { getPost } from '#domains/posts/write/manage-posts';
import { adminTimestamp } from '#platform/time';

// Pure-annotated: the client post route imports this module for the preview check, not this body.
export const PreviewBody = /* @__PURE__ */ (() =>
  z.nullish(
    z.strictObject({
      expires_in: z.optional(
        z
          .int({ error: 'expires_in must be a whole number of seconds.' })
          .check(z.gte(1, 'expires_in must be at least 1 second.'), z.lte(PREVIEW_MAX_SECONDS, `expires_in may not exceed ${PREVIEW_MAX_SECONDS} seconds (7 days).`)),
      ),
    }),
  ))();
export type PreviewBody = z.output<typeof PreviewBody>;

/** The `preview` query parameter of the client post: bounded, so no megabyte of text reaches the verifier. */
export const previewParam = () =>
  z.optional(z.string({ error: 'preview must be a preview token.' }).check(z.maxLength(PREVIEW_TOKEN_MAX_CHARS, 'preview is not a preview token.')));

export interface Preview {
  token: string;
  url: string;
  expires_at: string;
}

/** A preview of a post the caller may edit (read permission is the route's; editing is checked here). */
export async function createPreview(postId: number, caller: PostCaller, body: PreviewBody): Promise<Preview> {
  const post = await getPost(postId);
  requireOwner(caller, post);
  const { token, expiresAt } = await issuePreviewToken(post.id, body?.expires_in ?? PREVIEW_DEFAULT_SECONDS);
  const site = config.site;
  const url = fillPattern(site.siteUrl, site.previewUrlPattern, { id: post.id, type: post.type, slug: post.slug, language: languageOf(post, site), token });
  return { token, url, expires_at: adminTimestamp(expiresAt) };
}

/**
 * The post a preview token opens at this path segment (its id, or its current slug), or `undefined`:
 * then the route answers as if no token had been sent.
 */
export async function previewedPost(idOrSlug: string, token: string): Promise<Post | undefined> {
  const postId = await verifyPreviewToken(token);
  if (postId === undefined) return undefined;
  const post = await findPostById(postId);
  if (!post) return undefined;
  const segment = idOrSlug.trim();
  return segment === String(post.id) || segment.normalize('NFC').toLowerCase() === post.slug ? post : undefined;
}
