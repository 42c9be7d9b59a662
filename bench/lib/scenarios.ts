/**
 * One realistic request per route. `prepare` may write what the request needs first (a fresh post to
 * delete, a pending comment to approve...) through the use cases; only the request itself is
 * measured. Every scenario must answer 2xx.
 */
import type { BenchRequest } from './http';
import { query } from './http';
import { generator, postBody, type SeededSite } from './seed';

export interface ScenarioContext {
  site: SeededSite;
  admin: Record<string, string>;
  client: Record<string, string>;
  /** Api-Key plus the reader's Bearer token. */
  reader: Record<string, string>;
  fresh: FreshThings;
}

/** Things a write request consumes, made through the use cases (not measured). */
export interface FreshThings {
  post(options?: { trash?: boolean }): Promise<number>;
  /** A post made from a create body (operations.ts builds the budgets' 5 KB post). */
  postOf(body: Record<string, unknown>): Promise<number>;
  /** An update of a post through the use case (a change of content fields keeps a revision); the post's new version. */
  edit(postId: number, changes: Record<string, unknown>): Promise<number>;
  pendingComment(postId: number): Promise<number>;
  category(): Promise<number>;
  tag(): Promise<number>;
  media(): Promise<number>;
  user(): Promise<number>;
  apiKey(): Promise<number>;
  like(postId: number): Promise<void>;
  /** A disabled webhook (nothing is ever sent to it) with one recorded delivery attempt. */
  webhook(): Promise<{ id: number; deliveryId: string }>;
}

export interface Scenario {
  route: string;
  /**
   * A list: it must read only what it returns (ScannedCount = Count) and cost the same at every table
   * size. `posts`: a page of posts, held to the capacity budget (read units within 1.2x the least for
   * the posts it returns).
   */
  list?: 'posts' | 'other';
  prepare(context: ScenarioContext, n: number): Promise<BenchRequest>;
}

const random = generator(7);
let unique = 0;
const next = () => `${Date.now().toString(36)}-${(unique++).toString(36)}`;

export const newPostBody = (): Record<string, unknown> => ({
  title: `Benchmark article ${next()}`,
  content: postBody(random, random() < 0.5),
  status: 'published',
  is_featured: false,
  seo: { meta_title: 'Benchmark article', meta_description: 'A post written by the benchmark.', og_image: null },
});

const published = (context: ScenarioContext, n: number) => context.site.quietPostIds[n % context.site.quietPostIds.length]!;

/** Revisions a post of the revision reads has: more than a page of 15, as a post edited for a while. */
const REVISIONS_READ = 20;
const revisedPosts = new WeakMap<ScenarioContext, Promise<number>>();

/** One post per table with REVISIONS_READ title edits behind it, made once (reads do not consume it). */
function revisedPost(context: ScenarioContext): Promise<number> {
  let made = revisedPosts.get(context);
  if (!made) {
    made = (async () => {
      const postId = await context.fresh.post();
      for (let n = 1; n <= REVISIONS_READ; n++) await context.fresh.edit(postId, { title: `Revised article ${next()}` });
      return postId;
    })();
    revisedPosts.set(context, made);
  }
  return made;
}

export const SCENARIOS: Scenario[] = [
  // ---- client ------------------------------------------------------------------------------
  { route: 'client-cms-posts-list', list: 'posts', prepare: async ({ client }) => ({ method: 'GET', path: '/api/client/v3/cms/post', headers: client }) },
  { route: 'client-cms-posts-get', prepare: async (c, n) => ({ method: 'GET', path: `/api/client/v3/cms/post/${published(c, n)}`, headers: c.client }) },
  { route: 'client-alt-posts-list', list: 'posts', prepare: async ({ client }) => ({ method: 'GET', path: '/api/v3/client/posts', headers: client }) },
  { route: 'client-alt-posts-get', prepare: async (c, n) => ({ method: 'GET', path: `/api/v3/client/posts/${published(c, n)}`, headers: c.client }) },
  { route: 'client-cms-categories-list', list: 'other', prepare: async ({ client }) => ({ method: 'GET', path: '/api/client/v3/cms/category', headers: client }) },
  { route: 'client-alt-categories-list', list: 'other', prepare: async ({ client }) => ({ method: 'GET', path: '/api/v3/client/categories', headers: client }) },
  {
    route: 'client-cms-comments-list',
    list: 'other',
    prepare: async ({ site, client }) => ({ method: 'GET', path: `/api/client/v3/cms/post/${site.commentedPostIds[0]}/comments`, headers: client }),
  },
  {
    route: 'client-cms-comments-create',
    prepare: async (c, n) => ({ method: 'POST', path: `/api/client/v3/cms/post/${published(c, n + 20)}/comments`, headers: c.reader, body: { content: `A reader's thoughts ${next()}` } }),
  },
  { route: 'client-cms-likes-create', prepare: async (c) => ({ method: 'POST', path: `/api/client/v3/cms/post/${await c.fresh.post()}/like`, headers: c.reader }) },
  {
    route: 'client-cms-likes-delete',
    prepare: async (c) => {
      const postId = await c.fresh.post();
      await c.fresh.like(postId);
      return { method: 'DELETE', path: `/api/client/v3/cms/post/${postId}/like`, headers: c.reader };
    },
  },
  {
    route: 'client-auth-login',
    prepare: async ({ site, client }) => ({ method: 'POST', path: '/api/client/v3/auth/login', headers: client, body: { email: site.readerEmail, password: 'bench password of the benchmark 2026' } }),
  },
  { route: 'client-user-preferences-get', prepare: async ({ reader }) => ({ method: 'GET', path: '/api/client/v3/user/preferences', headers: reader }) },
  {
    route: 'client-user-preferences-update',
    prepare: async ({ reader }, n) => ({ method: 'PUT', path: '/api/client/v3/user/preferences', headers: reader, body: { theme: n % 2 ? 'dark' : 'light', email_notifications: n % 2 === 0 } }),
  },
  { route: 'client-user-profile-get', prepare: async ({ reader }) => ({ method: 'GET', path: '/api/client/v3/user/profile', headers: reader }) },
  { route: 'client-user-profile-update', prepare: async ({ reader }, n) => ({ method: 'PUT', path: '/api/client/v3/user/profile', headers: reader, body: { last_name: `Reader ${n}` } }) },

  // ---- admin posts -------------------------------------------------------------------------
  { route: 'admin-cms-posts-list', list: 'posts', prepare: async ({ admin }) => ({ method: 'GET', path: '/api/admin/v3/cms/post', headers: admin }) },
  { route: 'admin-cms-posts-get', prepare: async (c, n) => ({ method: 'GET', path: `/api/admin/v3/cms/post/${published(c, n)}`, headers: c.admin }) },
  { route: 'admin-cms-posts-create', prepare: async ({ admin }) => ({ method: 'POST', path: '/api/admin/v3/cms/post', headers: admin, body: newPostBody() }) },
  {
    route: 'admin-cms-posts-update',
    prepare: async (c) => ({ method: 'PUT', path: `/api/admin/v3/cms/post/${await c.fresh.post()}`, headers: c.admin, body: { title: `Edited article ${next()}`, is_featured: true } }),
  },
  { route: 'admin-cms-posts-trash', prepare: async (c) => ({ method: 'DELETE', path: `/api/admin/v3/cms/post/${await c.fresh.post()}/trash`, headers: c.admin }) },
  { route: 'admin-cms-posts-restore', prepare: async (c) => ({ method: 'POST', path: `/api/admin/v3/cms/post/${await c.fresh.post({ trash: true })}/restore`, headers: c.admin }) },
  { route: 'admin-cms-posts-delete', prepare: async (c) => ({ method: 'DELETE', path: `/api/admin/v3/cms/post/${await c.fresh.post()}`, headers: c.admin }) },
  // A page of 15 revisions (of 20) reads their summaries; one revision reads its packed state; a
  // restore undoes a title edit.
  {
    route: 'admin-cms-post-revisions-list',
    list: 'other',
    prepare: async (c) => ({ method: 'GET', path: `/api/admin/v3/cms/post/${await revisedPost(c)}/revisions`, headers: c.admin }),
  },
  {
    route: 'admin-cms-post-revisions-get',
    prepare: async (c, n) => ({ method: 'GET', path: `/api/admin/v3/cms/post/${await revisedPost(c)}/revisions/${REVISIONS_READ - n}`, headers: c.admin }),
  },
  {
    route: 'admin-cms-post-revisions-restore',
    prepare: async (c) => {
      const postId = await c.fresh.post();
      const version = await c.fresh.edit(postId, { title: `Edited article ${next()}` });
      return { method: 'POST', path: `/api/admin/v3/cms/post/${postId}/revisions/1/restore`, headers: c.admin, body: { version } };
    },
  },
  {
    route: 'admin-cms-posts-bulk',
    prepare: async (c) => ({ method: 'POST', path: '/api/admin/v3/cms/post/bulk', headers: c.admin, body: { action: 'archive', ids: [await c.fresh.post(), await c.fresh.post(), await c.fresh.post()] } }),
  },
  {
    route: 'admin-cms-posts-bulk-delete',
    prepare: async (c) => ({ method: 'POST', path: '/api/admin/v3/cms/post/bulk/delete', headers: c.admin, body: { ids: [await c.fresh.post(), await c.fresh.post(), await c.fresh.post()] } }),
  },

  // ---- admin comments ----------------------------------------------------------------------
  {
    route: 'admin-cms-comments-list',
    list: 'other',
    prepare: async ({ site, admin }) => ({ method: 'GET', path: `/api/admin/v3/cms/post/${site.commentedPostIds[1]}/comments`, headers: admin }),
  },
  {
    route: 'admin-cms-comments-approve',
    prepare: async (c) => ({ method: 'PUT', path: `/api/admin/v3/cms/comment/${await c.fresh.pendingComment(c.site.commentedPostIds[2]!)}/approve`, headers: c.admin }),
  },
  {
    route: 'admin-cms-comments-reject',
    prepare: async (c) => ({ method: 'PUT', path: `/api/admin/v3/cms/comment/${await c.fresh.pendingComment(c.site.commentedPostIds[3]!)}/reject`, headers: c.admin }),
  },
  {
    route: 'admin-cms-comments-delete',
    prepare: async (c) => ({ method: 'DELETE', path: `/api/admin/v3/cms/comment/${await c.fresh.pendingComment(c.site.commentedPostIds[4]!)}`, headers: c.admin }),
  },

  // ---- admin taxonomy, media, users, keys --------------------------------------------------
  { route: 'admin-cms-categories-list', list: 'other', prepare: async ({ admin }) => ({ method: 'GET', path: '/api/admin/v3/cms/category', headers: admin }) },
  { route: 'admin-cms-categories-get', prepare: async ({ site, admin }) => ({ method: 'GET', path: `/api/admin/v3/cms/category/${site.categoryIds[1]}`, headers: admin }) },
  {
    route: 'admin-cms-categories-create',
    prepare: async ({ admin }) => {
      const id = next();
      return { method: 'POST', path: '/api/admin/v3/cms/category', headers: admin, body: { name_en: `Bench ${id}`, name_fa: `دسته ${id}`, slug: `bench-${id}`, status: 'active' } };
    },
  },
  {
    route: 'admin-cms-categories-update',
    prepare: async ({ site, admin }, n) => ({ method: 'PUT', path: `/api/admin/v3/cms/category/${site.categoryIds[2]}`, headers: admin, body: { description: `Described by the benchmark, pass ${n}.` } }),
  },
  { route: 'admin-cms-categories-delete', prepare: async (c) => ({ method: 'DELETE', path: `/api/admin/v3/cms/category/${await c.fresh.category()}`, headers: c.admin }) },
  { route: 'admin-cms-tags-list', list: 'other', prepare: async ({ admin }) => ({ method: 'GET', path: `/api/admin/v3/cms/tag${query({ per_page: 15 })}`, headers: admin }) },
  { route: 'admin-cms-tags-get', prepare: async ({ site, admin }) => ({ method: 'GET', path: `/api/admin/v3/cms/tag/${site.tagIds[3]}`, headers: admin }) },
  { route: 'admin-cms-tags-create', prepare: async ({ admin }) => ({ method: 'POST', path: '/api/admin/v3/cms/tag', headers: admin, body: { name: `Bench tag ${next()}` } }) },
  { route: 'admin-cms-tags-update', prepare: async (c) => ({ method: 'PUT', path: `/api/admin/v3/cms/tag/${await c.fresh.tag()}`, headers: c.admin, body: { name: `Renamed tag ${next()}` } }) },
  { route: 'admin-cms-tags-delete', prepare: async (c) => ({ method: 'DELETE', path: `/api/admin/v3/cms/tag/${await c.fresh.tag()}`, headers: c.admin }) },
  { route: 'admin-cms-media-list', list: 'other', prepare: async ({ admin }) => ({ method: 'GET', path: '/api/admin/v3/cms/media', headers: admin }) },
  { route: 'admin-cms-media-get', prepare: async ({ site, admin }) => ({ method: 'GET', path: `/api/admin/v3/cms/media/${site.mediaIds[5]}`, headers: admin }) },
  {
    route: 'admin-cms-media-create',
    prepare: async ({ admin }) => ({ method: 'POST', path: '/api/admin/v3/cms/media', headers: admin, body: { file_name: `photo-${next()}.jpg`, mime_type: 'image/jpeg', size_bytes: 120_000, width: 1600, height: 900 } }),
  },
  { route: 'admin-cms-media-update', prepare: async ({ site, admin }, n) => ({ method: 'PUT', path: `/api/admin/v3/cms/media/${site.mediaIds[6]}`, headers: admin, body: { title: `Cover, pass ${n}` } }) },
  { route: 'admin-cms-media-delete', prepare: async (c) => ({ method: 'DELETE', path: `/api/admin/v3/cms/media/${await c.fresh.media()}`, headers: c.admin }) },
  { route: 'admin-user-users-list', list: 'other', prepare: async ({ admin }) => ({ method: 'GET', path: '/api/admin/v3/user/user', headers: admin }) },
  { route: 'admin-user-users-get', prepare: async ({ site, admin }) => ({ method: 'GET', path: `/api/admin/v3/user/user/${site.authorIds[0]}`, headers: admin }) },
  {
    route: 'admin-user-users-create',
    prepare: async ({ admin }) => ({ method: 'POST', path: '/api/admin/v3/user/user', headers: admin, body: { first_name: 'New', last_name: 'Editor', email: `editor-${next()}@bench.example`, password: 'a long enough password 123', roles: ['editor'] } }),
  },
  { route: 'admin-user-users-update', prepare: async ({ site, admin }, n) => ({ method: 'PUT', path: `/api/admin/v3/user/user/${site.authorIds[1]}`, headers: admin, body: { last_name: `Bench ${n}` } }) },
  { route: 'admin-user-users-delete', prepare: async (c) => ({ method: 'DELETE', path: `/api/admin/v3/user/user/${await c.fresh.user()}`, headers: c.admin }) },
  { route: 'admin-system-api-keys-list', list: 'other', prepare: async ({ admin }) => ({ method: 'GET', path: '/api/admin/v3/system/api-key', headers: admin }) },
  { route: 'admin-system-api-keys-create', prepare: async ({ admin }) => ({ method: 'POST', path: '/api/admin/v3/system/api-key', headers: admin, body: { name: `bench app ${next()}` } }) },
  { route: 'admin-system-audit-log-list', list: 'other', prepare: async ({ admin }) => ({ method: 'GET', path: '/api/admin/v3/system/audit-log', headers: admin }) },
  { route: 'admin-system-webhooks-list', list: 'other', prepare: async ({ admin }) => ({ method: 'GET', path: '/api/admin/v3/system/webhook', headers: admin }) },
  {
    route: 'admin-system-webhooks-create',
    prepare: async ({ admin }) => ({ method: 'POST', path: '/api/admin/v3/system/webhook', headers: admin, body: { url: `http://127.0.0.1:9/bench-${next()}`, events: ['post.*'], enabled: false } }),
  },
  { route: 'admin-system-webhooks-get', prepare: async (c) => ({ method: 'GET', path: `/api/admin/v3/system/webhook/${(await c.fresh.webhook()).id}`, headers: c.admin }) },
  { route: 'admin-system-webhooks-update', prepare: async (c) => ({ method: 'PUT', path: `/api/admin/v3/system/webhook/${(await c.fresh.webhook()).id}`, headers: c.admin, body: { description: `Renamed ${next()}` } }) },
  { route: 'admin-system-webhooks-delete', prepare: async (c) => ({ method: 'DELETE', path: `/api/admin/v3/system/webhook/${(await c.fresh.webhook()).id}`, headers: c.admin }) },
  { route: 'admin-system-webhooks-deliveries', prepare: async (c) => ({ method: 'GET', path: `/api/admin/v3/system/webhook/${(await c.fresh.webhook()).id}/deliveries`, headers: c.admin }) },
  {
    route: 'admin-system-webhooks-redeliver',
    prepare: async (c) => {
      const { id, deliveryId } = await c.fresh.webhook();
      return { method: 'POST', path: `/api/admin/v3/system/webhook/${id}/deliveries/${deliveryId}/redeliver`, headers: c.admin };
    },
  },
  { route: 'admin-system-api-keys-revoke', prepare: async (c) => ({ method: 'DELETE', path: `/api/admin/v3/system/api-key/${await c.fresh.apiKey()}`, headers: c.admin }) },
];
