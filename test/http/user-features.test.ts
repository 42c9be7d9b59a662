/** The caller's preferences and profile through the local API Gateway. */
import { randomUUID } from 'node:crypto';
import { useLocalApi } from '#test/support/http';
import { ClientUserSchema } from '#domains/presentation/client-schemas';
import { PreferencesSchema } from '#domains/users/preferences-response-schemas';
import { createCategory } from '#domains/taxonomy/manage-categories';
import { activeImage } from '#test/support/media';
import { findUserById } from '#domains/users/users-repository';

const api = useLocalApi();

const PREFERENCES = '/api/client/v3/user/preferences';
const PROFILE = '/api/client/v3/user/profile';

describe('preferences', () => {
  test('a new user reads the defaults', async () => {
    // Act
    const response = await api.request('GET', PREFERENCES, { headers: await api.clientUserHeaders() });
    // Assess
    expect(response.status).toBe(200);
    expect(PreferencesSchema.parse(response.body.result)).toEqual({
      language: 'fa',
      timezone: 'Asia/Tehran',
      theme: 'system',
      email_notifications: true,
      favourite_category_ids: [],
    });
  });

  test('PUT changes only the fields sent, answers and keeps the result', async () => {
    // Prepare
    const headers = await api.clientUserHeaders();
    const { category } = await createCategory({ nameEn: `Cat ${randomUUID().slice(0, 6)}` });
    // Act
    const first = await api.request('PUT', PREFERENCES, { headers, body: { theme: 'dark', timezone: 'Europe/London' } });
    const second = await api.request('PUT', PREFERENCES, {
      headers,
      body: { email_notifications: false, favourite_category_ids: [category.id] },
    });
    const read = await api.request('GET', PREFERENCES, { headers });
    // Assess
    expect(first.status).toBe(200);
    expect(second.body.result).toEqual({
      language: 'fa',
      timezone: 'Europe/London',
      theme: 'dark',
      email_notifications: false,
      favourite_category_ids: [category.id],
    });
    expect(read.body.result).toEqual(second.body.result);
  });

  test('preferences belong to their user', async () => {
    // Prepare
    const [mine, theirs] = [await api.clientUserHeaders(), await api.clientUserHeaders()];
    await api.request('PUT', PREFERENCES, { headers: mine, body: { language: 'en' } });
    // Act
    const response = await api.request('GET', PREFERENCES, { headers: theirs });
    // Assess
    expect(response.body.result.language).toBe('fa');
  });

  test.each([
    ['an unknown language', { language: 'xx' }, 'language'],
    ['a time zone Intl does not know', { timezone: 'Asia/Atlantis' }, 'timezone'],
    ['an unknown theme', { theme: 'neon' }, 'theme'],
    ['a category that does not exist', { favourite_category_ids: [99_999_999] }, 'favourite_category_ids'],
    ['duplicate category ids', { favourite_category_ids: [3, 3] }, 'favourite_category_ids'],
    ['an unknown field', { font: 'large' }, 'font'],
  ])('%s is a 422 validation_failed and changes nothing', async (_label, body, field) => {
    // Prepare
    const headers = await api.clientUserHeaders();
    // Act
    const response = await api.request('PUT', PREFERENCES, { headers, body: { theme: 'dark', ...body } });
    const read = await api.request('GET', PREFERENCES, { headers });
    // Assess
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('validation_failed');
    expect(Object.keys(response.body.error.errors)).toEqual([field]);
    expect(read.body.result.theme).toBe('system');
  });

  test('without a user token it is 401 authentication_required; without Api-Key 401 unauthorized', async () => {
    // Prepare
    const headers = await api.clientUserHeaders();
    // Act
    const noToken = await api.request('GET', PREFERENCES, { headers: { 'Api-Key': headers['Api-Key'] } });
    const noKey = await api.request('PUT', PREFERENCES, { headers: { Authorization: headers.Authorization }, body: { theme: 'dark' } });
    // Assess
    expect([noToken.status, noToken.body.error.code]).toEqual([401, 'authentication_required']);
    expect([noKey.status, noKey.body.error.code]).toEqual([401, 'unauthorized']);
  });
});

describe('profile', () => {
  test('GET answers the client user object of the caller, own email included', async () => {
    // Prepare
    const me = await api.createUser({ firstName: 'Parisa', lastName: 'Nouri' });
    // Act
    const response = await api.request('GET', PROFILE, { headers: await api.clientUserHeaders(me) });
    // Assess
    expect(response.status).toBe(200);
    const profile = ClientUserSchema.parse(response.body.result);
    expect(profile).toMatchObject({ id: me.id, first_name: 'Parisa', last_name: 'Nouri', email: me.email, roles: ['user'], mobile: null });
    expect(profile.status).toMatchObject({ value: 'active', name: 'Active' });
  });

  test('PUT changes names, mobile and avatar and answers the new profile', async () => {
    // Prepare
    const me = await api.createUser();
    const headers = await api.clientUserHeaders(me);
    const media = await activeImage({ fileName: 'avatar.webp', mimeType: 'image/webp', width: 320, height: 320 });
    // Act
    const response = await api.request('PUT', PROFILE, {
      headers,
      body: { first_name: 'Kian', mobile: '+98 912 000 1111', avatar_id: media.id, email_public: true },
    });
    // Assess
    expect(response.status).toBe(200);
    const profile = ClientUserSchema.parse(response.body.result);
    expect(profile).toMatchObject({
      first_name: 'Kian',
      last_name: 'User',
      mobile: '+989120001111',
      avatar: { id: String(media.id), mime_type: 'image/webp' },
    });
    expect((await findUserById(me.id, true))?.emailPublic).toBe(true);
  });

  test.each([
    ['email', { email: 'new@example.com' }],
    ['roles', { roles: ['admin'] }],
    ['status', { status: 'active' }],
    ['password', { password: 'new-password-123' }],
  ])('%s is read-only: 422 and nothing changes', async (field, body) => {
    // Prepare
    const me = await api.createUser();
    const headers = await api.clientUserHeaders(me);
    // Act
    const response = await api.request('PUT', PROFILE, { headers, body: { first_name: 'Changed', ...body } });
    // Assess
    expect(response.status).toBe(422);
    expect(response.body.error.errors).toEqual({ [field]: [`The ${field} field is read-only.`] });
    expect(await findUserById(me.id, true)).toEqual(me.user);
  });

  test('an avatar that does not exist is a 422 on avatar_id', async () => {
    // Act
    const response = await api.request('PUT', PROFILE, { headers: await api.clientUserHeaders(), body: { avatar_id: 123_456_789 } });
    // Assess
    expect(response.status).toBe(422);
    expect(response.body.error.errors.avatar_id).toEqual([expect.any(String)]);
  });

  test('without a user token it is 401 authentication_required', async () => {
    const response = await api.request('GET', PROFILE, { headers: await api.clientHeaders() });
    expect([response.status, response.body.error.code]).toEqual([401, 'authentication_required']);
  });
});
