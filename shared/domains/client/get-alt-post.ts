/** `GET /api/v3/client/posts/{id}`: the alternative post form (spec 4.4) with its related posts; counts a view. */
import type { AltPost } from '#domains/presentation/client-schemas';
import { altPost } from './post-overview';
import { loadPostRelations } from './post-relations';
import { readClientPost } from './read-post';
import { relatedPosts, type RelatedPost } from './related-posts';

export async function getAltPost(idOrSlug: string): Promise<{ post: AltPost; related: RelatedPost[] }> {
  const post = await readClientPost(idOrSlug);
  const [relations, related] = await Promise.all([
    loadPostRelations([post], { authors: 'names', categories: 'names', tags: true }),
    relatedPosts(post),
  ]);
  return { post: altPost(post, relations), related };
}
