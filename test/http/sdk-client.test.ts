/**
 * The SDK (sdk/src) against the local stack: envelopes unwrapped, refusals thrown as `CmsError`,
 * 429/503 retried after `Retry-After`, the cursor walked to the last page with narrowed fields, and
 * the static-site example (sdk/examples) building its page from what the stack serves.
 */
import { createCms, CmsError, MfaRequired } from '../../sdk/src/index';
import { Secret } from 'otpauth';
import { stepAt, totpCode } from '#domains/accounts/totp';
import { collectEntries, renderIndex } from '../../sdk/examples/static-site';
import { useLocalApi } from '#test/support/http';
import { publishedPost } from './client-fixtures';

const api = useLocalApi();

describe('the SDK', () => {
  test('walks every published post through the cursor with only the fields asked for', async () => {
    // Prepare
    const titles = ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon'];
    for (const title of titles) await publishedPost({ title });
    const cms = createCms({ baseUrl: api.url, apiKey: await api.clientKey() });

    // Act
    const seen: Array<Record<string, unknown>> = [];
    for await (const post of cms.posts.list({ per_page: 2, fields: ['id', 'title'] })) seen.push(post);

    // Assess
    expect(seen.map((post) => post.title).sort()).toEqual([...titles].sort());
    for (const post of seen) expect(Object.keys(post).sort()).toEqual(['id', 'title']);
  });

  test('unwraps both envelopes and reads a post with its included relations', async () => {
    // Prepare
    const post = await publishedPost({ title: 'Included' });
    const cms = createCms({ baseUrl: api.url, apiKey: await api.clientKey() });

    // Act
    const read = await cms.posts.get(post.id, { includes: ['tags', 'author'] });
    const alternative = await cms.get('/api/v3/client/posts/{id}', { params: { path: { id: String(post.id) } } });

    // Assess
    expect(read.title).toBe('Included');
    expect(read.tags).toEqual([]);
    expect(alternative.title).toBe('Included');
  });

  test('throws CmsError with the code, details and required permission of a refusal', async () => {
    // Prepare
    const client = createCms({ baseUrl: api.url, apiKey: await api.clientKey() });
    const user = createCms({ baseUrl: api.url, token: (await api.adminHeaders('user')).Authorization!.replace('Bearer ', '') });

    // Act
    const badRequest = await client.get('/api/client/v3/cms/post', { params: { query: { per_page: 500 } } }).catch((error: unknown) => error);
    const forbidden = await user.get('/api/admin/v3/cms/post').catch((error: unknown) => error);

    // Assess
    if (!(badRequest instanceof CmsError)) throw badRequest;
    if (!(forbidden instanceof CmsError)) throw forbidden;
    expect(badRequest).toBeInstanceOf(CmsError);
    expect(badRequest).toMatchObject({ status: 400, code: 'bad_request', details: { per_page: [expect.any(String)] } });
    expect(forbidden).toMatchObject({ status: 403, code: 'permission_denied', required_permission: 'cms.posts.list' });
  });

  test('retries a 503 and a 429 after Retry-After, and gives up after its bound', async () => {
    // Prepare: a fetch that refuses the first attempts (a fault injected before the real stack)
    await publishedPost({ title: 'Retried' });
    const apiKey = await api.clientKey();
    let refusals = 2;
    const attempts: number[] = [];
    const flaky = async (request: Request): Promise<Response> => {
      attempts.push(Date.now());
      if (refusals-- > 0) return new Response('{"status":false,"error":{"code":"service_unavailable","message":"busy"}}', { status: attempts.length === 1 ? 503 : 429, headers: { 'Retry-After': '0' } });
      return fetch(request);
    };
    const patient = createCms({ baseUrl: api.url, apiKey, fetch: flaky });
    const hasty = createCms({ baseUrl: api.url, apiKey, fetch: flaky, retry: { retries: 1 } });

    // Act
    const page = await patient.posts.page({ per_page: 1 });
    refusals = 2;
    const refused = await hasty.posts.page({ per_page: 1 }).catch((error: unknown) => error);

    // Assess
    expect(page.items).toHaveLength(1);
    expect(attempts).toHaveLength(5);
    expect(refused).toMatchObject({ status: 429, code: 'service_unavailable' });
  });

  test('logs in and sends the token on later calls', async () => {
    // Prepare
    const person = await api.createUser({ roles: ['user'] });
    const cms = createCms({ baseUrl: api.url, apiKey: await api.clientKey() });

    // Act
    const token = await cms.login(person.email, person.password);
    const profile = await cms.get('/api/client/v3/user/profile');

    // Assess
    expect(token).toEqual(expect.any(String));
    expect(profile.email).toBe(person.email);
  });

  test('a login with a second factor throws MfaRequired, and its code finishes it', async () => {
    // Prepare
    const person = await api.createUser({ roles: ['user'] });
    const cms = createCms({ baseUrl: api.url, apiKey: await api.clientKey() });
    await cms.login(person.email, person.password);
    const { secret, recovery_codes: codes } = await cms.post('/api/client/v3/user/mfa/totp');
    await cms.post('/api/client/v3/user/mfa/totp/verify', { body: { code: totpCode(Secret.fromBase32(secret).bytes, stepAt(Math.floor(Date.now() / 1000))) } });
    cms.setToken(undefined);

    // Act
    const refused = await cms.login(person.email, person.password).catch((error: unknown) => error);
    const token = await cms.loginWithCode((refused as MfaRequired).mfaToken, codes[0]!);
    const profile = await cms.get('/api/client/v3/user/profile');

    // Assess
    expect(refused).toBeInstanceOf(MfaRequired);
    expect(refused).toMatchObject({ enrolmentRequired: false, mfaToken: expect.any(String) });
    expect(token).toEqual(expect.any(String));
    expect(profile.email).toBe(person.email);
  });
});

describe('the static-site example', () => {
  test('lists every published post to the last page with Jalali dates', async () => {
    // Prepare
    for (let index = 0; index < 3; index++) await publishedPost({ title: `Site post ${index} <b>` });
    const cms = createCms({ baseUrl: api.url, apiKey: await api.clientKey() });

    // Act
    const entries = await collectEntries(cms, 1);
    const html = renderIndex(entries);

    // Assess
    expect(entries.length).toBeGreaterThanOrEqual(3);
    for (const entry of entries) expect(entry.date).toMatch(/^1[34]\d\d\/\d\d\/\d\d$/);
    expect(html).toContain('Site post 0 &#60;b&#62;');
  });
});
