/**
 * What a public site reads of a post: its canonical address and Open Graph locale (SITE_URL,
 * POST_URL_PATTERN, its language), and draft previews: a token an editor asks for opens that one post,
 * as it is now, uncached and unindexed, counting no view; any other token is as if none were sent.
 */
import { useLocalApi, pinClock } from '#test/support/http';
import { findPostById } from '#domains/posts/model/posts-repository';
import { ClientPostItemSchema } from '#domains/client/schemas';
import { publishedPost } from './client-fixtures';
import { primaryItem } from './client-envelopes';

const api = useLocalApi();
const postUrl = (id: number | string) => `/api/client/v3/cms/post/${id}`;

async function preview(postId: number, headers: Record<string, string>, body?: unknown) {
  return api.request('POST', `/api/admin/v3/cms/post/${postId}/preview`, { headers, ...(body === undefined ? {} : { body }) });
}

describe('canonical address', () => {
  test("seo.canonical_url is SITE_URL + POST_URL_PATTERN filled; og.locale follows the post's language", async () => {
    // Prepare
    const post = await publishedPost({ title: 'Canonical one', slug: 'canonical-one' });
    process.env.SITE_URL = 'https://www.example.com/';
    process.env.POST_URL_PATTERN = '/blog/{id}/{slug}';
    try {
      // Act
      const response = await api.request('GET', postUrl(post.id), { headers: await api.clientHeaders() });
      // Assess
      const seo = primaryItem(ClientPostItemSchema).parse(response.body).result.seo;
      expect(seo.canonical_url).toBe(`https://www.example.com/blog/${post.id}/canonical-one`);
      expect(seo.og.locale).toBe('fa_IR');
    } finally {
      delete process.env.SITE_URL;
      delete process.env.POST_URL_PATTERN;
    }
  });

  test('unset, the site is the API URL and the pattern /{type}/{slug}', async () => {
    const post = await publishedPost({ title: 'Default address', slug: 'default-address' });
    const response = await api.request('GET', postUrl(post.id), { headers: await api.clientHeaders() });
    expect(response.body.result.seo.canonical_url).toBe(`${api.url}/post/default-address`);
  });
});

describe('draft previews', () => {
  test('a token opens its draft as it is now, private, noindex, no view counted; the URL names it', async () => {
    // Prepare
    const draft = await publishedPost({ title: 'Draft to see', status: 'draft' });
    const editor = await api.adminHeaders('editor');
    // Act
    const made = await preview(draft.id, editor);
    // Assess
    expect(made.status).toBe(201);
    const { token, url, expires_at } = made.body.result;
    expect(url).toBe(`${api.url}/preview?post=${draft.id}&token=${token}`);
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(3500_000);
    const seen = await api.request('GET', postUrl(draft.id), { headers: await api.clientHeaders(), query: { preview: token } });
    expect(seen.status).toBe(200);
    expect(seen.body.result.title).toBe('Draft to see');
    expect(seen.body.result.status.value).toBe('draft');
    expect(seen.headers['cache-control']).toBe('private, no-store');
    expect(seen.headers['x-robots-tag']).toBe('noindex');
    expect((await findPostById(draft.id, true))?.viewCount).toBe(0);
    // by slug too
    const bySlug = await api.request('GET', postUrl(encodeURIComponent(draft.slug)), { headers: await api.clientHeaders(), query: { preview: token } });
    expect(bySlug.status).toBe(200);
  });

  test('without a token, or with one for another post, altered or expired, the draft is 404', async () => {
    // Prepare
    const clock = pinClock();
    try {
      const draft = await publishedPost({ title: 'Hidden draft', status: 'draft' });
      const other = await publishedPost({ title: 'Other draft', status: 'draft' });
      const editor = await api.adminHeaders('editor');
      const forOther = (await preview(other.id, editor)).body.result.token as string;
      const short = (await preview(draft.id, editor, { expires_in: 60 })).body.result.token as string;
      const good = (await preview(draft.id, editor)).body.result.token as string;
      const altered = good.slice(0, -3) + (good.endsWith('AAA') ? 'BBB' : 'AAA');
      const headers = await api.clientHeaders();
      // Act and assess
      for (const token of [undefined, forOther, altered, 'not-a-token']) {
        const response = await api.request('GET', postUrl(draft.id), { headers, ...(token ? { query: { preview: token } } : {}) });
        expect(response.status).toBe(404);
        expect(response.body.error.code).toBe('resource_not_found');
      }
      expect((await api.request('GET', postUrl(draft.id), { headers, query: { preview: short } })).status).toBe(200);
      clock.advance(61_000);
      expect((await api.request('GET', postUrl(draft.id), { headers, query: { preview: short } })).status).toBe(404);
      expect((await api.request('GET', postUrl(draft.id), { headers, query: { preview: good } })).status).toBe(200);
    } finally {
      clock.restore();
    }
  });

  test('a token for a published post reads it like any client, but uncounted; elsewhere it opens nothing', async () => {
    // Prepare
    const published = await publishedPost({ title: 'Published and previewed' });
    const draft = await publishedPost({ title: 'Another draft', status: 'draft' });
    const token = (await preview(published.id, await api.adminHeaders('editor'))).body.result.token as string;
    const headers = await api.clientHeaders();
    // Act and assess: its own post, no view
    const own = await api.request('GET', postUrl(published.id), { headers, query: { preview: token } });
    expect(own.headers['x-robots-tag']).toBe('noindex');
    expect((await findPostById(published.id, true))?.viewCount).toBe(0);
    // another post: an ordinary read (404 for a draft), no preview headers
    expect((await api.request('GET', postUrl(draft.id), { headers, query: { preview: token } })).status).toBe(404);
    // a list does not take the parameter at all
    const list = await api.request('GET', '/api/client/v3/cms/post', { headers, query: { preview: token } });
    expect(list.status).toBe(400);
    // nor is it an admin credential
    const asAdmin = await api.request('GET', `/api/admin/v3/cms/post/${draft.id}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(asAdmin.status).toBe(401);
  });

  test('expires_in out of range or of the wrong type is 422 and nothing is issued', async () => {
    const draft = await publishedPost({ title: 'Bounds', status: 'draft' });
    const editor = await api.adminHeaders('editor');
    for (const body of [{ expires_in: 0 }, { expires_in: 604_801 }, { expires_in: '60' }, { expires_in: 1.5 }, { other: 1 }]) {
      const response = await preview(draft.id, editor, body);
      expect(response.status).toBe(422);
      expect(response.body.status).toBe(false);
      expect(response.body.error.code).toBe('validation_failed');
    }
    expect((await preview(draft.id, editor, { expires_in: 604_800 })).status).toBe(201);
  });

  test("an author may preview only their own posts; a missing post is 404", async () => {
    const author = await api.createUser({ roles: ['author'] });
    const own = await publishedPost({ title: 'Mine', status: 'draft' }, author.id);
    const theirs = await publishedPost({ title: 'Not mine', status: 'draft' });
    const headers = await api.adminHeaders(author);
    expect((await preview(own.id, headers)).status).toBe(201);
    const refused = await preview(theirs.id, headers);
    expect(refused.status).toBe(403);
    expect(refused.body.error.details.required_permission).toBe('cms.posts.edit_others');
    expect((await preview(999_999_999, await api.adminHeaders('editor'))).status).toBe(404);
  });
});
