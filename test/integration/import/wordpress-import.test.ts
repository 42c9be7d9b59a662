import { WORDPRESS_FIXTURES } from '../../support/wordpress-fixtures';
import { SYSTEM_ACTOR } from '../../../shared/auth/actor';
import { useTestTable } from '../../support/table';
import type { Item } from '../../../shared/db/attributes';
import { importWordpress } from '../../../shared/import/wordpress/import-wordpress';
import { MalformedWxr } from '../../../shared/import/wordpress/wxr-reader';
import { failures } from '../../../shared/import/import-report';
import { findPostBySlug } from '../../../shared/posts/posts-repository';
import { clientPost } from '../../../shared/client/client-post';
import { listAllCategories } from '../../../shared/taxonomy/categories-repository';
import { findTagIdBySlug } from '../../../shared/taxonomy/tags-repository';
import { findUserByEmail, insertUser } from '../../../shared/users/users-repository';
import { findImportRecord } from '../../../shared/import/import-records';
import { queryCommentPage, postCommentsPartition } from '../../../shared/comments/comments-repository';
import { scanAll, tableState } from '../posts/fixtures';

const table = useTestTable();
const FIXTURES = WORDPRESS_FIXTURES;

/** Each test imports into a table of its own: the site's records must not leak between tests. */
let tables = 0;
beforeEach(async () => {
  const { ensureTable, localClient } = await import('../../../infra/local/dynamodb');
  process.env.TABLE_NAME = `${table.name}-${++tables}`;
  const client = localClient(process.env.DYNAMODB_ENDPOINT!);
  try {
    await ensureTable(client, process.env.TABLE_NAME);
  } finally {
    client.destroy();
  }
});

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
    // Prepare: the first run stops after three items (the other one in flight then still finishes)
    const cut = importWordpress(`${FIXTURES}/small-export.xml`, {
      concurrency: 2,
      onProgress: (done) => {
        if (done === 3) throw new Error('cut short');
      },
    });
    await expect(cut).rejects.toThrow('cut short');
    const halfway = posts(await scanSorted()).length;
    // Act
    const { report } = await importWordpress(`${FIXTURES}/small-export.xml`);
    // Assess
    expect(halfway).toBeGreaterThanOrEqual(3);
    expect(halfway).toBeLessThanOrEqual(4);
    expect(report.kinds.post.created + report.kinds.page.created).toBe(11 - halfway);
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
