/**
 * The console for the people who write and moderate, in a real Chromium against the local gateway
 * (as test/browser/console.test.ts): the moderation queue across posts, Persian mode, revisions with
 * who, when, what and a diff, the Markdown toolbar beside the live preview, and Preview on site.
 * Every page fails the test on an uncaught error, a CSP violation or a failed request.
 */
import type { Browser, Page } from 'playwright-core';
import { useLocalApi, type TestUser } from '#test/support/http';
import { axeViolations, launchChromium, watchedPage, type WatchedPage } from '#test/support/browser';

jest.setTimeout(180_000);

let consoleKey: string | undefined;
const api = useLocalApi({ consoleApiKey: () => consoleKey });

let browser: Browser;
let people: Record<'admin' | 'editor' | 'moderator' | 'reader', TestUser>;
const pages: WatchedPage[] = [];

beforeAll(async () => {
  consoleKey = await api.clientKey('admin console');
  people = {
    admin: await api.createUser({ roles: ['admin'], firstName: 'Ada', lastName: 'Admin' }),
    editor: await api.createUser({ roles: ['editor'], firstName: 'Edith', lastName: 'Editor' }),
    moderator: await api.createUser({ roles: ['moderator'], firstName: 'Mona', lastName: 'Moderator' }),
    reader: await api.createUser({ roles: ['user'], firstName: 'Reza', lastName: 'Reader' }),
  };
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  const problems = pages.flatMap((watched) => watched.problems);
  for (const watched of pages.splice(0)) await watched.context.close();
  expect(problems).toEqual([]);
});

async function signIn(who: TestUser): Promise<Page> {
  const watched = await watchedPage(browser);
  pages.push(watched);
  const { page } = watched;
  await page.goto(`${api.url}/admin/`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('header.bar').waitFor();
  return page;
}

async function aPost(body: Record<string, unknown>): Promise<number> {
  const response = await api.request('POST', '/api/admin/v3/cms/post', { headers: await api.adminHeaders(people.editor), body: { status: 'published', content: 'A body.', ...body } });
  expect(response.status).toBe(201);
  return response.body.result.id;
}

async function aComment(postId: number, content: string): Promise<number> {
  const response = await api.request('POST', `/api/client/v3/cms/post/${postId}/comments`, {
    headers: { 'Api-Key': consoleKey!, Authorization: `Bearer ${await api.tokenFor(people.reader)}` },
    body: { content },
  });
  expect(response.status).toBe(201);
  return response.body.result.id;
}

/** The value and selection of the editor's content field, read in the page. */
function contentField(page: Page) {
  return page.locator('textarea[name=content]').evaluate((element) => {
    const field = element as unknown as { value: string; selectionStart: number; selectionEnd: number };
    return { value: field.value, selected: field.value.slice(field.selectionStart, field.selectionEnd) };
  });
}

test('a moderator works through the queue of every post: pending first, a count per post, approve, reject and delete', async () => {
  // Prepare: two posts; pending comments on both, one approved
  const lamp = await aPost({ title: 'The desk lamp' });
  const garden = await aPost({ title: 'The roof garden' });
  const older = await aComment(lamp, 'Which bulb is it?');
  const approved = await aComment(garden, 'Lovely plants.');
  expect((await api.request('PUT', `/api/admin/v3/cms/comment/${approved}/approve`, { headers: await api.adminHeaders(people.moderator) })).status).toBe(200);
  const newer = await aComment(lamp, 'Where did you buy it?');
  const other = await aComment(garden, 'Do they need much water?');
  const page = await signIn(people.moderator);

  // Act: open the queue
  await page.getByRole('link', { name: 'Comments' }).click();
  await page.getByRole('heading', { level: 1, name: 'Moderation queue' }).waitFor();
  const lampCount = page.locator(`.pending-per-post li[data-post-id="${lamp}"] .pending-count`);
  await lampCount.filter({ hasText: '2' }).waitFor();

  // Assess: pending comments first, newest first, each naming its post; the pending count of each post
  const order = await page.locator('ol.queue li.comment').evaluateAll((items) => items.map((item) => Number((item as unknown as { dataset: { commentId: string } }).dataset.commentId)));
  const ours = order.filter((id) => [older, newer, other, approved].includes(id));
  expect(ours).toEqual([other, newer, older, approved]);
  await expect(page.locator(`.pending-per-post li[data-post-id="${garden}"] .pending-count`).textContent()).resolves.toBe('1');
  await expect(page.locator(`li.comment[data-comment-id="${newer}"]`).getByRole('link').textContent()).resolves.toBe('on Post #' + lamp);
  expect(await axeViolations(page)).toEqual([]);

  // Act: approve one, reject one, delete one
  await page.locator(`li.comment[data-comment-id="${newer}"]`).getByRole('button', { name: 'Approve' }).click();
  await lampCount.filter({ hasText: '1' }).waitFor();
  await page.locator(`li.comment[data-comment-id="${other}"]`).getByRole('button', { name: 'Reject' }).click();
  await page.locator(`li.comment.rejected[data-comment-id="${other}"]`).waitFor();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.locator(`li.comment[data-comment-id="${older}"]`).getByRole('button', { name: 'Delete' }).click();
  await page.locator(`li.comment[data-comment-id="${older}"]`).waitFor({ state: 'detached' });
  // The status filter shows one status only.
  await page.getByLabel('Status').selectOption('rejected');
  await page.waitForFunction(() => {
    const items = [...(globalThis as unknown as { document: { querySelectorAll(s: string): Iterable<{ className: string }> } }).document.querySelectorAll('ol.queue li.comment')];
    return items.length > 0 && items.every((item) => item.className === 'comment rejected');
  });
  const shown = await page.locator('ol.queue li.comment').evaluateAll((items) => items.map((item) => Number((item as unknown as { dataset: { commentId: string } }).dataset.commentId)));

  // Assess: the API holds what the screen did
  const headers = await api.adminHeaders(people.moderator);
  const ofLamp = await api.request('GET', '/api/admin/v3/cms/comment', { headers, query: { 'filter[]': `post_id:${lamp}` } });
  const ofGarden = await api.request('GET', '/api/admin/v3/cms/comment', { headers, query: { 'filter[]': `post_id:${garden}` } });
  expect(ofLamp.body.result.comments.map((comment: { id: number; status: string }) => [comment.id, comment.status])).toEqual([[newer, 'approved']]);
  expect(ofGarden.body.result.comments.map((comment: { id: number; status: string }) => [comment.id, comment.status])).toEqual([[approved, 'approved'], [other, 'rejected']]);
  expect(shown).toContain(other);
});

test('Persian mode shows Persian category names and Persian digits, right to left, and is remembered', async () => {
  // Prepare: a post in a category named in both languages, with an approved comment
  const headers = await api.adminHeaders(people.admin);
  const category = (await api.request('POST', '/api/admin/v3/cms/category', { headers, body: { name_en: 'Travel', name_fa: 'سفر' } })).body.result;
  const post = await aPost({ title: 'Persian mode post', category_id: category.id });
  const comment = await aComment(post, 'A comment to count');
  await api.request('PUT', `/api/admin/v3/cms/comment/${comment}/approve`, { headers });
  const page = await signIn(people.admin);
  const row = page.locator(`tr[data-post-id="${post}"]`);
  await row.waitFor();
  await expect(row.locator('td.count').textContent()).resolves.toMatch(/^[0-9]+$/);

  // Act: switch it on
  await page.getByRole('switch', { name: 'Persian mode' }).check();
  await page.getByRole('heading', { level: 1, name: 'نوشته‌ها' }).waitFor();
  await row.getByText('سفر').waitFor();

  // Assess: right to left, the Persian name and digits in the list and the editor
  await expect(page.evaluate(() => (globalThis as unknown as { document: { documentElement: { dir: string } } }).document.documentElement.dir)).resolves.toBe('rtl');
  await expect(row.locator('td.count').textContent()).resolves.toMatch(/^[۰-۹]+$/);
  await page.goto(`${api.url}/admin/#/posts/${post}`);
  await page.locator('select[name=category] option:checked', { hasText: 'سفر' }).waitFor({ state: 'attached' });
  const header = await page.locator('.editor > p.muted').first().textContent();
  expect(header).toContain(`#${post.toLocaleString('fa-IR', { useGrouping: false })}`);
  expect(header).not.toMatch(/[0-9]/);
  expect(await axeViolations(page)).toEqual([]);

  // Act: a reload keeps it; switching it off goes back to English
  await page.reload();
  await page.getByRole('switch', { name: 'حالت فارسی' }).waitFor();
  await expect(page.getByRole('switch', { name: 'حالت فارسی' }).isChecked()).resolves.toBe(true);
  await page.getByRole('switch', { name: 'حالت فارسی' }).uncheck();
  await page.getByRole('switch', { name: 'Persian mode' }).waitFor();
  await expect(page.evaluate(() => (globalThis as unknown as { document: { documentElement: { dir: string } } }).document.documentElement.dir)).resolves.toBe('ltr');
  await page.locator('select[name=category] option:checked', { hasText: 'Travel' }).waitFor({ state: 'attached' });
});

test('the Markdown toolbar inserts Markdown at the selection and the live preview shows it', async () => {
  // Prepare
  const page = await signIn(people.editor);
  await page.getByRole('link', { name: 'New post' }).click();
  const field = page.getByLabel('Content', { exact: true });
  await field.fill('Make this strong\nfirst\nsecond');
  const select = (start: number, end: number) =>
    field.evaluate((element, [from, to]) => (element as unknown as { setSelectionRange(a: number, b: number): void }).setSelectionRange(from, to), [start, end] as const);

  // Act + Assess: bold around a selected word, kept selected
  await select(10, 16);
  await page.getByRole('button', { name: 'Bold' }).click();
  await expect(contentField(page)).resolves.toEqual({ value: 'Make this **strong**\nfirst\nsecond', selected: 'strong' });
  await page.locator('.rendered strong', { hasText: 'strong' }).waitFor();
  // A list over two lines, then a heading on the first line
  await select(21, 33);
  await page.getByRole('button', { name: 'List' }).click();
  await expect(contentField(page)).resolves.toMatchObject({ value: 'Make this **strong**\n- first\n- second' });
  await page.locator('.rendered ul li', { hasText: 'second' }).waitFor();
  await select(0, 0);
  await page.getByRole('button', { name: 'Heading' }).click();
  await page.locator('.rendered h2', { hasText: 'Make this' }).waitFor();
  // A link around nothing: the placeholder, its address selected for typing over
  await field.evaluate((element) => (element as unknown as { setSelectionRange(a: number, b: number): void }).setSelectionRange(0, 0));
  await page.getByRole('button', { name: 'Link' }).click();
  await expect(contentField(page)).resolves.toMatchObject({ selected: 'https://' });
  await page.keyboard.type('https://example.com/');
  await page.locator('.rendered a[href="https://example.com/"]', { hasText: 'Link' }).waitFor();
  // On a new paragraph: italic, then code around its placeholder, then the line quoted
  await field.evaluate((element) => {
    const end = (element as unknown as { value: string }).value.length;
    (element as unknown as { setSelectionRange(a: number, b: number): void }).setSelectionRange(end, end);
  });
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  for (const name of ['Italic', 'Code', 'Quote']) await page.getByRole('button', { name }).click();
  await page.locator('.rendered blockquote em code', { hasText: 'Italic' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
});

test('Preview on site opens the draft preview link in a new tab, and says why it cannot without a site', async () => {
  // Prepare: a draft; first no SITE_URL (the link would point at the API itself)
  const draft = (await api.request('POST', '/api/admin/v3/cms/post', { headers: await api.adminHeaders(people.editor), body: { title: 'A draft to see', content: 'Not yet published.' } })).body.result.id;
  const before = process.env.SITE_URL;
  delete process.env.SITE_URL;
  try {
    const page = await signIn(people.editor);
    await page.goto(`${api.url}/admin/#/posts/${draft}`);
    const button = page.getByRole('button', { name: 'Preview on site' });
    await page.locator('#preview-on-site-reason').waitFor();

    // Assess: disabled, with the reason
    await expect(button.isDisabled()).resolves.toBe(true);
    await expect(page.locator('#preview-on-site-reason').textContent()).resolves.toContain('SITE_URL');
    await page.goto(`${api.url}/admin/#/posts/new`);
    await expect(page.getByRole('button', { name: 'Preview on site' }).isDisabled()).resolves.toBe(true);
    await expect(page.locator('#preview-on-site-reason').textContent()).resolves.toContain('Save the post first');

    // Act: with a site, the button opens its preview page in a new tab
    process.env.SITE_URL = 'https://site.example';
    await page.context().route('https://site.example/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>site</title>' }));
    await page.goto(`${api.url}/admin/#/posts/${draft}`);
    await page.locator('#preview-on-site-reason').waitFor({ state: 'detached' });
    const enabled = page.getByRole('button', { name: 'Preview on site' });
    await page.waitForFunction(() => !(globalThis as unknown as { document: { querySelector(s: string): { disabled: boolean } | null } }).document.querySelector('.preview-on-site button')?.disabled);
    const [tab] = await Promise.all([page.context().waitForEvent('page'), enabled.click()]);
    await tab.waitForLoadState();

    // Assess: the site's preview page of this post, whose token opens the draft on the client API
    const opened = new URL(tab.url());
    expect(`${opened.origin}${opened.pathname}`).toBe('https://site.example/preview');
    expect(opened.searchParams.get('post')).toBe(String(draft));
    const token = opened.searchParams.get('token')!;
    const seen = await api.request('GET', `/api/client/v3/cms/post/${draft}`, { headers: { 'Api-Key': consoleKey! }, query: { preview: token } });
    expect(seen.status).toBe(200);
    expect(seen.body.result.title).toBe('A draft to see');
    await page.getByRole('status').filter({ hasText: 'Preview opened in a new tab.' }).waitFor();
  } finally {
    if (before === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = before;
  }
});

test('revisions say who changed what and when, and compare title, excerpt and content with the post or the revision before', async () => {
  // Prepare: a post changed twice by the editor
  const id = await aPost({ title: 'A first title', content: 'The first body.', excerpt: 'First excerpt' });
  const headers = await api.adminHeaders(people.editor);
  expect((await api.request('PUT', `/api/admin/v3/cms/post/${id}`, { headers, body: { title: 'A second title', excerpt: 'Second excerpt' } })).status).toBe(200);
  expect((await api.request('PUT', `/api/admin/v3/cms/post/${id}`, { headers, body: { content: 'The second body.' } })).status).toBe(200);
  const page = await signIn(people.editor);
  await page.goto(`${api.url}/admin/#/posts/${id}`);

  // Act
  const newest = page.locator('.revision-list li').first();
  await newest.locator('.revision-label').waitFor();
  const labels = await page.locator('.revision-list .revision-label').allTextContents();
  await page.getByRole('button', { name: 'Compare #2' }).click();
  const diff = page.locator('.revision-diff[data-revision-id="2"]');
  await diff.locator('.diff-content del').waitFor();

  // Assess: who, what and when on each; the newest revision against the post: only the content changed since
  expect(labels[0]).toContain('you changed Content · ');
  expect(labels[0]).toContain(' · Published');
  expect(labels[1]).toContain('you changed Title, Excerpt · ');
  await expect(diff.locator('.diff-content del').textContent()).resolves.toBe('first');
  await expect(diff.locator('.diff-content ins').textContent()).resolves.toBe('second');
  await expect(diff.locator('.diff-title').count()).resolves.toBe(0);
  // Against the revision before it: what the first change did (title and excerpt)
  await diff.getByLabel('Compare with').selectOption('predecessor');
  await diff.locator('.diff-title ins', { hasText: 'second' }).waitFor();
  await expect(diff.locator('.diff-excerpt del').textContent()).resolves.toBe('First');
  await expect(diff.locator('.diff-content').count()).resolves.toBe(0);
  expect(await axeViolations(page)).toEqual([]);
});
