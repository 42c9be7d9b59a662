/**
 * Scheduled publishing through the local gateway (issue 12, item 2): `scheduled` needs a future
 * `published_at` and `cms.posts.publish`; admins list and count it under its own status, clients never
 * see it; at its time the publish function (driven here as `npm start`'s timer drives it) publishes it
 * once, leaves alone a post edited to another time or unscheduled, and two publishers racing publish once.
 */
import { useLocalApi } from '#test/support/http';
import { setClock } from '#platform/clock';
import { publishDuePost } from '#domains/posts/write/scheduling';
import { LocalScheduledPublisher } from '#infra/local/scheduled-publisher';

const api = useLocalApi();
const POSTS = '/api/admin/v3/cms/post';
const CLIENT_POSTS = '/api/client/v3/cms/post';
const MINUTE = 60_000;

let admin: Record<string, string>;
let client: Record<string, string>;
let restoreClock: (() => void) | undefined;

beforeAll(async () => {
  admin = await api.adminHeaders('admin');
  client = await api.clientHeaders();
});

afterEach(() => {
  restoreClock?.();
  restoreClock = undefined;
});

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();
const moveClock = (minutes: number) => {
  restoreClock?.();
  restoreClock = setClock(() => Date.now() + minutes * MINUTE);
};

async function schedule(title: string, publishedAt: string, extra: Record<string, unknown> = {}) {
  const response = await api.request('POST', POSTS, { headers: admin, body: { title, content: 'Later.', status: 'scheduled', published_at: publishedAt, ...extra } });
  expect(response.status).toBe(201);
  return response.body.result as { id: number; slug: string; version: number; status: string; published_at: string };
}

describe('scheduling', () => {
  test('scheduled needs a published_at in the future (422 otherwise) and cms.posts.publish (403)', async () => {
    // Act
    const past = await api.request('POST', POSTS, { headers: admin, body: { title: 'Past', content: 'x', status: 'scheduled', published_at: inMinutes(-1) } });
    const none = await api.request('POST', POSTS, { headers: admin, body: { title: 'None', content: 'x', status: 'scheduled' } });
    const key = await api.adminKey(['cms.posts.create', 'cms.posts.update', 'cms.posts.edit_others']);
    const unpermitted = await api.request('POST', POSTS, { headers: { 'Api-Key': key }, body: { title: 'No', content: 'x', status: 'scheduled', published_at: inMinutes(30) } });
    const draft = (await api.request('POST', POSTS, { headers: admin, body: { title: 'Draft', content: 'x' } })).body.result;
    const movedToPast = await api.request('PUT', `${POSTS}/${draft.id}`, { headers: admin, body: { status: 'scheduled', published_at: inMinutes(-5) } });
    const scheduled = await api.request('PUT', `${POSTS}/${draft.id}`, { headers: admin, body: { status: 'scheduled', published_at: inMinutes(30) } });
    // Assess
    expect(past.status).toBe(422);
    expect(past.body.error.errors).toHaveProperty('published_at');
    expect(none.status).toBe(422);
    expect(none.body.error.errors).toHaveProperty('published_at');
    expect(unpermitted.status).toBe(403);
    expect(unpermitted.body.error.details.required_permission).toBe('cms.posts.publish');
    expect(movedToPast.status).toBe(422);
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.result.status).toBe('scheduled');
  });

  test('publishing with a published_at in the future schedules the post instead (as WordPress does); re-dating a published post does not', async () => {
    // Act
    const created = await api.request('POST', POSTS, { headers: admin, body: { title: 'Future', content: 'x', status: 'published', published_at: inMinutes(60) } });
    const draft = (await api.request('POST', POSTS, { headers: admin, body: { title: 'Later', content: 'x' } })).body.result;
    const updated = await api.request('PUT', `${POSTS}/${draft.id}`, { headers: admin, body: { status: 'published', published_at: inMinutes(60) } });
    const live = (await api.request('POST', POSTS, { headers: admin, body: { title: 'Live', content: 'x', status: 'published' } })).body.result;
    const redated = await api.request('PUT', `${POSTS}/${live.id}`, { headers: admin, body: { published_at: inMinutes(60) } });
    const dated = (await api.request('POST', POSTS, { headers: admin, body: { title: 'Dated', content: 'x', published_at: inMinutes(60) } })).body.result;
    const plainDraft = (await api.request('POST', POSTS, { headers: admin, body: { title: 'Plain draft', content: 'x' } })).body.result;
    const bulk = await api.request('POST', `${POSTS}/bulk`, { headers: admin, body: { ids: [dated.id, plainDraft.id], action: 'publish' } });
    // Assess
    expect(created.status).toBe(201);
    expect(created.body.result.status).toBe('scheduled');
    expect(updated.body.result.status).toBe('scheduled');
    expect(redated.body.result.status).toBe('published');
    expect(bulk.body.result.affected).toBe(2);
    expect(bulk.body.result.scheduled_ids).toEqual([dated.id]);
    expect(bulk.body.result.message).toBe('2 posts changed: 1 published, 1 scheduled (publication date in the future).');
    expect((await api.request('GET', `${POSTS}/${dated.id}`, { headers: admin })).body.result.status).toBe('scheduled');
  });

  test('admins filter and count scheduled posts, sorted by published_at; clients see none of them', async () => {
    // Arrange
    const category = (await api.request('POST', '/api/admin/v3/cms/category', { headers: admin, body: { name_en: 'Scheduled only' } })).body.result;
    const later = await schedule('Scheduled later', inMinutes(90), { category_id: category.id });
    const sooner = await schedule('Scheduled sooner', inMinutes(60));
    // Act
    const adminList = await api.request('GET', POSTS, { headers: admin, query: { 'filter[]': 'status:scheduled', orderBy: 'published_at', sortedBy: 'asc', per_page: 100 } });
    const clientList = await api.request('GET', CLIENT_POSTS, { headers: client, query: { per_page: 100 } });
    const byId = await api.request('GET', `${CLIENT_POSTS}/${sooner.id}`, { headers: client });
    const bySlug = await api.request('GET', `${CLIENT_POSTS}/${sooner.slug}`, { headers: client });
    const alt = await api.request('GET', `/api/v3/client/posts/${sooner.id}`, { headers: client });
    const categories = await api.request('GET', '/api/client/v3/cms/category', { headers: client });
    // Assess
    expect(adminList.status).toBe(200);
    const ids = adminList.body.result.map((post: { id: number }) => post.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(adminList.body.result.every((post: { status: string }) => post.status === 'scheduled')).toBe(true);
    expect(adminList.body.meta.pagination.total).toBe(ids.length);
    const clientIds = (clientList.body.data ?? clientList.body.result ?? []).map((post: { id: number }) => post.id);
    expect(clientIds).not.toContain(sooner.id);
    expect(clientIds).not.toContain(later.id);
    expect(byId.status).toBe(404);
    expect(bySlug.status).toBe(404);
    expect(alt.status).toBe(404);
    const listed = categories.body.result.find((entry: { id: number }) => entry.id === category.id);
    expect(listed.meta.posts_count).toBe(0);
  });
});

describe('publishing at the time', () => {
  test('the timer publishes a due post once, signed by the service; clients see it then', async () => {
    // Arrange
    const post = await schedule('Due soon', inMinutes(5));
    const publisher = new LocalScheduledPublisher();
    // Act
    const before = await publisher.publishDue();
    moveClock(6);
    await publisher.publishDue();
    const again = await publisher.publishDue();
    // Assess
    expect(before).toBe(0);
    expect(again).toBe(0);
    const read = await api.request('GET', `${POSTS}/${post.id}`, { headers: admin });
    expect(read.body.result).toMatchObject({ status: 'published', published_at: post.published_at, version: 2 });
    const revisions = await api.request('GET', `${POSTS}/${post.id}/revisions`, { headers: admin });
    expect(revisions.body.result).toEqual([expect.objectContaining({ status: 'scheduled', changed_fields: ['status'], changed_by: { type: 'system', id: null } })]);
    expect((await api.request('GET', `${CLIENT_POSTS}/${post.id}`, { headers: client })).status).toBe(200);
  });

  test('the publish function needs no public URL: the deployed one has none in its environment', async () => {
    // Arrange
    const post = await schedule('Due with no public URL known', inMinutes(5));
    const publisher = new LocalScheduledPublisher();
    moveClock(6);
    const saved = process.env.PUBLIC_BASE_URL;
    delete process.env.PUBLIC_BASE_URL;
    // Act
    try {
      await publisher.publishDue();
    } finally {
      process.env.PUBLIC_BASE_URL = saved;
    }
    // Assess
    const read = await api.request('GET', `${POSTS}/${post.id}`, { headers: admin });
    expect(read.body.result).toMatchObject({ status: 'published', version: 2 });
  });

  test('a post moved to another time or unscheduled is left alone by the old schedule', async () => {
    // Arrange
    const moved = await schedule('Moved', inMinutes(5));
    const unscheduled = await schedule('Unscheduled', inMinutes(5));
    await api.request('PUT', `${POSTS}/${moved.id}`, { headers: admin, body: { published_at: inMinutes(120) } });
    await api.request('PUT', `${POSTS}/${unscheduled.id}`, { headers: admin, body: { status: 'draft' } });
    moveClock(6);
    // Act
    const outcomes = [await publishDuePost(moved.id, moved.published_at.replace(/(\.\d{3})\d{3}Z$/, '$1Z')), await publishDuePost(unscheduled.id, unscheduled.published_at.replace(/(\.\d{3})\d{3}Z$/, '$1Z'))];
    // Assess
    expect(outcomes).toEqual(['left', 'left']);
    expect((await api.request('GET', `${POSTS}/${moved.id}`, { headers: admin })).body.result.status).toBe('scheduled');
    expect((await api.request('GET', `${POSTS}/${unscheduled.id}`, { headers: admin })).body.result.status).toBe('draft');
  });

  test('before its time the function answers early (the scheduler retries); two publishers racing publish once', async () => {
    // Arrange
    const post = await schedule('Raced', inMinutes(5));
    const at = post.published_at.replace(/(\.\d{3})\d{3}Z$/, '$1Z');
    const early = await publishDuePost(post.id, at);
    moveClock(6);
    // Act
    const outcomes = await Promise.all([publishDuePost(post.id, at), publishDuePost(post.id, at), publishDuePost(post.id, at)]);
    // Assess
    expect(early).toBe('early');
    expect(outcomes.filter((outcome) => outcome === 'published')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'left')).toHaveLength(2);
    const read = await api.request('GET', `${POSTS}/${post.id}`, { headers: admin });
    expect(read.body.result).toMatchObject({ status: 'published', version: 2 });
    expect((await api.request('GET', `${POSTS}/${post.id}/revisions`, { headers: admin })).body.meta.pagination.total).toBe(1);
  });
});

describe('a publication that keeps failing', () => {
  test('is tried again at the next passes, then parked in the dead letters after the retries (the failures queue in AWS), and not tried again', async () => {
    // Prepare: every write of the table fails while the publisher runs
    const { db } = await import('#platform/db/client');
    const { TransactWriteCommand, UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { LOCAL_PUBLISH_RETRY_ATTEMPTS } = await import('#infra/local/scheduled-publisher');
    const post = await schedule('Never published', inMinutes(5));
    const publisher = new LocalScheduledPublisher();
    moveClock(6);
    const send = db.send.bind(db);
    let writes = 0;
    const spy = jest.spyOn(db, 'send').mockImplementation(((command: unknown) => {
      if (command instanceof TransactWriteCommand || command instanceof UpdateCommand) {
        writes += 1;
        return Promise.reject(Object.assign(new Error('Internal server error'), { name: 'InternalServerError' }));
      }
      return send(command as never);
    }) as typeof db.send);
    // Act
    const passes: number[] = [];
    try {
      for (let pass = 0; pass < LOCAL_PUBLISH_RETRY_ATTEMPTS + 3; pass++) {
        passes.push(publisher.deadLetters.length);
        await publisher.publishDue();
      }
    } finally {
      spy.mockRestore();
    }
    const writesAfterParking = writes;
    await publisher.publishDue();
    // Assess: parked after the first run and its retries, once, and left alone afterwards
    expect(passes).toEqual([0, 0, 0, 1, 1]);
    expect(publisher.deadLetters).toEqual([{ post_id: post.id, published_at: expect.any(String), error: expect.any(String) }]);
    expect(Date.parse(publisher.deadLetters[0]!.published_at)).toBe(Date.parse(post.published_at));
    expect(writesAfterParking).toBeGreaterThanOrEqual(LOCAL_PUBLISH_RETRY_ATTEMPTS + 1);
    expect((await api.request('GET', `${POSTS}/${post.id}`, { headers: admin })).body.result.status).toBe('scheduled');
  });
});
