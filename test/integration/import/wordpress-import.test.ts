import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WORDPRESS_FIXTURES } from '#test/support/wordpress-fixtures';
import { SYSTEM_ACTOR } from '#platform/auth/actor';
import { useTestTable } from '#test/support/table';
import type { Item } from '#platform/db/attributes';
import { importWordpress } from '#domains/import/wordpress/import-wordpress';
import { MalformedWxr } from '#domains/import/wordpress/wxr-reader';
import { failures } from '#domains/import/import-report';
import { findPostBySlug } from '#domains/posts/model/posts-repository';
import { clientPost } from '#domains/client/client-post';
import { listAllCategories } from '#domains/taxonomy/categories-repository';
import { findTagIdBySlug } from '#domains/taxonomy/tags-repository';
import { findUserByEmail, insertUser } from '#domains/users/users-repository';
import { findImportRecord } from '#domains/import/import-records';
import { queryCommentPage, postCommentsPartition } from '#domains/comments/comments-repository';
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
const FIXTURES = WORDPRESS_FIXTURES;


/** What the import wrote: every item but the layout stamp the table was created with. */
async function scanSorted(): Promise<Item[]> {
  return (await scanAll()).filter((item) => item.entity !== 'layout').sort((a, b) => `${a.pk}|${a.sk}`.localeCompare(`${b.pk}|${b.sk}`));
}

const posts = (items: Item[]) => items.filter((item) => item.entity === 'post' || (typeof item.pk === 'string' && item.pk.startsWith('POST#') && item.sk === 'POST'));

describe('cms import wordpress', () => {
  test('a malformed export is refused with line and column, and nothing is written', async () => {
    // Act
    const importing = importWordpress(`${FIXTURES}/malformed-simple.xml`);
    // Assess
    await expect(importing).rejects.toBeInstanceOf(MalformedWxr);
    await expect(importing).rejects.toMatchObject({ line: 14, column: 0 });
    expect(await scanSorted()).toEqual([]);
  });

  test('a dry run reports what the file would give and writes nothing', async () => {
    // Act
    const { report } = await importWordpress(`${FIXTURES}/small-export.xml`, { dryRun: true });
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
    const { report } = await importWordpress(`${FIXTURES}/small-export.xml`);
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
    // post_name is kept as wp_slug and shown to clients (spec 2.4).
    expect(hello.wpSlug).toBe('hello-world');
    expect(clientPost(hello).wp_slug).toBe('hello-world');
    const comments = await queryCommentPage(postCommentsPartition(hello.id), { limit: 10, offset: 0, newestFirst: false });
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
    // Prepare
    await importWordpress(`${FIXTURES}/small-export.xml`);
    const before = await scanSorted();
    // Act
    const { report } = await importWordpress(`${FIXTURES}/small-export.xml`);
    // Assess
    expect(await scanSorted()).toEqual(before);
    for (const kind of ['author', 'category', 'tag', 'post', 'page', 'comment'] as const) expect(report.kinds[kind].created).toBe(0);
    expect(report.kinds.post.skipped).toBe(6);
  });

  test('a run cut short and started again finishes the job without duplicates', async () => {
    // Prepare: batches of two items, two in flight; the run stops once the first batch is done (the other one in flight then still finishes)
    const cut = importWordpress(`${FIXTURES}/small-export.xml`, {
      concurrency: 2,
      batchSize: 2,
      onProgress: (done) => {
        if (done === 2) throw new Error('cut short');
      },
    });
    await expect(cut).rejects.toThrow('cut short');
    const halfway = posts(await scanSorted()).length;
    // Act
    const { report } = await importWordpress(`${FIXTURES}/small-export.xml`);
    // Assess
    expect(halfway).toBeGreaterThanOrEqual(1);
    expect(halfway).toBeLessThanOrEqual(4);
    expect(report.kinds.post.created + report.kinds.page.created).toBe(11 - halfway);
    expect(report.kinds.post.skipped + report.kinds.page.skipped).toBeGreaterThanOrEqual(halfway);
    const all = posts(await scanSorted());
    expect(all).toHaveLength(11);
    expect(all.filter((item) => /-2$/.test(String(item.slug)))).toEqual([]);
    expect((await tableState()).problems).toEqual([]);
  });

  test('the theme unit test export: sticky as featured, thumbnails, scheduled kept as a dated draft, media keep their URL', async () => {
    // Act
    const { report } = await importWordpress(`${FIXTURES}/theme-unit-test-data.xml`);
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
      const { comments } = await queryCommentPage(postCommentsPartition(post.id), { limit: 10, offset: 0, newestFirst: false });
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

  test('non-ASCII titles and slugs survive; a category named only on the item is created', async () => {
    // Act
    const { report } = await importWordpress(`${FIXTURES}/wxr-utf-8-challenges.xml`);
    // Assess
    expect(failures(report)).toBe(0);
    const [post] = posts(await scanSorted());
    expect(post.title).toBe('"The Road \u202eNot\u202c Taken" by Rob\u202dert \u202eFrost \u202a🌲\u202c');
    expect(post.category_id).toEqual(expect.any(Number));
    expect(report.kinds.category.created).toBe(1);
  });
});
