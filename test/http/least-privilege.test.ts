/**
 * Least privilege, proved: every route, both authorizers and the media processing run through the
 * local gateway in realistic scenarios, each request on cold functions (no warm cache hides a read),
 * and every DynamoDB request each one makes must be allowed by the IAM policy of its role in the
 * synthesized template: action, table or index, and the partition key against `dynamodb:LeadingKeys`.
 * The mutation checks synthesize the stack again with one grant removed and expect the check to name
 * the route and the request that fell outside.
 *
 * @dynamodb-streams (a DynamoDB Local of its own, tables with streams: test/support/dynamo-environment.ts)
 */
import { jest } from '@jest/globals';
import sharp from 'sharp';
import { useLocalApi, type ApiResponse } from '#test/support/http';
import { recordFunctionCalls, type FunctionRequest } from '#test/support/least-privilege/function-calls';
import { refusals } from '#test/support/least-privilege/policy-check';
import { synthesizeWithoutBundling } from '../infra/synthesized-stack';
import { AUTHORIZERS, routes } from '#platform/routes/index';
import type { TableAccess } from '#platform/routes/access-types';
import { MEDIA_PROCESSING_ID } from '#infra/media-processing-entry';
import { PUBLISH_POST_ID } from '#infra/publish-post-entry';
import { LocalScheduledPublisher } from '#infra/local/scheduled-publisher';
import { setClock } from '#platform/clock';
import { clearSessionCaches } from '#domains/accounts/sessions';
import { clearRelationCache } from '#domains/client/post-relations';
import { localWebhookQueue } from '#infra/local/webhook-queue';
import { Secret } from 'otpauth';
import { stepAt, totpCode } from '#domains/accounts/totp';
import { latestToken } from '#test/support/mail';

const api = useLocalApi();
const recording = recordFunctionCalls();
afterAll(() => recording.stop());

const ADMIN = '/api/admin/v3';
const CLIENT = '/api/client/v3';
const ALT = '/api/v3/client';

/** As if every function were cold: no cached session, relation, authorizer answer or usage-plan count. */
function cold(): void {
  api.clearCaches();
  clearSessionCaches();
  clearRelationCache();
}

let step = 0;
async function send(method: string, path: string, headers: Record<string, string>, expected: number, body?: unknown): Promise<ApiResponse> {
  cold();
  const response = await api.request(method, path, { headers: { ...headers, 'Idempotency-Key': `least-privilege-${++step}` }, body });
  if (response.status !== expected) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
  return response;
}

let requests: FunctionRequest[] = [];

beforeAll(async () => {
  const admin = await api.adminHeaders('admin');
  const client = await api.clientHeaders();
  const reader = await api.createUser({ roles: ['user'] });
  const user = await api.clientUserHeaders(reader);

  // Authentication: a wrong password, then the right one.
  await send('POST', `${CLIENT}/auth/login`, client, 401, { email: reader.email, password: 'not the password' });
  await send('POST', `${CLIENT}/auth/login`, client, 200, { email: reader.email, password: reader.password });

  // Media: create, upload (processing runs), read, list, update.
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } }).png().toBuffer();
  const media = (await send('POST', `${ADMIN}/cms/media`, admin, 201, { file_name: 'photo.png', mime_type: 'image/png', size_bytes: bytes.length })).body.result;
  const put = await fetch(media.upload.url, { method: 'PUT', headers: media.upload.headers, body: bytes });
  expect(put.ok).toBe(true);
  await api.gateway.mediaIdle();
  await send('GET', `${ADMIN}/cms/media/${media.id}`, admin, 200);
  await send('GET', `${ADMIN}/cms/media`, admin, 200);
  await send('PUT', `${ADMIN}/cms/media/${media.id}`, admin, 200, { title: 'A photo' });

  // Taxonomy.
  const category = (await send('POST', `${ADMIN}/cms/category`, admin, 201, { name_en: 'News', thumbnail: Number(media.id) })).body.result;
  const spare = (await send('POST', `${ADMIN}/cms/category`, admin, 201, { name_en: 'Spare' })).body.result;
  await send('GET', `${ADMIN}/cms/category/${category.id}`, admin, 200);
  await send('GET', `${ADMIN}/cms/category`, admin, 200);
  await send('PUT', `${ADMIN}/cms/category/${category.id}`, admin, 200, { name_en: 'World news', slug: 'world-news' });
  const tag = (await send('POST', `${ADMIN}/cms/tag`, admin, 201, { name: 'Serverless' })).body.result;
  const spareTag = (await send('POST', `${ADMIN}/cms/tag`, admin, 201, { name: 'Spare' })).body.result;
  await send('GET', `${ADMIN}/cms/tag/${tag.id}`, admin, 200);
  await send('GET', `${ADMIN}/cms/tag`, admin, 200);
  await send('PUT', `${ADMIN}/cms/tag/${tag.id}`, admin, 200, { name: 'AWS', slug: 'aws' });

  // Posts: create published in the category with tags, read, list, update (slug, category, tags).
  const postBody = { title: 'Hello', content: '## Intro\nFirst post.', category_id: category.id, tag_ids: [tag.id], status: 'published' };
  const post = (await send('POST', `${ADMIN}/cms/post`, admin, 201, postBody)).body.result;
  const other = (await send('POST', `${ADMIN}/cms/post`, admin, 201, { ...postBody, title: 'Other', category_id: spare.id, tag_ids: [spareTag.id] })).body.result;
  const third = (await send('POST', `${ADMIN}/cms/post`, admin, 201, { ...postBody, title: 'Third' })).body.result;
  await send('GET', `${ADMIN}/cms/post/${post.id}`, admin, 200);
  await send('GET', `${ADMIN}/cms/post`, admin, 200);
  await send('PUT', `${ADMIN}/cms/post/${post.id}`, admin, 200, { title: 'Hello again', slug: 'hello-again', tag_ids: [tag.id, spareTag.id] });
  await send('PUT', `${ADMIN}/cms/post/${third.id}`, admin, 200, { category_id: spare.id });
  const fourth = (await send('POST', `${ADMIN}/cms/post`, admin, 201, { ...postBody, title: 'Fourth' })).body.result;

  // Client reads: lists, a post by id and by slug (each counts a view), categories.
  await send('GET', `${CLIENT}/cms/post`, client, 200);
  await send('GET', `${CLIENT}/cms/post/${post.id}`, client, 200);
  await send('GET', `${CLIENT}/cms/post/hello-again`, client, 200);
  await send('GET', `${ALT}/posts`, client, 200);
  await send('GET', `${ALT}/posts/${post.id}`, client, 200);
  await send('GET', `${CLIENT}/cms/category`, client, 200);
  await send('GET', `${ALT}/categories`, client, 200);

  // What a public site reads: a draft preview (made, then opened), the feed (of a language: its pages
  // through the cursor; of a category and a tag) and the sitemap and its part.
  const draft = (await send('POST', `${ADMIN}/cms/post`, admin, 201, { ...postBody, title: 'Draft to preview', status: 'draft' })).body.result;
  const preview = (await send('POST', `${ADMIN}/cms/post/${draft.id}/preview`, admin, 201, { expires_in: 600 })).body.result;
  await send('GET', `${CLIENT}/cms/post/${draft.id}?preview=${encodeURIComponent(preview.token)}`, client, 200);
  await send('GET', `${CLIENT}/cms/feed?format=atom&language=fa`, client, 200);
  await send('GET', `${CLIENT}/cms/feed?category_id=${category.id}&tag_id=${tag.id}`, client, 200);
  await send('GET', `${CLIENT}/cms/sitemap`, client, 200);
  await send('GET', `${CLIENT}/cms/sitemap?page=1`, client, 200);

  // Comments: a comment, approved, a reply, the threads, a rejected one, a deleted one.
  const comment = (await send('POST', `${CLIENT}/cms/post/${post.id}/comments`, user, 201, { content: 'Nice post' })).body.result;
  await send('PUT', `${ADMIN}/cms/comment/${comment.id}/approve`, admin, 200);
  const reply = (await send('POST', `${CLIENT}/cms/post/${post.id}/comments`, user, 201, { content: 'Thanks', parent_id: comment.id })).body.result;
  await send('GET', `${CLIENT}/cms/post/${post.id}/comments`, client, 200);
  await send('GET', `${CLIENT}/cms/post/${post.id}/comments`, user, 200);
  await send('GET', `${ADMIN}/cms/post/${post.id}/comments`, admin, 200);
  await send('PUT', `${ADMIN}/cms/comment/${reply.id}/reject`, admin, 200);
  await send('DELETE', `${ADMIN}/cms/comment/${comment.id}`, admin, 200);
  await send('POST', `${CLIENT}/cms/post/${other.id}/comments`, user, 201, { content: 'Stays until the post goes' });

  // Likes.
  await send('POST', `${CLIENT}/cms/post/${post.id}/like`, user, 200);
  await send('DELETE', `${CLIENT}/cms/post/${post.id}/like`, user, 200);
  await send('POST', `${CLIENT}/cms/post/${other.id}/like`, user, 200);

  // The user's own profile and preferences.
  await send('GET', `${CLIENT}/user/profile`, user, 200);
  await send('PUT', `${CLIENT}/user/profile`, user, 200, { first_name: 'Changed', avatar_id: Number(media.id) });
  await send('GET', `${CLIENT}/user/preferences`, user, 200);
  await send('PUT', `${CLIENT}/user/preferences`, user, 200, { theme: 'dark', timezone: 'Europe/London' });

  // Two-factor login: state, enrolment, its first code, a login in two steps with a recovery code,
  // turning it off with another; a pending enrolment reset by the admin; enrolment at login under REQUIRE_MFA_FOR.
  const codeNow = (base32: string) => totpCode(Secret.fromBase32(base32).bytes, stepAt(Math.floor(Date.now() / 1000)));
  await send('GET', `${CLIENT}/user/mfa/totp`, user, 200);
  const enrolment = (await send('POST', `${CLIENT}/user/mfa/totp`, user, 201)).body.result;
  await send('POST', `${CLIENT}/user/mfa/totp/verify`, user, 200, { code: codeNow(enrolment.secret) });
  const challenge = (await send('POST', `${CLIENT}/auth/login`, client, 200, { email: reader.email, password: reader.password })).body.data;
  await send('POST', `${CLIENT}/auth/login/mfa`, client, 200, { mfa_token: challenge.mfa_token, code: enrolment.recovery_codes[0] });
  await send('DELETE', `${CLIENT}/user/mfa/totp`, user, 200, { code: enrolment.recovery_codes[1] });
  await send('POST', `${CLIENT}/user/mfa/totp`, user, 201);
  await send('DELETE', `${ADMIN}/user/user/${reader.id}/mfa`, admin, 200);
  const requiredBefore = process.env.REQUIRE_MFA_FOR;
  process.env.REQUIRE_MFA_FOR = 'moderator';
  try {
    const moderator = await api.createUser({ roles: ['moderator'] });
    const enrol = (await send('POST', `${CLIENT}/auth/login`, client, 200, { email: moderator.email, password: moderator.password })).body.data;
    const atLogin = (await send('POST', `${CLIENT}/auth/login/mfa/totp`, client, 201, { mfa_token: enrol.mfa_token })).body.data;
    await send('POST', `${CLIENT}/auth/login/mfa`, client, 200, { mfa_token: enrol.mfa_token, code: codeNow(atLogin.secret) });
  } finally {
    if (requiredBefore === undefined) delete process.env.REQUIRE_MFA_FOR;
    else process.env.REQUIRE_MFA_FOR = requiredBefore;
  }

  // Readers' accounts: registration (twice: the second finds the unverified account), the verification
  // from the outbox, a login, a refresh and the reuse of the rotated token, a forgotten password and its
  // reset, a logout.
  const registrationBefore = process.env.REGISTRATION;
  process.env.REGISTRATION = 'open';
  const newcomer = { email: `newcomer-${Date.now()}@example.com`, password: 'a long and unusual passphrase 42' };
  try {
    await send('POST', `${CLIENT}/auth/register`, client, 202, newcomer);
    await send('POST', `${CLIENT}/auth/register`, client, 202, newcomer);
  } finally {
    if (registrationBefore === undefined) delete process.env.REGISTRATION;
    else process.env.REGISTRATION = registrationBefore;
  }
  await send('POST', `${CLIENT}/auth/verify-email`, client, 200, { token: await latestToken(api, newcomer.email) });
  const session = (await send('POST', `${CLIENT}/auth/login`, client, 200, newcomer)).body.data;
  await send('POST', `${CLIENT}/auth/refresh`, client, 200, { refresh_token: session.refresh_token });
  await send('POST', `${CLIENT}/auth/refresh`, client, 401, { refresh_token: session.refresh_token });
  await send('POST', `${CLIENT}/auth/forgot-password`, client, 202, { email: newcomer.email });
  await send('POST', `${CLIENT}/auth/reset-password`, client, 200, { token: await latestToken(api, newcomer.email), password: 'another long passphrase 43' });
  const signedIn = (await send('POST', `${CLIENT}/auth/login`, client, 200, { email: newcomer.email, password: 'another long passphrase 43' })).body.data;
  await send('POST', `${CLIENT}/auth/logout`, { ...client, Authorization: `Bearer ${signedIn.token}` }, 200);

  // Post life cycle: trash, restore, bulk, delete (with its comment and like), bulk delete.
  await send('DELETE', `${ADMIN}/cms/post/${post.id}/trash`, admin, 200);
  await send('POST', `${ADMIN}/cms/post/${post.id}/restore`, admin, 200);
  // Revisions (the edit, trash and restore above kept three): a page, the next page, one, a restore.
  const revisionPage = (await send('GET', `${ADMIN}/cms/post/${post.id}/revisions?per_page=1`, admin, 200)).body.meta.pagination;
  await send('GET', revisionPage.links.next.replace(/^https?:\/\/[^/]+/, ''), admin, 200);
  await send('GET', `${ADMIN}/cms/post/${post.id}/revisions/1`, admin, 200);
  const current = (await send('GET', `${ADMIN}/cms/post/${post.id}`, admin, 200)).body.result;
  await send('POST', `${ADMIN}/cms/post/${post.id}/revisions/1/restore`, admin, 200, { version: current.version });
  // Scheduled publishing: a post scheduled a minute ahead, published by the publish function once due.
  await send('POST', `${ADMIN}/cms/post`, admin, 201, { ...postBody, title: 'Scheduled', status: 'scheduled', published_at: new Date(Date.now() + 60_000).toISOString() });
  const restoreClock = setClock(() => Date.now() + 120_000);
  try {
    expect(await new LocalScheduledPublisher().publishDue()).toBe(1);
  } finally {
    restoreClock();
  }
  await send('POST', `${ADMIN}/cms/post/bulk`, admin, 200, { ids: [third.id], action: 'trash' });
  await send('DELETE', `${ADMIN}/cms/post/${other.id}`, admin, 200);
  await send('POST', `${ADMIN}/cms/post/bulk/delete`, admin, 200, { ids: [third.id] });
  await send('POST', `${CLIENT}/cms/post/${fourth.id}/like`, user, 200);
  await send('POST', `${ADMIN}/cms/post/bulk`, admin, 200, { ids: [fourth.id], action: 'delete' });

  // Taxonomy and media removal (the category still holds a post).
  await send('DELETE', `${ADMIN}/cms/category/${category.id}?reassign_to=${spare.id}`, admin, 200);
  const loose = (await send('POST', `${ADMIN}/cms/tag`, admin, 201, { name: 'Loose' })).body.result;
  await send('DELETE', `${ADMIN}/cms/tag/${loose.id}`, admin, 200);
  await send('DELETE', `${ADMIN}/cms/media/${media.id}`, admin, 200);

  // Users, API keys and the audit log.
  const created = (await send('POST', `${ADMIN}/user/user`, admin, 201, { first_name: 'Sara', last_name: 'Ahmadi', email: 'sara@example.com', password: 'a good password' })).body.result;
  await send('GET', `${ADMIN}/user/user/${created.id}`, admin, 200);
  await send('GET', `${ADMIN}/user/user`, admin, 200);
  await send('PUT', `${ADMIN}/user/user/${created.id}`, admin, 200, { email: 'sara.ahmadi@example.com' });
  await send('DELETE', `${ADMIN}/user/user/${created.id}`, admin, 200);
  const key = (await send('POST', `${ADMIN}/system/api-key`, admin, 201, { name: 'mobile app' })).body.result;
  await send('GET', `${ADMIN}/system/api-key`, admin, 200);
  await send('DELETE', `${ADMIN}/system/api-key/${key.id}`, admin, 200);
  await send('GET', `${ADMIN}/system/audit-log`, admin, 200);
  const machine = { 'Api-Key': await api.adminKey(['system.audit.list']) };
  await send('GET', `${ADMIN}/system/audit-log`, machine, 200);

  // Webhooks: an event delivered to a closed port (the attempt is logged all the same), listed and redelivered.
  const hook = (await send('POST', `${ADMIN}/system/webhook`, admin, 201, { url: 'http://127.0.0.1:9/hook', events: ['tag.*'] })).body.result;
  await send('GET', `${ADMIN}/system/webhook`, admin, 200);
  await send('GET', `${ADMIN}/system/webhook/${hook.id}`, admin, 200);
  await send('PUT', `${ADMIN}/system/webhook/${hook.id}`, admin, 200, { description: 'site build' });
  await send('POST', `${ADMIN}/cms/tag`, admin, 201, { name: 'Hooked' });
  await api.gateway.streamIdle();
  await localWebhookQueue(api.table.name).drain();
  const [attempt] = (await send('GET', `${ADMIN}/system/webhook/${hook.id}/deliveries`, admin, 200)).body.result;
  await send('POST', `${ADMIN}/system/webhook/${hook.id}/deliveries/${attempt.id}/redeliver`, admin, 200);
  await send('DELETE', `${ADMIN}/system/webhook/${hook.id}`, admin, 200);

  requests = recording.requests();
}, 180_000);

/** The route's declared table access. */
const accessOf = (routeId: string): TableAccess => routes.find((route) => route.id === routeId)!.access;

/** The stack synthesized with `functionId`'s declaration (its route's, or its authorizer's) replaced by `access` for the time of the synthesis. */
function synthesizedWith(functionId: string, access: TableAccess) {
  const declaration = [...routes, ...Object.values(AUTHORIZERS)].find((candidate) => candidate.id === functionId)!;
  const restore = jest.replaceProperty(declaration as { access: TableAccess }, 'access', access);
  try {
    return synthesizeWithoutBundling();
  } finally {
    restore.restore();
  }
}

describe('every DynamoDB request of every function is inside its role policy', () => {
  test('the scenario reaches every route, both authorizers, the media processing and the scheduled publishing', () => {
    // Act
    const reached = new Set(requests.map((request) => request.functionId));
    // Assess
    const functions = [...routes.map((route) => route.id), AUTHORIZERS.client.id, AUTHORIZERS.admin.id, MEDIA_PROCESSING_ID, PUBLISH_POST_ID];
    expect(functions.filter((id) => !reached.has(id))).toEqual([]);
  });

  test('no request falls outside the synthesized policies', () => {
    // Act
    const outside = refusals(synthesizeWithoutBundling(), requests);
    // Assess
    expect(requests.length).toBeGreaterThan(200);
    expect(outside).toEqual([]);
  });
});

describe('the check fails when a grant is removed', () => {
  test('the client post GET route without its write: counting the view falls outside', () => {
    // Prepare: the declaration as it would be without table-write (issue 11's reproduction).
    const { UpdateItem: _views, ...reads } = accessOf('client-cms-posts-get').items;
    // Act
    const outside = refusals(synthesizedWith('client-cms-posts-get', { ...accessOf('client-cms-posts-get'), items: reads }), requests);
    // Assess
    expect(outside.length).toBeGreaterThan(0);
    expect(outside.every((line) => line.startsWith('client-cms-posts-get: dynamodb:UpdateItem on the table partition POST#'))).toBe(true);
  });

  test('a route that loses one family of partitions is named with the request that needed it', () => {
    // Prepare: comments create without the comment family on PutItem.
    const declared = accessOf('client-cms-comments-create');
    const mutated = { ...declared, items: { ...declared.items, PutItem: [] } };
    // Act
    const outside = refusals(synthesizedWith('client-cms-comments-create', mutated), requests);
    // Assess
    expect(outside).toContainEqual(expect.stringMatching(/^client-cms-comments-create: dynamodb:PutItem on the table partition COMMENT#\d+ \(TransactWrite\w*Command\)/));
    expect(outside.every((line) => line.startsWith('client-cms-comments-create: '))).toBe(true);
  });

  test('an index taken away from a list is named', () => {
    // Prepare
    const declared = accessOf('admin-user-users-list');
    // Act
    const outside = refusals(synthesizedWith('admin-user-users-list', { ...declared, indexes: [] }), requests);
    // Assess
    expect(outside).toContainEqual(expect.stringMatching(/^admin-user-users-list: dynamodb:Query on index gsi1/));
  });

  test('an authorizer without the key family cannot authorize a client', () => {
    // Act
    const outside = refusals(synthesizedWith(AUTHORIZERS.client.id, { items: {} }), requests);
    // Assess
    expect(outside).toContainEqual(expect.stringMatching(/^authorizer-client: dynamodb:GetItem on the table partition APIKEY#/));
  });
});
