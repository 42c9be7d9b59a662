/**
 * Each route declares its bench request as data (`bench` in its `route({...})`); the bench's machinery
 * (bench/lib/scenarios.ts, fixtures.ts) makes it. Every declaration must name every path parameter and
 * only fixtures that exist, and the requests made from them are the route's own method, path and credentials.
 */
import { routes } from '#platform/routes/index';
import { route, type RouteDef } from '#platform/routes/types';
import { SCENARIOS, benchProblems, benchRequestOf, type ScenarioContext } from '../../../bench/lib/scenarios';

const routeOf = (id: string): RouteDef => routes.find((candidate) => candidate.id === id)!;

/** A site and makers of fresh things that hand out ids in order, as the bench's own do. */
function context(): ScenarioContext {
  let next = 1000;
  const fresh = async () => next++;
  return {
    site: {
      posts: 40, adminEmail: 'admin@bench.example', readerEmail: 'reader@bench.example', clientApiKey: 'key',
      categoryIds: [11, 12, 13], tagIds: [21, 22, 23, 24], mediaIds: [31, 32, 33, 34, 35, 36, 37], authorIds: [41, 42],
      commentedPostIds: [51, 52, 53, 54, 55], quietPostIds: Array.from({ length: 30 }, (_, i) => 100 + i),
    },
    admin: { Authorization: 'Bearer admin' },
    client: { 'Api-Key': 'key' },
    reader: { 'Api-Key': 'key', Authorization: 'Bearer reader' },
    fresh: {
      post: fresh, postOf: fresh, edit: async () => 7, pendingComment: async (postId) => postId * 10, category: fresh, tag: fresh, media: fresh, user: fresh, apiKey: fresh,
      like: async () => undefined,
      webhook: async () => ({ id: next++, deliveryId: 'dlv_17779788029015be27c0d94a1' }),
      mfaUser: async (state) => ({ id: next++, token: `token-${state}`, code: state === 'enabled' ? 'k7m2-p9qx-4hvd-a3bn' : '123456' }),
      mfaChallenge: async (kind) => ({ mfa_token: `mfa-${kind}`, ...(kind === 'verify' ? { code: 'k7m2-p9qx-4hvd-a3bn' } : {}) }),
      accountRequest: async (kind) => ({ kind }),
    },
  };
}

describe('the bench requests the routes declare', () => {
  test('every route has one scenario, and every declaration names its path parameters and known fixtures only', () => {
    // Act
    const problems = routes.flatMap(benchProblems);
    // Assess
    expect(problems).toEqual([]);
    expect(SCENARIOS.map((scenario) => scenario.route).sort()).toEqual(routes.map((each) => each.id).sort());
  });

  test('a declaration that misses a parameter or names an unknown fixture is refused', () => {
    // Prepare
    const toy = route({
      ...routeOf('admin-cms-tags-update'),
      id: 'toy',
      bench: { params: { post_id: '{fresh-tag}' }, body: { name: '{no-such-thing}' } },
    });
    // Act
    const problems = benchProblems(toy);
    // Assess
    expect(problems).toEqual(['toy: no value for {id}', 'toy: {post_id} is not a parameter of /api/admin/v3/cms/tag/{id}', 'toy: {no-such-thing} names no fixture']);
  });

  test("requests carry the route's method, path with its fixtures, query and the credentials of its audience", async () => {
    // Act
    const list = await benchRequestOf(routeOf('admin-cms-tags-list'), context(), 1);
    const comment = await benchRequestOf(routeOf('client-cms-comments-create'), context(), 2);
    const revision = await benchRequestOf(routeOf('admin-cms-post-revisions-restore'), context(), 1);
    const redeliver = await benchRequestOf(routeOf('admin-system-webhooks-redeliver'), context(), 1);
    // Assess
    expect(list).toEqual({ method: 'GET', path: '/api/admin/v3/cms/tag?per_page=15', headers: { Authorization: 'Bearer admin' } });
    expect(comment).toMatchObject({ method: 'POST', path: '/api/client/v3/cms/post/122/comments', headers: { 'Api-Key': 'key', Authorization: 'Bearer reader' } });
    expect(revision).toMatchObject({ path: '/api/admin/v3/cms/post/1000/revisions/1/restore', body: { version: 7 } });
    expect(redeliver.path).toBe('/api/admin/v3/system/webhook/1000/deliveries/dlv_17779788029015be27c0d94a1/redeliver');
  });

  test('a route that acts as a user the bench makes carries that user\'s token, and the code of the same user', async () => {
    // Act
    const verify = await benchRequestOf(routeOf('client-user-mfa-verify'), context(), 1);
    const disable = await benchRequestOf(routeOf('client-user-mfa-disable'), context(), 1);
    const secondStep = await benchRequestOf(routeOf('client-auth-login-mfa'), context(), 1);
    // Assess
    expect(verify).toMatchObject({ headers: { 'Api-Key': 'key', Authorization: 'Bearer token-pending' }, body: { code: '123456' } });
    expect(disable).toMatchObject({ headers: { 'Api-Key': 'key', Authorization: 'Bearer token-enabled' }, body: { code: 'k7m2-p9qx-4hvd-a3bn' } });
    expect(secondStep).toMatchObject({ headers: { 'Api-Key': 'key' }, body: { mfa_token: 'mfa-verify', code: 'k7m2-p9qx-4hvd-a3bn' } });
  });

  test('a fixture is made once per request, `{unique}` is one token per request, `{n}` the request number', async () => {
    // Act
    const first = await benchRequestOf(routeOf('admin-cms-categories-create'), context(), 1);
    const second = await benchRequestOf(routeOf('admin-cms-categories-create'), context(), 1);
    const bulk = await benchRequestOf(routeOf('admin-cms-posts-bulk'), context(), 1);
    const media = await benchRequestOf(routeOf('admin-cms-media-update'), context(), 3);
    // Assess
    const body = first.body as { name_en: string; name_fa: string; slug: string };
    const token = body.name_en.replace('Bench ', '');
    expect(body).toMatchObject({ name_fa: `دسته ${token}`, slug: `bench-${token}`, status: 'active' });
    expect((second.body as { name_en: string }).name_en).not.toBe(body.name_en);
    expect(bulk.body).toEqual({ action: 'archive', ids: [1000, 1001, 1002] });
    expect(media).toMatchObject({ path: '/api/admin/v3/cms/media/37', body: { title: 'Cover, pass 3' } });
  });

  test('lists run first, on the site as seeded, then the other reads, then the writes', () => {
    // Act
    const phases = SCENARIOS.map((scenario) => {
      const declared = routeOf(scenario.route);
      return declared.bench.list ? 0 : declared.method === 'GET' ? 1 : 2;
    });
    // Assess
    expect(phases).toEqual([...phases].sort());
  });
});
