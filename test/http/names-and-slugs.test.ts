/**
 * Names are plain text, anchors and slugs are slugs in one script (docs/security.md): a name holding
 * markup is refused (422 naming the field, nothing changed) on every route that sets one, and one
 * stored before that rule is served escaped; `toc_menus[].id` is a slug whatever the heading's id; a
 * slug mixing scripts in a word is 422 on posts, categories and tags, and no default slug mixes them;
 * Arabic yeh and kaf are read as Persian ones in slugs, lookups and the list's text filters.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { postItem } from '#domains/posts/model/post-items';
import { createPost, systemActor } from '#domains/posts/write/manage-posts';
import { PostCreateBody } from '#domains/posts/model/post-schemas';
import { findPostById } from '#domains/posts/model/posts-repository';
import { useLocalApi } from '#test/support/http';

const api = useLocalApi();

const USERS = '/api/admin/v3/user/user';
const PROFILE = '/api/client/v3/user/profile';
const POSTS = '/api/admin/v3/cms/post';
const CATEGORIES = '/api/admin/v3/cms/category';
const TAGS = '/api/admin/v3/cms/tag';
const CLIENT_POST = (idOrSlug: string | number) => `/api/client/v3/cms/post/${encodeURIComponent(String(idOrSlug))}`;
const MARKUP = '<img src=x onerror=alert(1)>';
const MIXED = 'sc\u0430ling-to-zero'; // a Cyrillic а in "scaling"

let admin: Record<string, string>;
beforeAll(async () => {
  admin = await api.adminHeaders('admin');
});

const published = (title: string, extra: Record<string, unknown> = {}) => createPost(PostCreateBody.parse({ title, content: '<p>Words.</p>', status: 'published', ...extra }), systemActor());

describe('person names', () => {
  test.each([
    ['admin create', 'first_name'],
    ['admin create', 'last_name'],
    ['admin update', 'first_name'],
    ['profile update', 'last_name'],
  ])('%s: a %s holding markup is 422 validation_failed naming it, and nothing changes', async (route, field) => {
    // Prepare
    const user = await api.createUser({ firstName: 'Sara', lastName: 'Ahmadi' });
    const body = { [field]: `Sara ${MARKUP}` };
    // Act
    const response =
      route === 'admin create'
        ? await api.request('POST', USERS, { headers: admin, body: { first_name: 'New', email: `new-${user.id}@example.com`, password: 'a long enough password', ...body } })
        : route === 'admin update'
          ? await api.request('PUT', `${USERS}/${user.id}`, { headers: admin, body })
          : await api.request('PUT', PROFILE, { headers: await api.clientUserHeaders(user), body });
    // Assess
    expect(response.status).toBe(422);
    expect(response.body.error).toMatchObject({ code: 'validation_failed', errors: { [field]: [`The ${field} is plain text: it may not contain < or > or control characters.`] } });
    const after = await api.request('GET', `${USERS}/${user.id}`, { headers: admin });
    expect(after.body.result).toMatchObject({ first_name: 'Sara', last_name: 'Ahmadi' });
    const listed = await api.request('GET', USERS, { headers: admin, query: { search: `new-${user.id}@example.com` } });
    expect(listed.body.result ?? []).toEqual([]);
  });

  test("an apostrophe, an ampersand and any script are a name's own", async () => {
    // Prepare
    const user = await api.createUser();
    // Act
    const response = await api.request('PUT', `${USERS}/${user.id}`, { headers: admin, body: { first_name: "D'Arcy & Sons", last_name: 'رضایی' } });
    // Assess
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({ first_name: "D'Arcy & Sons", last_name: 'رضایی' });
  });

  test('a name stored with markup before the rule is served escaped: in comments, as the post author, in the admin list', async () => {
    // Prepare: written by the repository, as older versions of the service let it in
    const legacy = await api.createUser({ firstName: MARKUP, lastName: '<b>Bold</b>' });
    const post = await published('Names are plain text', { author_id: legacy.id });
    const commented = await api.request('POST', `${CLIENT_POST(post.id)}/comments`, { headers: await api.clientUserHeaders(legacy), body: { content: 'Hello <b>there</b>' } });
    await api.request('PUT', `/api/admin/v3/cms/comment/${commented.body.result.id}/approve`, { headers: admin });
    const client = await api.clientHeaders();
    // Act
    const thread = await api.request('GET', `${CLIENT_POST(post.id)}/comments`, { headers: client });
    const shown = await api.request('GET', CLIENT_POST(post.id), { headers: client });
    const adminView = await api.request('GET', `${USERS}/${legacy.id}`, { headers: admin });
    // Assess
    expect(commented.status).toBe(201);
    const [comment] = thread.body.result;
    expect(comment.content).toBe('Hello &lt;b&gt;there&lt;/b&gt;');
    expect(comment.user).toMatchObject({ first_name: '&lt;img src=x onerror=alert(1)&gt;', last_name: '&lt;b&gt;Bold&lt;/b&gt;' });
    expect(JSON.stringify(thread.body)).not.toContain('<img');
    expect(JSON.stringify(shown.body)).not.toMatch(/<img|<b>/);
    expect(adminView.body.result.first_name).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('table of contents anchors', () => {
  test('a heading id that is not a slug becomes its slug in toc_menus; slugs stay as written', async () => {
    // Prepare: an admin keeps their HTML (unfiltered_html), ids and all
    const created = await api.request('POST', POSTS, {
      headers: admin,
      body: {
        title: 'Anchors',
        status: 'published',
        content: `<h2 id="&quot;&gt;${MARKUP}">Intro</h2><p>a</p><h2 id="kept-as-is">Next</h2><h2 id="&quot;&gt;">Empty id</h2>`,
      },
    });
    // Act
    const shown = await api.request('GET', CLIENT_POST(created.body.result.id), { headers: await api.clientHeaders() });
    // Assess
    expect(created.status).toBe(201);
    const ids = shown.body.result.content.toc_menus.map((entry: { id: string }) => entry.id);
    expect(ids).toEqual(['img-src-x-onerror-alert-1', 'kept-as-is', 'empty-id']);
  });

  test('a table of contents stored before the rule is served with slugs', async () => {
    // Prepare: the post item as an older version wrote it, its TOC holding the authored id verbatim
    const post = await published('Stored before');
    const stored = (await findPostById(post.id, true))!;
    const metrics = { ...stored.metrics!, toc: [{ id: `">${MARKUP}`, title: 'Intro', level: 2, children: [] }] };
    await db.send(new PutCommand({ TableName: tableName(), Item: postItem({ ...stored, metrics }) }));
    // Act
    const shown = await api.request('GET', CLIENT_POST(post.id), { headers: await api.clientHeaders() });
    // Assess
    expect(shown.body.result.content.toc_menus[0].id).toBe('img-src-x-onerror-alert-1');
  });
});

describe('slugs in one script', () => {
  test.each([
    ['post', POSTS, { title: 'Scaling', content: '<p>x</p>' }],
    ['category', CATEGORIES, { name_en: 'Scaling' }],
    ['tag', TAGS, { name: 'Scaling' }],
  ])('a %s slug mixing Latin and Cyrillic in a word is 422 naming slug, and nothing is created', async (_kind, path, body) => {
    // Prepare
    const before = await api.request('GET', path, { headers: admin, query: { per_page: 100 } });
    // Act
    const response = await api.request('POST', path, { headers: admin, body: { ...body, slug: MIXED } });
    const after = await api.request('GET', path, { headers: admin, query: { per_page: 100 } });
    // Assess
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.errors.slug).toEqual([
      'The slug mixes scripts within one word ("sc\u0430ling": Latin and Cyrillic): write each word in one script, or separate them with a hyphen.',
    ]);
    expect(after.body.meta.pagination.total).toBe(before.body.meta.pagination.total);
  });

  test('a mixed-script slug is refused on update too, and the post keeps its slug', async () => {
    // Prepare
    const post = await published('Keeps its slug', { slug: 'keeps-its-slug' });
    // Act
    const response = await api.request('PUT', `${POSTS}/${post.id}`, { headers: admin, body: { slug: MIXED } });
    // Assess
    expect(response.status).toBe(422);
    expect(response.body.error.errors.slug[0]).toMatch(/^The slug mixes scripts within one word/);
    expect((await findPostById(post.id, true))!.slug).toBe('keeps-its-slug');
  });

  test('a default slug from a title mixing scripts in a word is cut where the script changes', async () => {
    // Act
    const post = await api.request('POST', POSTS, { headers: admin, body: { title: 'Sc\u0430ling to zero', content: '<p>x</p>' } });
    const tag = await api.request('POST', TAGS, { headers: admin, body: { name: 'Sc\u0430ling' } });
    const category = await api.request('POST', CATEGORIES, { headers: admin, body: { name_en: 'Sc\u0430ling' } });
    // Assess
    expect(post.body.result.slug).toBe('sc-\u0430-ling-to-zero');
    expect(tag.body.result.slug).toBe('sc-\u0430-ling');
    expect(category.body.result.slug).toBe('sc-\u0430-ling');
  });

  test('scripts written together stay one word: Japanese, and Persian with digits', async () => {
    // Act
    const japanese = await api.request('POST', POSTS, { headers: admin, body: { title: '東京タワー', content: '<p>x</p>' } });
    const persian = await api.request('POST', POSTS, { headers: admin, body: { title: 'نسخه ۲', content: '<p>x</p>', slug: 'نسخه۲' } });
    // Assess
    expect(japanese.body.result.slug).toBe('東京タワー');
    expect(persian.status).toBe(201);
  });
});

describe('Arabic yeh and kaf read as Persian', () => {
  const ARABIC = 'علي-كريم'; // ي U+064A, ك U+0643
  const PERSIAN = 'علی-کریم'; // ی U+06CC, ک U+06A9

  test('a slug sent with the Arabic letters is stored with the Persian ones; the other spelling is then taken', async () => {
    // Act
    const first = await api.request('POST', POSTS, { headers: admin, body: { title: 'Ali', content: '<p>x</p>', slug: ARABIC, status: 'published' } });
    const second = await api.request('POST', POSTS, { headers: admin, body: { title: 'Ali again', content: '<p>x</p>', slug: PERSIAN } });
    const tag = await api.request('POST', TAGS, { headers: admin, body: { name: 'Ali', slug: 'كتاب' } });
    // Assess
    expect(first.status).toBe(201);
    expect(first.body.result.slug).toBe(PERSIAN);
    expect(second.status).toBe(422);
    expect(second.body.error.errors.slug).toEqual(['The slug has already been taken.']);
    expect(tag.body.result.slug).toBe('کتاب');
  });

  test('a default slug of a title typed on an Arabic keyboard is the Persian one', async () => {
    // Act
    const created = await api.request('POST', POSTS, { headers: admin, body: { title: 'كتابهاي من', content: '<p>x</p>' } });
    // Assess
    expect(created.body.result.slug).toBe('کتابهای-من');
  });

  test('a client reads a post by either spelling of its slug; the admin list finds it by either', async () => {
    // Prepare
    const post = await published('سلام', { slug: 'مكتب-ادبي' });
    // Act
    const byArabic = await api.request('GET', CLIENT_POST('مكتب-ادبي'), { headers: await api.clientHeaders() });
    const byPersian = await api.request('GET', CLIENT_POST('مکتب-ادبی'), { headers: await api.clientHeaders() });
    const listed = await api.request('GET', POSTS, { headers: admin, query: { search: 'slug:مكتب-ادبي', searchFields: 'slug:=' } });
    // Assess
    expect(post.slug).toBe('مکتب-ادبی');
    expect(byArabic.body.result.id).toBe(post.id);
    expect(byPersian.body.result.id).toBe(post.id);
    expect(listed.body.result.map((item: { id: number }) => item.id)).toEqual([post.id]);
  });

  test("the admin list's short title terms (read without the index) fold the letters as the index does", async () => {
    // Prepare: two letters, too short for the trigram index: the list filters the posts
    const post = await published('یک كلمه');
    // Act
    const persianTerm = await api.request('GET', POSTS, { headers: admin, query: { search: 'title:کل', searchFields: 'title:like' } });
    const arabicTerm = await api.request('GET', POSTS, { headers: admin, query: { search: 'title:يك', searchFields: 'title:like' } });
    // Assess
    expect(persianTerm.body.result.map((item: { id: number }) => item.id)).toContain(post.id);
    expect(arabicTerm.body.result.map((item: { id: number }) => item.id)).toContain(post.id);
  });
});
