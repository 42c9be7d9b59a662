/**
 * Reading one post on a client route: by integer id or by slug, published only, and every read
 * counts a view (one atomic update of the post's views item; the answer shows the count after this view).
 */
import { NotFound } from '#platform/errors';
import { findPostById, findPostBySlug, incrementViewCount } from '#domains/posts/model/posts-repository';
import type { Post } from '#domains/posts/model/post';

/** Trashed, draft, pending, verified and archived posts do not exist for a client. */
export const isClientVisible = (post: Pick<Post, 'status'>): boolean => post.status === 'published';

const ID_FORM = /^[1-9]\d{0,14}$/;

/**
 * `{id}` of the path: an all-digit segment is tried as an id first, then as a slug (a post may be
 * called "2024"); anything else is a slug. Slugs are stored lower-cased and NFC-normalised.
 */
export async function findClientPost(idOrSlug: string): Promise<Post> {
  const segment = idOrSlug.trim();
  // Only the canonical form names an id: ` 1` is not post 1.
  if (ID_FORM.test(idOrSlug)) {
    const byId = await findPostById(Number(idOrSlug));
    if (byId && isClientVisible(byId)) return byId;
  }
  const slug = segment.normalize('NFC').toLowerCase();
  const bySlug = slug ? await findPostBySlug(slug) : undefined;
  if (bySlug && isClientVisible(bySlug)) return bySlug;
  throw new NotFound('post', 'Post not found.');
}

/** The visible post with this view counted. */
export async function readClientPost(idOrSlug: string): Promise<Post> {
  const post = await findClientPost(idOrSlug);
  return { ...post, viewCount: await incrementViewCount(post.id, post.viewCount) };
}
