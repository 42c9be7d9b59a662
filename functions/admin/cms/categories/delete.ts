import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { message } from '../../../../shared/http/reply';
import { IdPath } from '../../../../shared/http/path-params';
import { CategoryDeleteQuery } from '../../../../shared/taxonomy/taxonomy-queries';
import { CategoryDeleteResultSchema } from '../../../../shared/taxonomy/taxonomy-response-schemas';
import { deleteCategoryById } from '../../../../shared/taxonomy/manage-categories';
import { changedByOf } from '../../../../shared/posts/revisions';

export const operation = endpoint({ params: IdPath, query: CategoryDeleteQuery }, async ({ params, query, admin }) => {
  const { reassignedPosts } = await deleteCategoryById(params.id, query.reassign_to, changedByOf(admin));
  return message('Category deleted.', query.reassign_to === undefined ? undefined : { reassigned_posts: reassignedPosts });
});

DOCS: documentResponse(operation, CategoryDeleteResultSchema);
