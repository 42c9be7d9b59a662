/**
 * Bulk actions while DynamoDB is down (issue 11, deadlines): when no post could be changed because the
 * database failed, the answer is 503 `service_unavailable` with `Retry-After`, not a 200 that lists
 * every id as failed; when some posts were changed, the 200 still reports what was applied and what
 * failed. The outage is a fault injected into the service's own DynamoDB client (a middleware that
 * refuses the calls on post items), so the authorizer's reads still work.
 */
import { db } from '#platform/db/client';
import { useLocalApi } from '#test/support/http';

const api = useLocalApi();
const POSTS = '/api/admin/v3/cms/post';

let admin: Record<string, string>;
const ids: number[] = [];

beforeAll(async () => {
  admin = await api.adminHeaders('admin');
  for (let n = 1; n <= 8; n++) {
    const created = await api.request('POST', POSTS, { headers: admin, body: { title: `Outage ${n}`, content: `Body ${n}` } });
    expect(created.status).toBe(201);
    ids.push(created.body.result.id);
  }
});

const connectionRefused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' });
const timedOut = () => Object.assign(new Error('Request timed out'), { name: 'TimeoutError' });

let faults = 0;

/** Every DynamoDB call that touches one of `postIds` fails with `fault()` until the returned function is called. */
function failCallsOnPosts(postIds: readonly number[], fault: () => Error): () => void {
  const name = `bulkOutage${++faults}`;
  const marks = postIds.map((id) => `"POST#${id}"`);
  db.middlewareStack.add(
    (next) => async (args) => {
      const input = JSON.stringify(args.input);
      if (marks.some((mark) => input.includes(mark))) throw fault();
      return next(args);
    },
    { step: 'initialize', name },
  );
  return () => void db.middlewareStack.remove(name);
}

async function statusesOf(postIds: readonly number[]): Promise<string[]> {
  const read = await Promise.all(postIds.map((id) => api.request('GET', `${POSTS}/${id}`, { headers: admin })));
  return read.map((response) => response.body.result.status);
}

test('a bulk action that could apply nothing because DynamoDB is down answers 503 with Retry-After', async () => {
  // Prepare
  const targets = [ids[0], ids[1]];
  const restore = failCallsOnPosts(targets, connectionRefused);
  // Act
  let response;
  try {
    response = await api.request('POST', `${POSTS}/bulk`, { headers: admin, body: { ids: targets, action: 'publish' } });
  } finally {
    restore();
  }
  // Assess
  expect(response.status).toBe(503);
  expect(response.headers['retry-after']).toBe('1');
  expect(response.body).toEqual({ status: false, error: { code: 'service_unavailable', message: expect.stringContaining('no post was changed') } });
  expect(await statusesOf(targets)).toEqual(['draft', 'draft']);
});

test('bulk/delete during an outage answers 503 too, and the posts are still there', async () => {
  // Prepare
  const targets = [ids[2]];
  const restore = failCallsOnPosts(targets, connectionRefused);
  // Act
  let response;
  try {
    response = await api.request('POST', `${POSTS}/bulk/delete`, { headers: admin, body: { ids: targets } });
  } finally {
    restore();
  }
  // Assess
  expect(response.status).toBe(503);
  expect(response.body.error.code).toBe('service_unavailable');
  expect(await statusesOf(targets)).toEqual(['draft']);
});

test('when the database timed out the 503 says a change may have been applied and that repeating the action is safe', async () => {
  // Prepare
  const targets = [ids[3]];
  const restore = failCallsOnPosts(targets, timedOut);
  // Act
  let response;
  try {
    response = await api.request('POST', `${POSTS}/bulk`, { headers: admin, body: { ids: targets, action: 'archive' } });
  } finally {
    restore();
  }
  // Assess
  expect(response.status).toBe(503);
  expect(response.headers['retry-after']).toBe('1');
  expect(response.body.error.message).toContain('some may have been applied');
  expect(response.body.error.message).toContain('Repeating the same bulk action is safe');
});

test('a partial application keeps answering 200 with what was applied and the ids that failed', async () => {
  // Prepare
  const [applied, failed] = [ids[4], ids[5]];
  const restore = failCallsOnPosts([failed], connectionRefused);
  // Act
  let response;
  try {
    response = await api.request('POST', `${POSTS}/bulk`, { headers: admin, body: { ids: [applied, failed], action: 'publish' } });
  } finally {
    restore();
  }
  // Assess
  expect(response.status).toBe(200);
  expect(response.body.result).toEqual({ message: '1 post published. 1 could not be processed: retry them.', affected: 1, failed_ids: [failed] });
  expect(await statusesOf([applied, failed])).toEqual(['published', 'draft']);
});

test('a partial application where a write timed out says those posts may have been changed', async () => {
  // Prepare
  const [applied, uncertain] = [ids[6], ids[7]];
  const restore = failCallsOnPosts([uncertain], timedOut);
  // Act
  let response;
  try {
    response = await api.request('POST', `${POSTS}/bulk`, { headers: admin, body: { ids: [applied, uncertain], action: 'archive' } });
  } finally {
    restore();
  }
  // Assess
  expect(response.status).toBe(200);
  expect(response.body.result).toMatchObject({ affected: 1, failed_ids: [uncertain] });
  expect(response.body.result.message).toContain('some may have been applied');
});

test('a bulk action on unknown ids alone is still a 200 that changed nothing, not an outage', async () => {
  // Act
  const response = await api.request('POST', `${POSTS}/bulk`, { headers: admin, body: { ids: [987_001, 987_002], action: 'trash' } });
  // Assess
  expect(response.status).toBe(200);
  expect(response.body.result).toEqual({ message: '0 posts moved to trash.', affected: 0 });
});
