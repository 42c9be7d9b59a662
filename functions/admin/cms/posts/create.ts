import { documentRequest, documentResponse, endpoint } from '#platform/http/endpoint';
import { created } from '#platform/http/reply';
import { parseItemQuery } from '#domains/posts/list/list-query';
import { rawOf } from '#domains/posts/list/list-query-schema';
import { createPost, postActorOf } from '#domains/posts/write/manage-posts';
import { postCreateBodyCheck } from '#domains/posts/model/post-body-checks';
import { ADMIN_SHAPE_OPTIONS, adminPostShape, loadAdminRelations } from '#domains/posts/shapes/admin-post-shape';
import { AdminPostItemQuery } from '#domains/posts/list/admin-post-queries';
import { AdminPostSchema } from '#domains/posts/shapes/admin-post-response-schemas';
import { ADMIN_POST_EXAMPLE } from '#domains/posts/shapes/admin-post-examples';

export const operation = endpoint({ query: AdminPostItemQuery, body: postCreateBodyCheck }, async ({ query, body, admin }) => {
  const selection = parseItemQuery(rawOf(query), ADMIN_SHAPE_OPTIONS);
  const post = await createPost(body, postActorOf(admin));
  return created(adminPostShape(post, await loadAdminRelations([post], selection.includes), selection));
});

DOCS: documentRequest(operation, {
  title: 'Ten rules for a calm home office',
  content: '## Light first\n\nPut the desk **beside** a window, never facing it.\n\n## Sound\n\nSoft furnishings absorb echo.',
  status: 'draft',
  category_id: 5,
  tag_ids: [3, 8],
  is_featured: false,
  seo: { meta_title: 'Ten rules for a calm home office', meta_description: 'Light, sound and order: a quieter place to work.', og_image: null },
});
DOCS: documentResponse(operation, AdminPostSchema, ADMIN_POST_EXAMPLE);
