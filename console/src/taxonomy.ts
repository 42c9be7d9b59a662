/** Categories, tags and users for pickers and filters, loaded when the user may list them. */
import type { Schemas } from './api';
import { useConsole } from './context';
import { useLoad } from './ui';

export interface Choices {
  categories: Schemas['CategoryAdmin'][];
  tags: Schemas['TagAdmin'][];
  users: { id: number; email: string; name: string }[];
}

/** Enough for pickers: the API's largest page. */
const ALL = 100;

export function useChoices() {
  const { session, can } = useConsole();
  const cms = session.cms;
  return useLoad<Choices>(async () => {
    const [categories, tags, users] = await Promise.all([
      can('cms.categories.list') ? cms.get('/api/admin/v3/cms/category', { params: { query: { per_page: ALL } } }) : [],
      can('cms.tags.list') ? cms.get('/api/admin/v3/cms/tag', { params: { query: { per_page: ALL } } }) : [],
      can('user.users.list') ? cms.get('/api/admin/v3/user/user', { params: { query: { per_page: ALL } } }) : [],
    ]);
    return {
      categories,
      tags,
      users: users.map((user) => ({ id: user.id, email: user.email, name: `${user.first_name} ${user.last_name}`.trim() || user.email })),
    };
  }, [session.token]);
}

export function categoryName(category: Schemas['CategoryAdmin'], language: string): string {
  return (language === 'fa' ? category.name_fa || category.name_en : category.name_en || category.name_fa) || category.slug;
}
