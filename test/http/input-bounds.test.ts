/**
 * Inputs that must not be stretched: only canonical decimal ids name a resource, and a 422 answer
 * stays small whatever the body held.
 */
import { useLocalApi } from '#test/support/http';
import { MAX_REPORTED_FIELDS } from '#platform/http/validation';

const api = useLocalApi();

const POSTS = '/api/admin/v3/cms/post';

describe('canonical ids', () => {
  test.each(['0x1', '01', '1e0', '%201', '1.0', '+1', '1%20'])('admin post id %s is 400 bad_request, not post 1', async (id) => {
    // Prepare
    const headers = await api.adminHeaders('admin');
    const created = await api.request('POST', POSTS, { headers, body: { title: 'one', content: 'body' } });
    const canonical = await api.request('GET', `${POSTS}/${created.body.result.id}`, { headers });
    // Act
    const response = await api.request('GET', `${POSTS}/${id}`, { headers });
    // Assess
    expect(canonical.status).toBe(200);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('bad_request');
    expect(response.body.error.details.post_id).toEqual([expect.stringContaining('decimal')]);
  });

  test('ids written as strings in a body are 422 validation_failed', async () => {
    // Prepare
    const headers = await api.adminHeaders('admin');
    // Act
    const response = await api.request('POST', `${POSTS}/bulk`, { headers, body: { action: 'trash', ids: ['0x1', '01', '1e0', ' 1'] } });
    // Assess
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('validation_failed');
  });
});

describe('bounded 422', () => {
  test('a 1 MB body of unknown keys answers the first 50 field errors and says how many more', async () => {
    // Prepare
    const headers = await api.adminHeaders('admin');
    const body: Record<string, string> = { title: 't', content: 'c' };
    for (let i = 0, bytes = 0; bytes < 1000 * 1000 - 100; i++) {
      const name = `unknown_field_${i}_${'x'.repeat(30)}`;
      body[name] = '';
      bytes += name.length + 6;
    }
    const sent = Object.keys(body).length - 2;
    // Act
    const response = await api.request('POST', POSTS, { headers, body });
    // Assess
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('validation_failed');
    expect(Object.keys(response.body.error.errors)).toHaveLength(MAX_REPORTED_FIELDS);
    expect(response.body.error.message).toContain(`${sent - MAX_REPORTED_FIELDS} more`);
    expect(JSON.stringify(response.body).length).toBeLessThan(20_000);
  });

  test('a very long unknown field name is shortened in the answer', async () => {
    // Prepare
    const headers = await api.adminHeaders('admin');
    // Act
    const response = await api.request('POST', POSTS, { headers, body: { title: 't', content: 'c', ['k'.repeat(100_000)]: 1 } });
    // Assess
    expect(response.status).toBe(422);
    expect(JSON.stringify(response.body).length).toBeLessThan(2_000);
  });
});
