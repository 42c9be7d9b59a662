import { adminCategoriesDelete } from '../../../../infra/routes/admin-categories';
import { endpoint } from '../../../../shared/http/endpoint';
import { message } from '../../../../shared/http/reply';
import { IdPath } from '../../../../shared/http/path-params';
import { CategoryDeleteQuery, CategoryDeleteResultSchema } from '../../../../shared/taxonomy/taxonomy-schemas';
import { deleteCategoryById } from '../../../../shared/taxonomy/manage-categories';

export const handler = endpoint(adminCategoriesDelete, { params: IdPath, query: CategoryDeleteQuery, response: CategoryDeleteResultSchema }, async ({ params, query }) => {
  const { reassignedPosts } = await deleteCategoryById(params.id, query.reassign_to);
  return message('Category deleted.', query.reassign_to === undefined ? undefined : { reassigned_posts: reassignedPosts });
});
