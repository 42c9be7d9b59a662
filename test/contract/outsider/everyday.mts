// What a blog front end and an editorial tool do every day, written by an outsider against types
// generated from openapi.json (./schema.ts) with openapi-fetch. Must compile with --strict, no error.
import createClient from 'openapi-fetch';
import type { paths } from './schema.js';

const site = createClient<paths>({ baseUrl: 'https://cms.example.com', headers: { 'Api-Key': 'key' } });
const editor = createClient<paths>({ baseUrl: 'https://cms.example.com', headers: { Authorization: 'Bearer token' } });

export async function frontEnd(): Promise<string[]> {
  const list = await site.GET('/api/client/v3/cms/post', {
    params: {
      query: {
        page: 1,
        per_page: 20,
        skip: 0,
        limit: 20,
        sort: 'published_at',
        orderBy: 'published_at',
        order: 'desc',
        sortedBy: 'desc',
        search: 'title:tehran',
        searchFields: 'title:like',
        searchJoin: 'and',
        'filter[]': ['category_id:3', 'is_featured:true'],
        includes: 'author,tags',
        'with[]': ['mainCategory'],
        field_sets: JSON.stringify({ cms_posts: 'id,title,slug' }),
        excludes: 'content',
        cursor: 'opaque',
      },
    },
  });
  const titles: string[] = [];
  if (list.data) {
    for (const post of list.data.result) titles.push(`${post.title} ${post.published_at.jalali.short} ${post.meta.views}`);
    const next: string | undefined = list.data.meta.pagination.links?.next;
    const total: number = list.data.meta.pagination.total;
    titles.push(String(next), String(total));
  }

  const one = await site.GET('/api/client/v3/cms/post/{id}', { params: { path: { id: 'hello-world' }, query: { includes: 'author,category,tags', shape: 'client' } } });
  if (one.data && 'slug' in one.data.result) titles.push(one.data.result.slug);

  const alternative = await site.GET('/api/v3/client/posts', { params: { query: { page: 2, per_page: 10, sort: 'title', order: 'asc' } } });
  if (alternative.data) titles.push(...alternative.data.data.map((post) => post.title), String(alternative.data.meta.total_pages));
  const alternativeOne = await site.GET('/api/v3/client/posts/{id}', { params: { path: { id: '12' } } });
  if (alternativeOne.data) titles.push(alternativeOne.data.data.title);
  const categories = await site.GET('/api/v3/client/categories');
  if (categories.data) titles.push(...categories.data.data.map((category) => category.name));

  const login = await site.POST('/api/client/v3/auth/login', { body: { email: 'reader@example.com', password: 'secret' } });
  // An account with a second factor answers an mfa_token instead of a token (POST /api/client/v3/auth/login/mfa finishes).
  if (login.data) titles.push('token' in login.data.data ? login.data.data.token : login.data.data.mfa_token);
  if (login.error) titles.push(login.error.error.code);
  return titles;
}

export async function editorialTool(): Promise<void> {
  const created = await editor.POST('/api/admin/v3/cms/post', {
    body: { title: 'Hello', content: '<p>Hi</p>', status: 'draft', category_id: 3, tag_ids: [1, 2], is_featured: false },
  });
  if (!created.data) return;
  const id: number = created.data.result.id;

  const drafts = await editor.GET('/api/admin/v3/cms/post', { params: { query: { 'filter[]': ['status:draft'], per_page: 50, sort: 'updated_at', order: 'desc', 'withCount[]': ['comments'] } } });
  const ids = (drafts.data?.result ?? []).map((post) => post.id);
  await editor.POST('/api/admin/v3/cms/post/bulk', { body: { ids: [id, ...ids], action: 'publish' } });

  const comments = await editor.GET('/api/admin/v3/cms/post/{post_id}/comments', { params: { path: { post_id: id }, query: { status: 'pending', per_page: 20 } } });
  for (const comment of comments.data?.result.comments ?? []) {
    await editor.PUT('/api/admin/v3/cms/comment/{comment_id}/approve', { params: { path: { comment_id: comment.id } } });
  }
}
