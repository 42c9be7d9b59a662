import { documentResponse, endpoint } from '#platform/http/endpoint';
import { message } from '#platform/http/reply';
import { IdPath } from '#platform/http/path-params';
import { CategoryDeleteQuery } from '#domains/taxonomy/taxonomy-queries';
import { CategoryDeleteResultSchema } from '#domains/taxonomy/taxonomy-response-schemas';
import { deleteCategoryById } from '#domains/taxonomy/manage-categories';
import { changedByOf } from '#domains/posts/revisions/revisions';
import { postsOfCategory } from '#domains/posts/list/post-usage';

export const operation = endpoint({ params: IdPath, query: CategoryDeleteQuery }, async ({ params, query, admin }) => {
  const { reassignedPosts } = await deleteCategoryById(params.id, postsOfCategory(changedByOf(admin)), query.reassign_to);
  return message('Category deleted.', query.reassign_to === undefined ? undefined : { reassigned_posts: reassignedPosts });
});

DOCS: documentResponse(operation, CategoryDeleteResultSchema, { message: 'Category deleted.', reassigned_posts: 4 });
