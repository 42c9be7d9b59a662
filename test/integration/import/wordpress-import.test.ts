import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeOnRealExports, ownExport, realExport } from '#test/support/wordpress-fixtures';
import { SYSTEM_ACTOR } from '#platform/auth/actor';
import { useTestTable } from '#test/support/table';
import type { Item } from '#platform/db/attributes';
import { importWordpress } from '#domains/import/wordpress/import-wordpress';
import { MalformedWxr } from '#domains/import/wordpress/wxr-reader';
import { failures } from '#domains/import/import-report';
import { findPostById, findPostBySlug } from '#domains/posts/model/posts-repository';
import { clientPost } from '#domains/client/client-post';
import { listAllCategories } from '#domains/taxonomy/categories-repository';
import { findTagIdBySlug } from '#domains/taxonomy/tags-repository';
import { findUserByEmail, findUserById, insertUser } from '#domains/users/users-repository';
import { findImportRecord } from '#domains/import/import-records';
import { queryCommentPage, postCommentsPartition, type PageRequest } from '#domains/comments/comments-repository';
import { scanAll, tableState } from '../posts/fixtures';

// Each test imports into a table of its own: a site's records must not leak between tests.
useTestTable({ eachTest: true });

/** A site whose only posts are unpublished (private, trash), each with a small discussion. */
function unpublishedCommentsWxr(): string {
  const comment = (id: number, approved: string, parent = 0) =>
    `<wp:comment><wp:comment_id>${id}</wp:comment_id><wp:comment_author><![CDATA[Reader ${id}]]></wp:comment_author><wp:comment_author_email>reader${id}@example.org</wp:comment_author_email>` +
    `<wp:comment_date_gmt>2020-01-01 10:00:00</wp:comment_date_gmt><wp:comment_content><![CDATA[Comment ${id}]]></wp:comment_content><wp:comment_approved>${approved}</wp:comment_approved>` +
    `<wp:comment_type></wp:comment_type><wp:comment_parent>${parent}</wp:comment_parent></wp:comment>`;
  const item = (id: number, slug: string, status: string, first: number) =>
    `<item><title><![CDATA[Post ${slug}]]></title><dc:creator><![CDATA[writer]]></dc:creator><content:encoded><![CDATA[Some words.]]></content:encoded><excerpt:encoded><![CDATA[]]></excerpt:encoded>` +
    `<wp:post_id>${id}</wp:post_id><wp:post_date>2020-01-01 09:00:00</wp:post_date><wp:post_date_gmt>2020-01-01 09:00:00</wp:post_date_gmt><wp:post_name><![CDATA[${slug}]]></wp:post_name>` +
    `<wp:status>${status}</wp:status><wp:post_parent>0</wp:post_parent><wp:post_type>post</wp:post_type><wp:is_sticky>0</wp:is_sticky>` +
    `${comment(first, '1')}${comment(first + 1, '1', first)}${comment(first + 2, '0')}</item>`;
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Unpublished</title><link>https://unpublished.example</link><wp:wxr_version>1.2</wp:wxr_version>
<wp:base_site_url>https://unpublished.example</wp:base_site_url><wp:base_blog_url>https://unpublished.example</wp:base_blog_url>
<wp:author><wp:author_id>1</wp:author_id><wp:author_login><![CDATA[writer]]></wp:author_login><wp:author_email><![CDATA[writer@example.org]]></wp:author_email><wp:author_display_name><![CDATA[Writer]]></wp:author_display_name><wp:author_first_name><![CDATA[]]></wp:author_first_name><wp:author_last_name><![CDATA[]]></wp:author_last_name></wp:author>
${item(10, 'private-notes', 'private', 100)}
${item(11, 'old-news', 'trash', 200)}
</channel></rss>
`;
}
/** What the import wrote: every item but the layout stamp the table was created with. */
async function scanSorted(): Promise<Item[]> {
  return (await scanAll()).filter((item) => item.entity !== 'layout').sort((a, b) => `${a.pk}|${a.sk}`.localeCompare(`${b.pk}|${b.sk}`));
}

const posts = (items: Item[]) => items.filter((item) => item.entity === 'post' || (typeof item.pk === 'string' && item.pk.startsWith('POST#') && item.sk === 'POST'));

const FIRST_TEN: PageRequest = { limit: 10, offset: 0, newestFirst: false };

/** The post an item of the file became, found through its import record. */
async function importedPost(site: string, wpId: number) {
  const record = await findImportRecord({ source: 'wordpress', site }, 'post', String(wpId));
  return record?.id ? findPostById(record.id, true) : undefined;
}

const HARBOUR = 'harbour-notes.example';

/** Imports `file` twice: the second run creates nothing, skips `postsSkipped` posts and leaves the table as it was. */
async function expectSecondRunChangesNothing(file: string, postsSkipped: number): Promise<void> {
  // Prepare
  await importWordpress(file);
  const before = await scanSorted();
  // Act
  const { report } = await importWordpress(file);
  // Assess
  expect(await scanSorted()).toEqual(before);
  for (const kind of ['author', 'category', 'tag', 'media', 'post', 'page', 'comment'] as const) expect(report.kinds[kind].created).toBe(0);
  expect(report.kinds.post.skipped).toBe(postsSkipped);
}

/** Imports `file` cut short, then again: the second run finishes the job, `total` posts and pages, without duplicates. */
async function expectCutShortRunFinished(file: string, total: number): Promise<void> {
  // Prepare: batches of two items, two in flight; the run stops once the first batch is done (the other one in flight then still finishes)
  const cut = importWordpress(file, {
    concurrency: 2,
    batchSize: 2,
    onProgress: (done) => {
      if (done === 2) throw new Error('cut short');
    },
  });
  await expect(cut).rejects.toThrow('cut short');
  const halfway = posts(await scanSorted()).length;
  // Act
  const { report } = await importWordpress(file);
  // Assess
  expect(halfway).toBeGreaterThanOrEqual(1);
  expect(halfway).toBeLessThanOrEqual(4);
  expect(report.kinds.post.created + report.kinds.page.created).toBe(total - halfway);
  expect(report.kinds.post.skipped + report.kinds.page.skipped).toBeGreaterThanOrEqual(halfway);
  const all = posts(await scanSorted());
  expect(all).toHaveLength(total);
  expect(all.filter((item) => /-2$/.test(String(item.slug)))).toEqual([]);
  expect((await tableState()).problems).toEqual([]);
}

describe('cms import wordpress', () => {
  test('a malformed export is refused with line and column, and nothing is written, not even the whole items before the error', async () => {
    // Act
    const importing = importWordpress(ownExport('malformed.xml'));
    // Assess
    await expect(importing).rejects.toBeInstanceOf(MalformedWxr);
    await expect(importing).rejects.toMatchObject({ line: 26, column: 45 });
    expect(await scanSorted()).toEqual([]);
  });

  test('a dry run reports what the file would give and writes nothing', async () => {
    // Act
    const { report } = await importWordpress(ownExport('site.xml'), { dryRun: true });
    // Assess
    expect(report.dryRun).toBe(true);
    expect(report.kinds.post).toMatchObject({ created: 12, skipped: 1 });
    expect(report.kinds.page.created).toBe(4);
    expect(report.kinds.category.created).toBe(6);
    expect(report.kinds.tag.created).toBe(4);
    expect(report.kinds.media).toMatchObject({ created: 2, skipped: 1 });
    expect(await scanSorted()).toEqual([]);
  });

  test('a complete site: posts of every status, pages, authors, the category tree, tags, threaded comments, through the use cases', async () => {
    // Prepare: the editor already has an account here
    const editor = await insertUser({ email: 'editor@example.org', firstName: 'Ed', lastName: 'Itor', passwordHash: 'x', roles: ['editor'] }, new Date().toISOString(), SYSTEM_ACTOR);
    // Act
    const { report } = await importWordpress(ownExport('site.xml'));
    // Assess
    expect(failures(report)).toBe(0);
    expect(report.kinds.author).toMatchObject({ created: 2, skipped: 1 });
    const marta = (await findUserByEmail('marta@harbour-notes.example'))!;
    expect(marta).toMatchObject({ roles: ['author'], status: 'inactive', firstName: 'Marta', lastName: 'Quinn' });
    expect(marta.passwordHash).not.toBe('');
    expect((await findUserByEmail('editor@example.org'))!.id).toBe(editor.id);
    // An author without an email gets an address that cannot receive mail.
    const wren = (await findUserByEmail('wren@guests.harbour-notes-example.invalid'))!;
    expect(wren).toMatchObject({ roles: ['author'], status: 'inactive' });

    const welcome = (await findPostBySlug('welcome'))!;
    expect(welcome).toMatchObject({ type: 'post', status: 'published', authorId: marta.id, publishedAt: '2019-03-04T08:15:00.000Z', excerpt: 'What this site is for.' });
    expect(welcome.content).toBe(
      '<p>Welcome aboard. This is where the harbour keeps its notes: tides, boats and the people who sail them.</p>\n' +
        '<p>The ferry runs twice a day in winter.<br />\nCheck the board by the slip before you go.</p>\n' +
        '<blockquote>A harbour is a promise kept by the tide.</blockquote>',
    );
    // post_name is kept as wp_slug and shown to clients (spec 2.4).
    expect(welcome.wpSlug).toBe('welcome');
    expect(clientPost(welcome).wp_slug).toBe('welcome');
    // Three approved comments, a thread three deep; the pending one and the spam kept with their status;
    // the pingback, the trashed comment and the reply to the pending one left out.
    expect(welcome.commentCount).toBe(3);
    expect(report.kinds.comment).toMatchObject({ created: 5, skipped: 3 });
    const { comments } = await queryCommentPage(postCommentsPartition(welcome.id), FIRST_TEN);
    const [first, reply, replyToReply, pending, spam] = comments;
    expect(comments.map((comment) => comment.status)).toEqual(['approved', 'approved', 'approved', 'pending', 'spam']);
    expect([first.parentId, reply.parentId, replyToReply.parentId, replyToReply.rootId, pending.parentId]).toEqual([null, first.id, reply.id, first.id, null]);
    expect(reply.userId).toBe(marta.id);
    expect((await findUserById(spam.userId))!.email).toBe('offers@cheap-sails.example');

    const statusOf = async (wpId: number) => {
      const post = (await importedPost(HARBOUR, wpId))!;
      return [post.status, post.publishedAt];
    };
    expect(await statusOf(103)).toEqual(['draft', '2019-05-01T17:00:00.000Z']); // private: a draft that keeps its date
    expect(await statusOf(105)).toEqual(['draft', null]); // a draft WordPress dated 0000-00-00
    expect(await statusOf(106)).toEqual(['pending', null]);
    expect(await statusOf(108)).toEqual(['trash', '2018-11-01T09:00:00.000Z']);
    // WordPress's post password has no counterpart here: the post is imported as published, like any other.
    expect(await statusOf(104)).toEqual(['published', '2019-05-02T09:00:00.000Z']);
    expect(await findImportRecord({ source: 'wordpress', site: HARBOUR }, 'post', '109')).toBeUndefined(); // auto-draft
    expect(report.kinds.post.reasons).toEqual({ 'skipped: status auto-draft': 1 });

    const tideTables = (await findPostBySlug('tide-tables'))!;
    expect(tideTables).toMatchObject({ type: 'page', status: 'published' });
    expect(tideTables.content).toBe('<table><tr><th>Day</th><th>High water</th></tr><tr><td>Monday</td><td>06:12</td></tr></table>');
    // A page without a post_name takes its slug from its title.
    expect(await findPostBySlug('draft-page')).toMatchObject({ type: 'page', status: 'draft', wpSlug: null, content: '<p></p>' });

    const categories = await listAllCategories();
    const idOf = (slug: string) => categories.find((each) => each.category.slug === slug)!.category.id;
    const parentOf = (slug: string) => categories.find((each) => each.category.slug === slug)!.category.parentId;
    expect(categories).toHaveLength(6);
    expect([parentOf('north-harbour'), parentOf('harbours'), parentOf('places')]).toEqual([idOf('harbours'), idOf('places'), null]);
    expect(parentOf('weather')).toBe(idOf('news'));
    expect(categories.find((each) => each.category.slug === 'places')!.category).toMatchObject({ nameEn: 'Places', description: 'Where things happen' });
    expect(welcome.categoryId).toBe(idOf('harbours'));
    expect(welcome.tagIds).toEqual([await findTagIdBySlug('boats'), await findTagIdBySlug('tides')]);

    expect(await findImportRecord({ source: 'wordpress', site: HARBOUR }, 'post', '100')).toEqual({
      id: welcome.id,
      state: 'done',
      extra: { slug: 'welcome', wp_slug: 'welcome' },
    });
    expect((await tableState()).problems).toEqual([]);
  });

  test('a complete site: sticky as featured, thumbnails, scheduled kept as a dated draft, media keep their URL, block markup gone, long titles cut, menu items skipped', async () => {
    // Act
    const { report } = await importWordpress(ownExport('site.xml'));
    // Assess
    expect((await findPostBySlug('regatta-closure'))!.isFeatured).toBe(true);
    expect((await findPostBySlug('welcome'))!.isFeatured).toBe(false);
    // The thumbnail is an attachment further down the file than the post.
    expect((await findPostBySlug('the-harbour-at-dawn'))!.featuredImage).toBe('https://harbour-notes.example/wp-content/uploads/2019/04/harbour-at-dawn.jpg');
    expect(await findPostBySlug('regatta-2031')).toMatchObject({ status: 'draft', publishedAt: '2031-06-07T09:00:00.000Z' });

    expect(report.kinds.media).toMatchObject({ created: 2, skipped: 1, reasons: { 'skipped: file type the media library does not take': 1 } });
    const mediaRecord = await findImportRecord({ source: 'wordpress', site: HARBOUR }, 'media', '151');
    expect(mediaRecord?.extra.url).toBe('https://harbour-notes.example/wp-content/uploads/2019/06/tide-chart.png');
    expect(report.kinds.other).toMatchObject({ skipped: 2, reasons: { 'skipped: type nav_menu_item': 2 } });

    const blocks = (await findPostBySlug('block-editor'))!;
    expect(blocks.content).toBe(
      '<p>The boats of the north harbour, by their owners.</p>\n\n[gallery ids="150,151" columns="2"]\n\n<p>More pictures next week. [caption id="attachment_151" width="300"]The tide chart[/caption]</p>',
    );
    expect(posts(await scanSorted()).some((item) => String(item.content).includes('<!-- wp:'))).toBe(false);
    expect(report.notes['shortcodes kept as text']).toBe(2);

    const longWalk = (await findPostBySlug('the-long-walk'))!;
    expect(Array.from(longWalk.title)).toHaveLength(255);
    expect(longWalk.title.startsWith('On the long walk from the north harbour lighthouse')).toBe(true);
    expect(report.notes['titles cut to 255 characters']).toBe(1);

    const everywhere = (await findPostBySlug('filed-everywhere'))!;
    expect(everywhere.categoryId).toBe((await listAllCategories()).find((each) => each.category.slug === 'weather')!.category.id);
    expect(everywhere.tagIds).toHaveLength(4);
    expect(report.notes['posts in several categories (the first one kept)']).toBe(1);
    expect((await tableState()).problems).toEqual([]);
  });

  test('a second run of the same file changes nothing', async () => {
    // The auto-draft is skipped again, beside the 12 posts imported before.
    await expectSecondRunChangesNothing(ownExport('site.xml'), 13);
  });

  test('a run cut short and started again finishes the job without duplicates', async () => {
    await expectCutShortRunFinished(ownExport('site.xml'), 16);
  });

  test('comments of private and trashed posts are kept with their status and threads', async () => {
    // Prepare: a private post (a draft here) and a trashed one, each with an approved comment, a reply to it and a pending comment
    const dir = await mkdtemp(path.join(tmpdir(), 'wxr-unpublished-'));
    const file = path.join(dir, 'site.xml');
    await writeFile(file, unpublishedCommentsWxr());
    // Act
    const { report } = await importWordpress(file);
    // Assess
    expect(failures(report)).toBe(0);
    expect(report.kinds.comment).toMatchObject({ created: 6, skipped: 0 });
    for (const [slug, status] of [['private-notes', 'draft'], ['old-news', 'trash']] as const) {
      const post = (await findPostBySlug(slug))!;
      expect(post.status).toBe(status);
      expect(post.commentCount).toBe(2);
      const { comments } = await queryCommentPage(postCommentsPartition(post.id), FIRST_TEN);
      expect(comments.map((comment) => [comment.status, comment.parentId === null ? 'top' : 'reply'])).toEqual([
        ['approved', 'top'],
        ['approved', 'reply'],
        ['pending', 'top'],
      ]);
    }
    expect((await tableState()).problems).toEqual([]);
    // A second run imports no comment again
    const again = await importWordpress(file);
    expect(again.report.kinds.comment.created).toBe(0);
    await rm(dir, { recursive: true, force: true });
  });

  test('non-ASCII titles and slugs survive; a category named only on the item is created, in Arabic script as name_fa', async () => {
    // Act
    const { report } = await importWordpress(ownExport('utf-8-challenges.xml'));
    // Assess
    expect(failures(report)).toBe(0);
    const site = 'utf8.harbour-notes.example';
    const tide = (await importedPost(site, 1))!;
    expect(tide.title).toBe('"The Tide \u202eTurns\u202c Back" by Ne\u202dgar \u202eSepehri \u202a🌊\u202c');
    expect(tide.wpSlug).toBe('tide-t\u202eurns\u202c-utf8-🌊-test');
    expect(tide.content).toContain('می\u200cخواهم دریا را ببینم');
    expect(tide.content).toContain('👩\u200d👩\u200d👧');
    // The entities are decoded; `<tables>` is markup once decoded, and titles are plain text (the API's HTML rule).
    expect((await importedPost(site, 2))!.title).toBe('Tea & tide’s 🍵');
    // A percent-encoded Persian post_name becomes a Persian slug; the original is kept as wp_slug.
    const hello = (await findPostBySlug('سلام-دنیا'))!;
    expect(hello).toMatchObject({ title: 'سلام دنیا', wpSlug: '%d8%b3%d9%84%d8%a7%d9%85-%d8%af%d9%86%db%8c%d8%a7', commentCount: 2 });

    expect(report.kinds.category.created).toBe(1);
    const [sea] = await listAllCategories();
    expect(sea.category).toMatchObject({ slug: 'دریا', nameFa: 'دریا', nameEn: '' });
    expect([tide.categoryId, hello.categoryId]).toEqual([sea.category.id, sea.category.id]);
    expect(hello.tagIds).toEqual([await findTagIdBySlug('موج')]);
    // A guest without an email address is told apart by a hash of the name.
    const { comments } = await queryCommentPage(postCommentsPartition(hello.id), FIRST_TEN);
    expect(comments.map((comment) => comment.content)).toEqual(['چه عالی! 👏', 'شكراً جزيلاً']);
    expect((await findUserById(comments[0].userId))!.email).toMatch(/^guest-[0-9a-f]{12}@guests\.utf8-harbour-notes-example\.invalid$/);
  });

  test('WXR 1.0 and 1.1 exports and a minimal one are imported', async () => {
    // Act
    const older = await importWordpress(ownExport('wxr-1.0.xml'));
    const archive = await importWordpress(ownExport('wxr-1.1.xml'));
    const minimal = await importWordpress(ownExport('minimal.xml'));
    // Assess: 1.0 lists no authors and calls its tags "tag"
    expect(failures(older.report) + failures(archive.report) + failures(minimal.report)).toBe(0);
    const ferry = (await findPostBySlug('the-last-night-ferry'))!;
    expect(ferry).toMatchObject({ status: 'published', authorId: null, publishedAt: '2009-09-19T21:30:00.000Z', commentCount: 1 });
    expect(ferry.tagIds).toEqual([await findTagIdBySlug('timetable')]);
    const categories = await listAllCategories();
    const bySlug = (slug: string) => categories.find((each) => each.category.slug === slug)!.category;
    expect(ferry.categoryId).toBe(bySlug('night-ferries').id);
    expect(bySlug('night-ferries').parentId).toBe(bySlug('ferries').id);
    expect((await findPostBySlug('timetable'))!.type).toBe('page');

    const keeper = (await findUserByEmail('keeper@example.org'))!;
    expect(await findPostBySlug('storm')).toMatchObject({ authorId: keeper.id, categoryId: bySlug('logbook').id, tagIds: [await findTagIdBySlug('storms')] });
    expect((await findPostBySlug('the-lighthouse'))!.type).toBe('page');

    // The minimal export: no site address (its records are kept under "site"), no content, no date.
    const justATitle = (await importedPost('site', 1))!;
    expect(justATitle).toMatchObject({ title: 'Just a title', slug: 'just-a-title', status: 'published', content: '<p></p>' });
    expect(minimal.report.notes['posts without content (stored as an empty paragraph)']).toBe(1);
    expect((await tableState()).problems).toEqual([]);
  });

  test('entities past the service limits: a comment too long fails alone and is reported, a post keeps its first ten tags', async () => {
    // Act
    const { report } = await importWordpress(ownExport('over-limits.xml'));
    // Assess
    expect(report.kinds.comment).toMatchObject({ created: 1, failed: 1, reasons: { 'failed: content: The content may not be longer than 5000 characters.': 1 } });
    const knots = (await findPostBySlug('twelve-knots'))!;
    expect(knots.commentCount).toBe(1);
    expect(knots.tagIds).toEqual(await Promise.all(Array.from({ length: 10 }, (_, n) => findTagIdBySlug(`knot-${n + 1}`))));
    expect(report.notes['posts with more than 10 tags (the first 10 kept)']).toBe(1);
  });

  describeOnRealExports(() => {
    test('a malformed export is refused with line and column, and nothing is written', async () => {
      // Act
      const importing = importWordpress(realExport('malformed-simple.xml'));
      // Assess
      await expect(importing).rejects.toBeInstanceOf(MalformedWxr);
      await expect(importing).rejects.toMatchObject({ line: 14, column: 0 });
      expect(await scanSorted()).toEqual([]);
    });

    test('a dry run reports what the file would give and writes nothing', async () => {
      // Act
      const { report } = await importWordpress(realExport('small-export.xml'), { dryRun: true });
      // Assess
      expect(report.dryRun).toBe(true);
      expect(report.kinds.post.created).toBe(6);
      expect(report.kinds.page.created).toBe(5);
      expect(report.kinds.category.created).toBe(30);
      expect(await scanSorted()).toEqual([]);
    });

    test('a small site: posts, pages, statuses, authors, category tree, tags, comments, through the use cases', async () => {
      // Prepare: the editor already has an account here
      const editor = await insertUser({ email: 'editor@example.org', firstName: 'Ed', lastName: 'Itor', passwordHash: 'x', roles: ['editor'] }, new Date().toISOString(), SYSTEM_ACTOR);
      // Act
      const { report } = await importWordpress(realExport('small-export.xml'));
      // Assess
      expect(failures(report)).toBe(0);
      expect(report.kinds.author).toMatchObject({ created: 2, skipped: 1 });
      const author = (await findUserByEmail('author@example.org'))!;
      expect(author).toMatchObject({ roles: ['author'], status: 'inactive' });
      expect(author.passwordHash).not.toBe('');
      expect((await findUserByEmail('editor@example.org'))!.id).toBe(editor.id);

      const hello = (await findPostBySlug('hello-world'))!;
      expect(hello).toMatchObject({ type: 'post', status: 'published', authorId: author.id, publishedAt: '2011-01-18T07:40:14.000Z' });
      expect(hello.content.startsWith('<p>')).toBe(true);
      expect(hello.commentCount).toBe(1);
      expect(hello.wpSlug).toBe('hello-world');
      expect(clientPost(hello).wp_slug).toBe('hello-world');
      const comments = await queryCommentPage(postCommentsPartition(hello.id), FIRST_TEN);
      expect(comments.comments.map((comment) => comment.status)).toEqual(['approved']);

      const privatePost = (await findPostBySlug('private-post'))!;
      expect(privatePost.status).toBe('draft');
      expect((await findPostBySlug('child-page'))!.type).toBe('page');

      const categories = await listAllCategories();
      const bar = categories.find((each) => each.category.slug === 'bar')!;
      expect(categories.find((each) => each.category.slug === 'foo-bar')!.category.parentId).toBe(bar.category.id);
      expect(await findTagIdBySlug('tag1')).toBeDefined();

      expect(await findImportRecord({ source: 'wordpress', site: 'localhost' }, 'post', '1')).toEqual({
        id: hello.id,
        state: 'done',
        extra: { slug: 'hello-world', wp_slug: 'hello-world' },
      });
      expect((await tableState()).problems).toEqual([]);
    });

    test('a second run of the same file changes nothing', async () => {
      await expectSecondRunChangesNothing(realExport('small-export.xml'), 6);
    });

    test('a run cut short and started again finishes the job without duplicates', async () => {
      await expectCutShortRunFinished(realExport('small-export.xml'), 11);
    });

    test('the theme unit test export: sticky as featured, thumbnails, scheduled kept as a dated draft, media keep their URL', async () => {
      // Act
      const { report } = await importWordpress(realExport('theme-unit-test-data.xml'));
      // Assess
      expect(report.kinds.post.created).toBe(58);
      expect(report.kinds.page.created).toBe(21);
      expect(report.kinds.other.skipped).toBe(70);
      expect(report.kinds.media.created).toBeGreaterThan(30);
      expect(report.notes['shortcodes kept as text']).toBeGreaterThan(0);
      expect((await findPostBySlug('template-sticky'))!.isFeatured).toBe(true);
      expect((await findPostBySlug('template-featured-image-horizontal'))!.featuredImage).toMatch(/^https:\/\/.*\.(jpg|jpeg|png)$/);
      expect(await findPostBySlug('scheduled')).toMatchObject({ status: 'draft', publishedAt: '2030-01-01T19:00:18.000Z' });
      const imported = posts(await scanSorted());
      expect(imported.some((item) => String(item.content).includes('<!-- wp:'))).toBe(false);
      const mediaRecord = await findImportRecord({ source: 'wordpress', site: 'wpthemetestdata.wordpress.com' }, 'media', '611');
      expect(mediaRecord?.extra.url).toBe('https://wpthemetestdata.files.wordpress.com/2008/06/canola2.jpg');
      expect((await tableState()).problems).toEqual([]);
    });

    test('non-ASCII titles and slugs survive; a category named only on the item is created', async () => {
      // Act
      const { report } = await importWordpress(realExport('wxr-utf-8-challenges.xml'));
      // Assess
      expect(failures(report)).toBe(0);
      const [post] = posts(await scanSorted());
      expect(post.title).toBe('"The Road \u202eNot\u202c Taken" by Rob\u202dert \u202eFrost \u202a🌲\u202c');
      expect(post.category_id).toEqual(expect.any(Number));
      expect(report.kinds.category.created).toBe(1);
    });
  });
});
