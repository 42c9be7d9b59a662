/**
 * Translations through the local gateway: a post's `language` (DEFAULT_LANGUAGE, fa, when not sent),
 * `translation_of` joining a group of one post per language (the second of a language is 422, also
 * when two race), `translations` in the admin and client posts (client: published ones), trash and
 * delete taking a post out of its group, the client lists' language filter, the sitemap's alternates.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import { useLocalApi } from '#test/support/http';
import { callsOf, recordDbCalls } from '#test/support/db-calls';
import { AdminPostSchema } from '#domains/posts/shapes/admin-post-response-schemas';
import { ClientPostItemSchema } from '#domains/client/schemas';

const api = useLocalApi();
const POSTS = '/api/admin/v3/cms/post';
const CLIENT_POSTS = '/api/client/v3/cms/post';

let admin: Record<string, string>;
let client: Record<string, string>;

beforeAll(async () => {
  admin = await api.adminHeaders('admin');
  client = await api.clientHeaders();
});

let serial = 0;
type AdminPost = { id: number; slug: string; language: string; version: number; status: string; translations: { id: number; language: string; slug: string }[] };

async function create(body: Record<string, unknown> = {}): Promise<AdminPost> {
  const response = await api.request('POST', POSTS, { headers: admin, body: { title: `Translated ${Date.now()}-${++serial}`, content: '<p>Text.</p>', ...body } });
  expect(response.status).toBe(201);
  return response.body.result as AdminPost;
}

/** A category of its own: an admin list of it counts what a test wrote (the search index lags its posts). */
async function newCategory(): Promise<number> {
  const response = await api.request('POST', '/api/admin/v3/cms/category', { headers: admin, body: { name_en: `Group ${Date.now()}-${++serial}`, name_fa: 'گروه', status: 'active' } });
  expect(response.status).toBe(201);
  return response.body.result.id as number;
}

const countIn = async (categoryId: number): Promise<number> =>
  (await api.request('GET', POSTS, { headers: admin, query: { filter: `category_id:${categoryId}` } })).body.meta.pagination.total as number;

const read = async (id: number): Promise<AdminPost> => (await api.request('GET', `${POSTS}/${id}`, { headers: admin })).body.result as AdminPost;

/** The translation group item of a post, as stored. */
async function groupItemOf(id: number): Promise<Record<string, unknown> | undefined> {
  const post = (await db.send(new GetCommand({ TableName: tableName(), Key: keys.post(id), ConsistentRead: true }))).Item;
  const group = post?.translation_group;
  if (typeof group !== 'string') return undefined;
  return (await db.send(new GetCommand({ TableName: tableName(), Key: keys.translationGroup(group), ConsistentRead: true }))).Item;
}

describe('language', () => {
  test('a post without one is in DEFAULT_LANGUAGE (fa); one sent is kept; admin and client posts show it, and og:locale follows it', async () => {
    // Act
    const plain = await create({ status: 'published' });
    const english = await create({ status: 'published', language: 'en' });
    const client_ = await api.request('GET', `${CLIENT_POSTS}/${english.id}`, { headers: client });
    // Assess
    expect(plain.language).toBe('fa');
    expect(english.language).toBe('en');
    expect(AdminPostSchema.safeParse(english).error).toBeUndefined();
    expect(client_.body.result).toMatchObject({ language: 'en', translations: [], seo: { og: { locale: 'en_US' } } });
    expect(ClientPostItemSchema.safeParse(client_.body.result).error).toBeUndefined();
  });

  test('an unknown language is 422 on language, on create and update, and writes nothing', async () => {
    // Prepare
    const post = await create();
    // Act
    const created = await api.request('POST', POSTS, { headers: admin, body: { title: 'German', content: 'x', language: 'de' } });
    const updated = await api.request('PUT', `${POSTS}/${post.id}`, { headers: admin, body: { language: 'de' } });
    // Assess
    for (const response of [created, updated]) {
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ status: false, error: { code: 'validation_failed', errors: { language: ['The language must be one of: fa, en.'] } } });
    }
    expect(await read(post.id)).toMatchObject({ language: 'fa', version: post.version });
  });
});

describe('translation groups', () => {
  test('translation_of puts the post in that post\'s group: each shows the other in translations', async () => {
    // Prepare
    const fa = await create({ status: 'published' });
    // Act
    const en = await create({ language: 'en', translation_of: fa.id, status: 'published' });
    // Assess
    expect(en.translations).toEqual([{ id: fa.id, language: 'fa', slug: fa.slug }]);
    expect((await read(fa.id)).translations).toEqual([{ id: en.id, language: 'en', slug: en.slug }]);
    expect((await read(fa.id)).version).toBe(fa.version);
  });

  test('a second post of one language in a group is 422 on translation_of, and nothing is written', async () => {
    // Prepare
    const fa = await create();
    const en = await create({ language: 'en', translation_of: fa.id });
    const group = await groupItemOf(fa.id);
    const category_id = await newCategory();
    // Act
    const second = await api.request('POST', POSTS, { headers: admin, body: { title: 'Another English', content: 'x', language: 'en', translation_of: fa.id, category_id } });
    const sameAsPartner = await api.request('POST', POSTS, { headers: admin, body: { title: 'Another Persian', content: 'x', translation_of: fa.id, category_id } });
    // Assess
    expect(second.status).toBe(422);
    expect(second.body).toMatchObject({
      status: false,
      error: { code: 'validation_failed', errors: { translation_of: [`The translation group already has a post in en (post ${en.id}): a group holds one post per language.`] } },
    });
    expect(sameAsPartner.status).toBe(422);
    expect(sameAsPartner.body.error.errors.translation_of[0]).toContain(`already has a post in fa (post ${fa.id})`);
    expect(await groupItemOf(fa.id)).toEqual(group);
    expect(await countIn(category_id)).toBe(0);
  });

  test('an unknown or trashed translation_of, or the post itself, is 422 on translation_of, and nothing is written', async () => {
    // Prepare
    const trashed = await create();
    await api.request('DELETE', `${POSTS}/${trashed.id}/trash`, { headers: admin });
    const post = await create({ language: 'en' });
    // Act
    const unknown = await api.request('POST', POSTS, { headers: admin, body: { title: 'Orphan', content: 'x', language: 'en', translation_of: 999_999_999 } });
    const toTrash = await api.request('PUT', `${POSTS}/${post.id}`, { headers: admin, body: { translation_of: trashed.id } });
    const toItself = await api.request('PUT', `${POSTS}/${post.id}`, { headers: admin, body: { translation_of: post.id } });
    // Assess
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.errors.translation_of).toEqual(['The selected translation_of is invalid: post 999999999 does not exist.']);
    expect(toTrash.status).toBe(422);
    expect(toTrash.body.error.errors.translation_of).toEqual([`The selected translation_of is invalid: post ${trashed.id} does not exist outside the trash.`]);
    expect(toItself.status).toBe(422);
    expect(toItself.body.error.errors.translation_of).toEqual(['A post is not a translation of itself.']);
    expect(await read(post.id)).toMatchObject({ version: post.version, translations: [] });
    expect(await groupItemOf(post.id)).toBeUndefined();
  });

  test('a grouped post may not move to a language its group holds; to a free one it may', async () => {
    // Prepare
    const fa = await create();
    const en = await create({ language: 'en', translation_of: fa.id });
    // Act
    const taken = await api.request('PUT', `${POSTS}/${en.id}`, { headers: admin, body: { language: 'fa' } });
    await api.request('DELETE', `${POSTS}/${fa.id}/trash`, { headers: admin });
    const free = await api.request('PUT', `${POSTS}/${en.id}`, { headers: admin, body: { language: 'fa' } });
    // Assess
    expect(taken.status).toBe(422);
    expect(taken.body.error.errors.language).toEqual([`The translation group already has a post in fa (post ${fa.id}): a group holds one post per language.`]);
    expect(free.status).toBe(200);
    expect(free.body.result).toMatchObject({ language: 'fa', translations: [] });
    expect(await groupItemOf(en.id)).toMatchObject({ m_fa: { id: en.id } });
    expect(await groupItemOf(en.id)).not.toHaveProperty('m_en');
  });

  test.each([
    ['a post in no group yet', false],
    ['a group already made', true],
  ])('two posts of one language joining %s at once: exactly one joins, the other is 422', async (_name, grouped) => {
    // Prepare
    const fa = await create();
    if (grouped) {
      const en = await create({ language: 'en', translation_of: fa.id });
      await api.request('PUT', `${POSTS}/${en.id}`, { headers: admin, body: { translation_of: null } });
      expect(await groupItemOf(fa.id)).toBeDefined();
    }
    const category_id = await newCategory();
    // Act
    const racing = await Promise.all(
      [1, 2, 3].map((n) => api.request('POST', POSTS, { headers: admin, body: { title: `Racer ${n}`, content: 'x', language: 'en', translation_of: fa.id, category_id } })),
    );
    // Assess
    const statuses = racing.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 422, 422]);
    const winner = racing.find((response) => response.status === 201)!.body.result as AdminPost;
    expect((await read(fa.id)).translations).toEqual([{ id: winner.id, language: 'en', slug: winner.slug }]);
    expect(await countIn(category_id)).toBe(1);
  });

  test('the client shows published translations only', async () => {
    // Prepare
    const fa = await create({ status: 'published' });
    const en = await create({ language: 'en', translation_of: fa.id });
    // Act
    const whileDraft = await api.request('GET', `${CLIENT_POSTS}/${fa.id}`, { headers: client });
    await api.request('PUT', `${POSTS}/${en.id}`, { headers: admin, body: { status: 'published', slug: `english-${en.id}` } });
    const published = await api.request('GET', `${CLIENT_POSTS}/${fa.id}`, { headers: client });
    const listed = await api.request('GET', CLIENT_POSTS, { headers: client, query: { search: `id:${en.id}` } });
    // Assess
    expect(whileDraft.body.result.translations).toEqual([]);
    expect(published.body.result.translations).toEqual([{ id: en.id, language: 'en', slug: `english-${en.id}` }]);
    expect(listed.body.result[0].translations).toEqual([{ id: fa.id, language: 'fa', slug: fa.slug }]);
  });

  test('trash takes a post out of its group and leaves the others; restore does not put it back', async () => {
    // Prepare
    const fa = await create();
    const en = await create({ language: 'en', translation_of: fa.id });
    // Act
    await api.request('DELETE', `${POSTS}/${fa.id}/trash`, { headers: admin });
    const afterTrash = await read(en.id);
    await api.request('POST', `${POSTS}/${fa.id}/restore`, { headers: admin });
    // Assess
    expect(afterTrash.translations).toEqual([]);
    expect(await read(fa.id)).toMatchObject({ status: 'draft', translations: [] });
    expect(await groupItemOf(en.id)).toMatchObject({ m_en: { id: en.id } });
    expect(await groupItemOf(en.id)).not.toHaveProperty('m_fa');
    // Its language is free again: the restored post (or another) may join.
    const rejoined = await api.request('PUT', `${POSTS}/${fa.id}`, { headers: admin, body: { translation_of: en.id } });
    expect(rejoined.body.result.translations).toEqual([{ id: en.id, language: 'en', slug: en.slug }]);
  });

  test('delete, bulk trash and bulk delete take posts out of their groups', async () => {
    // Prepare
    const groups = [];
    for (let i = 0; i < 3; i++) {
      const fa = await create();
      groups.push({ fa, en: await create({ language: 'en', translation_of: fa.id }) });
    }
    // Act
    await api.request('DELETE', `${POSTS}/${groups[0].en.id}`, { headers: admin });
    await api.request('POST', `${POSTS}/bulk`, { headers: admin, body: { action: 'trash', ids: [groups[1].en.id] } });
    await api.request('POST', `${POSTS}/bulk/delete`, { headers: admin, body: { ids: [groups[2].en.id] } });
    // Assess
    for (const { fa } of groups) {
      expect((await read(fa.id)).translations).toEqual([]);
      expect(await groupItemOf(fa.id)).not.toHaveProperty('m_en');
    }
  });

  test('an admin list page reads its translation groups in one batch, not one read per post', async () => {
    // Prepare
    const category_id = await newCategory();
    for (let i = 0; i < 3; i++) {
      const fa = await create({ category_id });
      await create({ language: 'en', translation_of: fa.id, category_id });
    }
    const recording = recordDbCalls();
    try {
      // Act
      const page = await api.request('GET', POSTS, { headers: admin, query: { filter: `category_id:${category_id}`, per_page: 10 } });
      // Assess
      expect(page.status).toBe(200);
      expect(page.body.result).toHaveLength(6);
      for (const post of page.body.result as AdminPost[]) expect(post.translations).toHaveLength(1);
      const groupReads = callsOf(recording, 'BatchGetItemCommand').filter((call) =>
        JSON.stringify(call.input.RequestItems).includes('TRG#'),
      );
      expect(groupReads).toHaveLength(1);
      expect(callsOf(recording, 'GetCommand').filter((call) => JSON.stringify(call.input.Key).includes('TRG#'))).toEqual([]);
    } finally {
      recording.stop();
    }
  });
});

describe('client lists by language', () => {
  test('filter[]=language:en and the alternative route\'s language=en keep that language; posts without one count as fa', async () => {
    // Prepare
    const category = { id: await newCategory() };
    const fa = await create({ status: 'published', category_id: category.id });
    const en = await create({ status: 'published', category_id: category.id, language: 'en' });
    // Act
    const enList = await api.request('GET', CLIENT_POSTS, { headers: client, query: { filter: ['language:en', `category_id:${category.id}`] } });
    const faList = await api.request('GET', CLIENT_POSTS, { headers: client, query: { filter: ['language:fa', `category_id:${category.id}`] } });
    const alt = await api.request('GET', '/api/v3/client/posts', { headers: client, query: { language: 'en', filter: `category_id:${category.id}` } });
    const site = await api.request('GET', CLIENT_POSTS, { headers: client, query: { filter: 'language:en', per_page: 100 } });
    // Assess
    expect((enList.body.result as AdminPost[]).map((post) => post.id)).toEqual([en.id]);
    expect((faList.body.result as AdminPost[]).map((post) => post.id)).toEqual([fa.id]);
    expect((alt.body.data as AdminPost[]).map((post) => post.id)).toEqual([en.id]);
    expect((site.body.result as AdminPost[]).every((post) => post.language === 'en')).toBe(true);
    expect((site.body.result as AdminPost[]).map((post) => post.id)).toContain(en.id);
  });

  test('an unknown language is 400 on either form, as the other filters', async () => {
    // Act
    const primary = await api.request('GET', CLIENT_POSTS, { headers: client, query: { filter: 'language:de' } });
    const alternative = await api.request('GET', '/api/v3/client/posts', { headers: client, query: { language: 'de' } });
    // Assess
    expect(primary.status).toBe(400);
    expect(primary.body).toMatchObject({ status: false, error: { code: 'bad_request', details: { filter: ['The language filter must be one of: fa, en.'] } } });
    expect(alternative.status).toBe(400);
    expect(JSON.stringify(alternative.body)).toContain('language must be one of fa, en.');
  });
});

test('the sitemap lists each published translation as an hreflang alternate of every version, itself included', async () => {
  // Prepare
  const fa = await create({ status: 'published' });
  const en = await create({ status: 'published', language: 'en', translation_of: fa.id });
  const draft = await create({ status: 'published' });
  await create({ language: 'en', translation_of: draft.id });
  // Act
  const response = await api.request('GET', '/api/client/v3/cms/sitemap', { headers: client });
  // Assess
  const body = response.body as string;
  const entryOf = (slug: string) => body.slice(body.indexOf(`<loc>${api.url}/post/${slug}</loc>`)).split('</url>')[0];
  const alternates = [
    `<xhtml:link rel="alternate" hreflang="fa" href="${api.url}/post/${fa.slug}"/>`,
    `<xhtml:link rel="alternate" hreflang="en" href="${api.url}/post/${en.slug}"/>`,
  ];
  for (const slug of [fa.slug, en.slug]) for (const alternate of alternates) expect(entryOf(slug)).toContain(alternate);
  expect(entryOf(draft.slug)).not.toContain('xhtml:link');
});
