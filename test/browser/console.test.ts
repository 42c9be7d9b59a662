/**
 * The admin console in a real Chromium, served by the local gateway at /admin with the route table's
 * handlers behind it (as `npm start` serves it): people log in and do their jobs through the screens,
 * and what they did is read back on the API. Every page fails the test on an uncaught error, a CSP
 * violation or a failed request, and the main screens pass axe-core with no serious violation.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { useLocalApi, type TestUser } from '#test/support/http';
import { axeViolations, launchChromium, watchedPage, type WatchedPage } from '#test/support/browser';
import { imageBytes } from '#test/support/media';
import { Secret } from 'otpauth';
import { stepAt, totpCode } from '#domains/accounts/totp';

jest.setTimeout(180_000);

let consoleKey: string | undefined;
const api = useLocalApi({ consoleApiKey: () => consoleKey });

let browser: Browser;
let folder: string;
let people: Record<'admin' | 'editor' | 'author' | 'moderator' | 'reader', TestUser>;
const pages: WatchedPage[] = [];

beforeAll(async () => {
  consoleKey = await api.clientKey('admin console');
  people = {
    admin: await api.createUser({ roles: ['admin'], firstName: 'Ada', lastName: 'Admin' }),
    editor: await api.createUser({ roles: ['editor'], firstName: 'Edith', lastName: 'Editor' }),
    author: await api.createUser({ roles: ['author'], firstName: 'Arash', lastName: 'Author' }),
    moderator: await api.createUser({ roles: ['moderator'], firstName: 'Mona', lastName: 'Moderator' }),
    reader: await api.createUser({ roles: ['user'], firstName: 'Reza', lastName: 'Reader' }),
  };
  browser = await launchChromium();
  folder = mkdtempSync(path.join(tmpdir(), 'cms-console-'));
});

afterAll(async () => {
  await browser?.close();
  rmSync(folder, { recursive: true, force: true });
});

afterEach(async () => {
  // What the browser reported, checked after every test: none of it is expected.
  const problems = pages.flatMap((watched) => watched.problems);
  for (const watched of pages.splice(0)) await watched.context.close();
  expect(problems).toEqual([]);
});

/** A new browser page on the login screen, the form filled in and sent. */
async function submitLogin(who: TestUser, options: { locale?: string } = {}): Promise<WatchedPage> {
  const watched = await watchedPage(browser, options);
  pages.push(watched);
  const { page } = watched;
  await page.goto(`${api.url}/admin/`);
  await page.getByLabel(/Email|ایمیل/).fill(who.email);
  await page.getByLabel(/Password|گذرواژه/).fill(who.password);
  await page.getByRole('button', { name: /Sign in|ورود/ }).click();
  return watched;
}

async function signIn(who: TestUser, options: { locale?: string } = {}): Promise<Page> {
  const { page } = await submitLogin(who, options);
  await page.locator('header.bar').waitFor();
  return page;
}

async function pngFile(name: string): Promise<string> {
  const file = path.join(folder, name);
  writeFileSync(file, await imageBytes('png', 64, 48));
  return file;
}

function clientGet(pathname: string, key = consoleKey!) {
  return api.request('GET', pathname, { headers: { 'Api-Key': key } });
}

async function editorPost(title: string): Promise<number> {
  const response = await api.request('POST', '/api/admin/v3/cms/post', { headers: await api.adminHeaders(people.editor), body: { title, content: 'Written by the editor.', status: 'published' } });
  expect(response.status).toBe(201);
  return response.body.result.id;
}

describe('the admin console', () => {
  test('the accessibility check finds a serious violation when there is one', async () => {
    // Prepare: an image without alternative text and an unlabelled field
    const watched = await watchedPage(browser);
    pages.push(watched);
    await watched.page.setContent('<!doctype html><html lang="en"><title>t</title><main><img src="data:,"><input></main></html>');

    // Act
    const violations = await axeViolations(watched.page);

    // Assess
    expect(violations.map((violation) => violation.id)).toEqual(expect.arrayContaining(['image-alt', 'label']));
    watched.problems.length = 0;
  });

  test('is served at /admin with a strict CSP, and a wrong password is refused on the login screen', async () => {
    // Act
    const index = await api.request('GET', '/admin/', { skipContract: true });
    const watched = await submitLogin({ ...people.admin, password: 'not the password' });
    const alert = await watched.page.getByRole('alert').textContent();

    // Assess
    expect(index.status).toBe(200);
    expect(index.headers['content-security-policy']).toContain("script-src 'self'");
    expect(index.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(index.headers['x-frame-options']).toBe('DENY');
    expect(alert).toMatch(/password|credentials/i);
    await expect(watched.page.locator('header.bar').count()).resolves.toBe(0);
    // The refused login is the one problem the browser reports (the 401 it logs), as expected here.
    expect(watched.problems).toEqual([expect.stringContaining('401')]);
    watched.problems.length = 0;
  });

  test('an editor writes a post with an image from the media library and publishes it; the client API serves it', async () => {
    // Prepare
    const page = await signIn(people.editor);
    const image = await pngFile('cover.png');

    // Act: a new post, its featured image uploaded through the picker, then Publish
    await page.getByRole('link', { name: 'New post' }).click();
    await page.getByLabel('Title', { exact: true }).fill('Hello from the console');
    await page.getByLabel('Content', { exact: true }).fill('# A heading\n\nSome **bold** text <script>alert(1)</script>');
    await expect(page.locator('.rendered h1').textContent()).resolves.toBe('A heading');
    await page.getByRole('button', { name: 'Choose from the media library' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type=file]').setInputFiles(image);
    await dialog.getByLabel('Alternative text').fill('A red cover');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.locator('.media-grid li', { hasText: 'A red cover' }).getByRole('button', { name: 'Choose' }).click();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.waitForURL(/#\/posts\/\d+$/);
    const id = Number(new URL(page.url()).hash.split('/').pop());
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();

    // Assess: the client API serves the published post with its image (an editor holds
    // cms.content.unfiltered_html: the body is stored as written, the preview showed it sanitized)
    const published = await clientGet(`/api/client/v3/cms/post/${id}`);
    expect(published.status).toBe(200);
    expect(published.body.result.title).toBe('Hello from the console');
    const stored = await api.request('GET', `/api/admin/v3/cms/post/${id}`, { headers: await api.adminHeaders(people.editor) });
    expect(stored.body.result.status).toBe('published');
    await expect(page.locator('.rendered').innerHTML()).resolves.not.toContain('<script');
    expect(stored.body.result.featured_image).toMatch(/^http/);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('an author cannot open an editor\'s post for editing, but edits their own', async () => {
    // Prepare
    const theirs = await editorPost('The editor\'s own post');
    const page = await signIn(people.author);

    // Act
    await page.goto(`${api.url}/admin/#/posts/${theirs}`);
    await page.locator('.read-only').waitFor();

    // Assess: read-only, nothing to save; a post of their own is editable
    await expect(page.getByLabel('Title', { exact: true }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Save' }).isDisabled()).resolves.toBe(true);
    await expect(page.locator('button:enabled', { hasText: /^(Save|Publish)$/ }).count()).resolves.toBe(0);
    await page.goto(`${api.url}/admin/#/posts/new`);
    await page.getByLabel('Title', { exact: true }).fill('The author\'s draft');
    await page.getByLabel('Content', { exact: true }).fill('# A heading\n\nSome **bold** text <script>alert(1)</script>');
    await page.locator('.rendered h1').waitFor();
    const preview = await page.locator('.rendered').innerHTML();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/#\/posts\/\d+$/);
    await expect(page.getByLabel('Title', { exact: true }).isDisabled()).resolves.toBe(false);
    // An author's body is sanitized by the API: the preview showed exactly what it stored.
    const ownId = Number(new URL(page.url()).hash.split('/').pop());
    const own = await api.request('GET', `/api/admin/v3/cms/post/${ownId}`, { headers: await api.adminHeaders(people.author) });
    expect(own.body.result.content).toBe(preview);
    expect(preview).toContain('<strong>bold</strong>');
    expect(preview).not.toContain('script');
    // Screens outside an author's permissions are not offered.
    await expect(page.locator('header nav a').allTextContents()).resolves.toEqual(['Posts', 'Trash']);
  });

  test('a moderator approves a pending comment and the post\'s comment_count goes from 0 to 1', async () => {
    // Prepare: a published post with one pending comment of a reader
    const postId = await editorPost('A post to comment on');
    const comment = await api.request('POST', `/api/client/v3/cms/post/${postId}/comments`, {
      headers: { 'Api-Key': consoleKey!, Authorization: `Bearer ${await api.tokenFor(people.reader)}` },
      body: { content: 'First!' },
    });
    expect(comment.status).toBe(201);
    const adminPost = async () => (await api.request('GET', `/api/admin/v3/cms/post/${postId}`, { headers: await api.adminHeaders(people.editor) })).body.result;
    const before = await adminPost();
    const page = await signIn(people.moderator);

    // Act
    await page.getByRole('link', { name: 'Comments' }).click();
    await page.getByLabel('Posts').selectOption(String(postId));
    const pending = page.locator('li.comment.pending', { hasText: 'First!' });
    await pending.getByRole('button', { name: 'Approve' }).click();
    await page.locator('li.comment.approved', { hasText: 'First!' }).waitFor();

    // Assess
    const after = await adminPost();
    expect([before.comment_count, after.comment_count]).toEqual([0, 1]);
    await expect(page.locator('header nav a').allTextContents()).resolves.toEqual(['Comments']);
    expect(await axeViolations(page)).toEqual([]);
    // The editor sees the new count on the post.
    const editorPage = await signIn(people.editor);
    await editorPage.goto(`${api.url}/admin/#/posts/${postId}`);
    await expect(editorPage.locator('.comment-count').textContent()).resolves.toBe('1');
  });

  test('media are uploaded through the presigned URL with progress and listed with a preview', async () => {
    // Prepare
    const page = await signIn(people.admin);
    const image = await pngFile('library.png');

    // Act
    await page.getByRole('link', { name: 'Media' }).click();
    await page.locator('input[type=file]').setInputFiles(image);
    await page.getByLabel('Alternative text').fill('Library image');
    await page.getByRole('button', { name: 'Upload' }).click();
    const item = page.locator('.media-grid li', { hasText: 'Library image' });
    await item.waitFor();

    // Assess: the API lists it, and the grid shows it as an image that loaded
    const listed = await api.request('GET', '/api/admin/v3/cms/media', { headers: await api.adminHeaders(people.admin) });
    expect(listed.body.result.map((media: { title: string | null }) => media.title)).toContain('Library image');
    await expect(item.locator('img').evaluate((img) => (img as unknown as { decode(): Promise<void>; naturalWidth: number }).decode().then(() => (img as unknown as { naturalWidth: number }).naturalWidth))).resolves.toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('an admin creates an API key, sees it once, and revokes it; the API then refuses it', async () => {
    // Prepare
    const page = await signIn(people.admin);

    // Act
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.getByLabel('Key name').fill('Console-made app');
    await page.getByRole('button', { name: 'Create' }).click();
    const key = (await page.locator('.secret[data-key-name="Console-made app"]').textContent())!.trim();
    const whileActive = await clientGet('/api/client/v3/cms/post', key);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Revoke Console-made app' }).click();
    await page.locator('tr', { hasText: 'Console-made app' }).locator('.revoked').waitFor();
    api.clearCaches();
    const afterRevoke = await clientGet('/api/client/v3/cms/post', key);

    // Assess
    expect(key).toMatch(/^cms_/);
    expect(whileActive.status).toBe(200);
    expect(afterRevoke.status).toBe(401);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('in Persian the layout is right-to-left, the screens are translated and dates show the Jalali calendar too', async () => {
    // Prepare
    const page = await signIn(people.admin, { locale: 'fa-IR' });

    // Act
    await page.locator('table.posts, p').first().waitFor();

    // Assess
    await expect(page.evaluate(() => {
      // Runs in the page (the test's own types have no DOM).
      const root = (globalThis as unknown as { document: { documentElement: { dir: string; lang: string } } }).document.documentElement;
      return [root.dir, root.lang];
    })).resolves.toEqual(['rtl', 'fa']);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('نوشته‌ها');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('an admin sees every screen, each passing axe-core with no serious violation, in English and in Persian', async () => {
    for (const locale of ['en-GB', 'fa-IR']) {
      // Prepare
      const page = await signIn(people.admin, { locale });
      const screens = await page.locator('header nav a').evaluateAll((links) => links.map((link) => (link as unknown as { hash: string }).hash));

      // Act + Assess
      expect(screens).toEqual(['#/posts', '#/trash', '#/comments', '#/categories', '#/tags', '#/media', '#/users', '#/keys', '#/webhooks', '#/audit']);
      for (const screen of screens) {
        await page.goto(`${api.url}/admin/${screen}`);
        await page.locator('main h1').waitFor();
        await page.waitForLoadState('networkidle');
        expect({ screen, locale, violations: await axeViolations(page) }).toEqual({ screen, locale, violations: [] });
      }
    }
  });

  test('deleting a category moves its posts to the category picked, and the trash restores a post', async () => {
    // Prepare: a category with a post, another to move it to, and a trashed post
    const headers = await api.adminHeaders(people.admin);
    const from = (await api.request('POST', '/api/admin/v3/cms/category', { headers, body: { name_en: 'Old shelf' } })).body.result;
    const to = (await api.request('POST', '/api/admin/v3/cms/category', { headers, body: { name_en: 'New shelf' } })).body.result;
    const post = (await api.request('POST', '/api/admin/v3/cms/post', { headers, body: { title: 'On the old shelf', content: 'x', category_id: from.id } })).body.result;
    const trashed = (await api.request('POST', '/api/admin/v3/cms/post', { headers, body: { title: 'Binned by mistake', content: 'x' } })).body.result;
    expect((await api.request('DELETE', `/api/admin/v3/cms/post/${trashed.id}/trash`, { headers })).status).toBe(200);
    const page = await signIn(people.admin);

    // Act
    await page.getByRole('link', { name: 'Categories' }).click();
    await page.getByRole('button', { name: 'Delete Old shelf' }).click();
    await page.getByLabel('Move its posts to').selectOption(String(to.id));
    await page.locator('form.dialog-inline').getByRole('button', { name: 'Delete' }).click();
    await page.locator(`[data-category-id="${from.id}"]`).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Trash' }).click();
    await page.locator(`tr[data-post-id="${trashed.id}"] input[type=checkbox]`).check();
    await page.getByRole('button', { name: 'Restore' }).click();
    await page.locator('.bulk-result').waitFor();

    // Assess
    const moved = await api.request('GET', `/api/admin/v3/cms/post/${post.id}`, { headers });
    const restored = await api.request('GET', `/api/admin/v3/cms/post/${trashed.id}`, { headers });
    expect(moved.body.result.category_id).toBe(to.id);
    expect(restored.body.result.status).not.toBe('trash');
    await expect(page.locator('.bulk-result').textContent()).resolves.toBe('1 changed');
  });

  test('a save over a newer version shows the conflict and reloads the latest one instead of overwriting it', async () => {
    // Prepare: the editor opens a post, then someone else saves it
    const id = await editorPost('Version one');
    const page = await signIn(people.editor);
    await page.goto(`${api.url}/admin/#/posts/${id}`);
    await page.getByLabel('Title', { exact: true }).fill('My edit');
    const other = await api.request('PUT', `/api/admin/v3/cms/post/${id}`, { headers: await api.adminHeaders(people.admin), body: { title: 'Their edit' } });
    expect(other.status).toBe(200);

    // Act
    await page.getByRole('button', { name: 'Save' }).click();
    const conflict = page.locator('.conflict');
    await conflict.waitFor();
    await conflict.getByRole('button', { name: 'Reload the latest version' }).click();
    await page.waitForFunction(() => (globalThis as unknown as { document: { querySelector(selector: string): { value: string } | null } }).document.querySelector('input[name=title]')?.value === 'Their edit');
    await page.getByLabel('Title', { exact: true }).fill('Their edit, then mine');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();

    // Assess: the other save was not lost, and the one after the reload went through
    const stored = await api.request('GET', `/api/admin/v3/cms/post/${id}`, { headers: await api.adminHeaders(people.editor) });
    expect(stored.body.result.title).toBe('Their edit, then mine');
    const watched = pages[pages.length - 1]!;
    // The refused save is the one problem the browser reports (the 409 it logs), as expected here.
    expect(watched.problems).toEqual([expect.stringContaining('409')]);
    watched.problems.length = 0;
  });

  test('an editor restores an earlier revision of a post from the editor', async () => {
    // Prepare: a post whose title changed once
    const id = await editorPost('The first title');
    const headers = await api.adminHeaders(people.editor);
    expect((await api.request('PUT', `/api/admin/v3/cms/post/${id}`, { headers, body: { title: 'The second title' } })).status).toBe(200);
    const page = await signIn(people.editor);
    await page.goto(`${api.url}/admin/#/posts/${id}`);

    // Act
    const revision = page.locator('.revision-list li', { hasText: 'The first title' });
    await revision.getByRole('button', { name: /Restore/ }).click();
    await page.getByRole('heading', { level: 1, name: 'The first title' }).waitFor();

    // Assess
    const stored = await api.request('GET', `/api/admin/v3/cms/post/${id}`, { headers });
    expect(stored.body.result.title).toBe('The first title');
  });

  test('an editor schedules a post for a time in their own time zone; the API keeps the instant', async () => {
    // Prepare (the browser runs in Asia/Tehran, UTC+03:30)
    const page = await signIn(people.editor);
    await page.getByRole('link', { name: 'New post' }).click();
    await page.getByLabel('Title', { exact: true }).fill('Launch day');
    await page.getByLabel('Content', { exact: true }).fill('We are live.');

    // Act
    await page.getByLabel('Status').selectOption('scheduled');
    await page.getByLabel('Publish at (your time zone)').fill('2030-01-01T12:30');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/#\/posts\/\d+$/);
    const id = Number(new URL(page.url()).hash.split('/').pop());

    // Assess
    const stored = await api.request('GET', `/api/admin/v3/cms/post/${id}`, { headers: await api.adminHeaders(people.editor) });
    expect(stored.body.result.status).toBe('scheduled');
    expect(stored.body.result.published_at).toMatch(/^2030-01-01T09:00:00/);
    await expect(page.getByLabel('Publish at (your time zone)').inputValue()).resolves.toBe('2030-01-01T12:30');
  });

  test('an admin registers a webhook, sees its signing secret once, and opens its deliveries', async () => {
    // Prepare
    const page = await signIn(people.admin);

    // Act
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByLabel('URL').fill('https://hooks.example.com/cms');
    await page.getByRole('button', { name: 'Create' }).click();
    const secret = (await page.locator('.secret').textContent())!.trim();
    const row = page.locator('tr', { hasText: 'https://hooks.example.com/cms' });
    await row.getByRole('button', { name: 'Deliveries' }).click();
    await page.locator('.deliveries').waitFor();

    // Assess
    expect(secret).toMatch(/^whsec_/);
    const listed = await api.request('GET', '/api/admin/v3/system/webhook', { headers: await api.adminHeaders(people.admin) });
    expect(listed.body.result.map((hook: { url: string; events: string[] }) => [hook.url, hook.events])).toContainEqual(['https://hooks.example.com/cms', ['post.*']]);
  });

  test('an admin creates, renames and deletes a tag, and creates a user whose role and status then change', async () => {
    // Prepare
    const page = await signIn(people.admin);
    const headers = await api.adminHeaders(people.admin);
    const tagNamed = async (name: string) => {
      const listed = await api.request('GET', `/api/admin/v3/cms/tag?search=${encodeURIComponent(name)}`, { headers });
      return listed.status === 200 ? (listed.body.result as { id: number; name: string }[]).find((tag) => tag.name === name) : undefined;
    };

    // Act + Assess: a tag made, the form emptied for the next one, renamed in its row, deleted
    await page.getByRole('link', { name: 'Tags' }).click();
    await page.locator('form.filters').getByLabel('Name').fill('Shelf tag');
    await page.getByRole('button', { name: 'Create' }).click();
    const row = page.locator('tr', { hasText: 'Shelf tag' });
    await row.waitFor();
    await expect(page.locator('form.filters').getByLabel('Name').inputValue()).resolves.toBe('');
    const made = (await tagNamed('Shelf tag'))!;
    await row.getByRole('button', { name: 'Edit' }).click();
    // The row now holds the name in a field (no longer as its text).
    const editing = page.locator('tbody form.row');
    await editing.getByLabel('Name').fill('Renamed tag');
    await editing.getByRole('button', { name: 'Save' }).click();
    await page.locator('tr', { hasText: 'Renamed tag' }).getByRole('button', { name: 'Delete' }).waitFor();
    expect(await tagNamed('Renamed tag')).toMatchObject({ id: made.id });
    page.once('dialog', (dialog) => void dialog.accept());
    await page.locator('tr', { hasText: 'Renamed tag' }).getByRole('button', { name: 'Delete' }).click();
    await page.locator('tr', { hasText: 'Renamed tag' }).waitFor({ state: 'detached' });
    expect(await tagNamed('Renamed tag')).toBeUndefined();

    // Act + Assess: a user made with a role, then given another role and banned from the table
    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByLabel('First name').fill('Tabled');
    await page.getByLabel('Last name').fill('Person');
    await page.getByLabel('Email').fill('tabled.person@example.com');
    await page.getByLabel('Password').fill('a-long-enough-password');
    await page.locator('form.filters').getByLabel('Roles').selectOption('moderator');
    await page.getByRole('button', { name: 'Create' }).click();
    const user = page.locator('tr', { hasText: 'tabled.person@example.com' });
    await user.waitFor();
    const id = Number(await user.getAttribute('data-user-id'));
    const updated = () => page.waitForResponse((response) => response.url().endsWith(`/api/admin/v3/user/user/${id}`) && response.request().method() === 'PUT');
    await Promise.all([updated(), user.getByLabel('Roles: tabled.person@example.com').selectOption('editor')]);
    await Promise.all([updated(), user.getByLabel('Status: tabled.person@example.com').selectOption('banned')]);
    const stored = (await api.request('GET', `/api/admin/v3/user/user/${id}`, { headers })).body.result;
    expect([stored.first_name, stored.roles, stored.status.value]).toEqual(['Tabled', ['editor'], 'banned']);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the posts list filters by author and status, follows cursor pages, and shows what a bulk publish changed', async () => {
    // Prepare: 23 drafts of a new author (the list shows 20 a page), one of them tagged
    const writer = await api.createUser({ roles: ['author'], firstName: 'Paged', lastName: 'Writer' });
    const headers = await api.adminHeaders(writer);
    const tag = (await api.request('POST', '/api/admin/v3/cms/tag', { headers: await api.adminHeaders(people.admin), body: { name: 'Paging' } })).body.result;
    const ids: number[] = [];
    for (let index = 1; index <= 23; index++) {
      const created = await api.request('POST', '/api/admin/v3/cms/post', { headers, body: { title: `Paged post ${index}`, content: 'x', ...(index === 7 ? { tag_ids: [tag.id] } : {}) } });
      ids.push(created.body.result.id);
    }
    const page = await signIn(people.admin);
    const rows = page.locator('table.posts tbody tr');
    // The list marks itself busy while a page loads (the rows before it stay until then).
    const settled = () => page.locator('table.posts[aria-busy="false"]').waitFor();

    // Act + Assess: the author's drafts, 20 then 3
    await page.getByLabel('Author').selectOption(String(writer.id));
    await page.getByLabel('Status').selectOption('draft');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Page 1 of 2 (23 posts)').waitFor();
    await settled();
    await expect(rows.count()).resolves.toBe(20);
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText('Page 2 of 2 (23 posts)').waitFor();
    await settled();
    await expect(rows.count()).resolves.toBe(3);
    await expect(page.getByRole('button', { name: 'Next page' }).isDisabled()).resolves.toBe(true);

    // Act + Assess: the tag narrows it to one, which a bulk publish changes
    await page.locator('select[name=tag]').selectOption(String(tag.id));
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Page 1 of 1 (1 posts)').waitFor();
    await settled();
    await expect(rows.count()).resolves.toBe(1);
    await page.getByLabel('Select all').check();
    await page.locator('.bulk').getByRole('button', { name: 'Publish' }).click();
    await expect(page.locator('.bulk-result').textContent()).resolves.toBe('1 changed');
    const published = await api.request('GET', `/api/admin/v3/cms/post/${ids[6]}`, { headers });
    expect(published.body.result.status).toBe('published');
  });
});

describe('two-factor login in the console', () => {
  /** The code the authenticator app would show now for the key the screen shows. */
  const codeFor = async (page: Page) => {
    const key = (await page.locator('code.secret').textContent())!.trim();
    return totpCode(Secret.fromBase32(key).bytes, stepAt(Math.floor(Date.now() / 1000)));
  };

  test('a user sets it up from their menu (QR code, key, recovery codes once, first code), then signs in with a recovery code', async () => {
    // Prepare
    const person = await api.createUser({ roles: ['author'], firstName: 'Tara', lastName: 'Totp' });
    const page = await signIn(person);

    // Act: the enrolment screen
    await page.getByRole('link', { name: 'Two-factor login' }).click();
    await page.getByRole('button', { name: 'Set up two-factor login' }).click();
    await page.getByRole('img', { name: 'QR code for the authenticator app' }).waitFor();
    const codes = await page.locator('.recovery-codes li').allTextContents();
    const violations = await axeViolations(page);
    await page.getByRole('textbox', { name: 'Code' }).fill(await codeFor(page));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText('Two-factor login is on. Recovery codes left: 10.').waitFor();
    const secretAfter = await page.locator('code.secret').count();
    // Act: signing in again asks for the code after the password
    const second = await submitLogin(person);
    await second.page.getByRole('textbox', { name: 'Code' }).fill(codes[0]!);
    await second.page.getByRole('button', { name: 'Verify' }).click();
    await second.page.locator('header.bar').waitFor();
    const user = await api.request('GET', `/api/admin/v3/user/user/${person.id}`, { headers: await api.adminHeaders('admin') });

    // Assess
    expect(codes).toHaveLength(10);
    expect(violations).toEqual([]);
    expect(secretAfter).toBe(0);
    expect(user.body.result.mfa_enabled).toBe(true);
  });

  test('in Persian, a role that requires it enrols at login and the first code signs in', async () => {
    // Prepare
    const before = process.env.REQUIRE_MFA_FOR;
    process.env.REQUIRE_MFA_FOR = 'moderator';
    try {
      const person = await api.createUser({ roles: ['moderator'], firstName: 'Mina', lastName: 'Mfa' });
      const { page } = await submitLogin(person, { locale: 'fa-IR' });

      // Act
      await page.getByRole('img', { name: 'کد QR برای برنامهٔ احراز هویت' }).waitFor();
      const heading = await page.getByRole('heading', { level: 2 }).textContent();
      const violations = await axeViolations(page);
      await page.getByRole('textbox', { name: 'کد' }).fill(await codeFor(page));
      await page.getByRole('button', { name: 'روشن کردن' }).click();
      await page.locator('header.bar').waitFor();
      const status = await api.request('GET', '/api/client/v3/user/mfa/totp', {
        headers: { 'Api-Key': consoleKey!, Authorization: `Bearer ${await page.evaluate(() => JSON.parse((globalThis as unknown as { sessionStorage: { getItem(key: string): string } }).sessionStorage.getItem('cms-console-session')).token as string)}` },
      });

      // Assess
      expect(heading).toBe('ورود دومرحله‌ای');
      expect(violations).toEqual([]);
      expect(status.body.result).toMatchObject({ enabled: true, required: true });
    } finally {
      if (before === undefined) delete process.env.REQUIRE_MFA_FOR;
      else process.env.REQUIRE_MFA_FOR = before;
    }
  });
});
