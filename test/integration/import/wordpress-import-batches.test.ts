/**
 * The import's batches: posts created several to a transaction with their counters summed, batches in
 * flight at once, two imports at once into one table; and runs that fail halfway (a write whose answer
 * was lost after it committed, a write that never reached the table) finished by a second run. Every
 * time the counters and list rows are recounted from the post items (`tableState`).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { useTestTable } from '#test/support/table';
import { db } from '#platform/db/client';
import { importWordpress } from '#domains/import/wordpress/import-wordpress';
import { failures, type ImportReport } from '#domains/import/import-report';
import { readCounters } from '#domains/posts/model/posts-repository';
import { ALL } from '#domains/posts/model/scopes';
import { scanAll, tableState } from '../posts/fixtures';

// Each test imports into a table of its own: a site's records must not leak between tests.
useTestTable({ eachTest: true });

/**
 * A site of `count` posts over 3 categories (one a child) and 7 tags, every third one a draft, every
 * fifth sticky, every fourth with a comment and a reply; post names repeat every 10 posts, so slugs
 * must be made unique. `site` names the site (its import records) and its author.
 */
function siteWxr(site: string, count: number): string {
  const items = Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const status = n % 3 === 0 ? 'draft' : 'publish';
    const tags = [n % 7, (n + 3) % 7].map((t) => `<category domain="post_tag" nicename="tag-${t}"><![CDATA[Tag ${t}]]></category>`).join('');
    const comments =
      n % 4 === 0
        ? [1, 2]
            .map(
              (c) =>
                `<wp:comment><wp:comment_id>${n * 10 + c}</wp:comment_id><wp:comment_author><![CDATA[Reader]]></wp:comment_author><wp:comment_author_email>reader@${site}.example</wp:comment_author_email>` +
                `<wp:comment_date_gmt>2020-01-01 10:00:00</wp:comment_date_gmt><wp:comment_content><![CDATA[Comment ${c}]]></wp:comment_content><wp:comment_approved>1</wp:comment_approved>` +
                `<wp:comment_type></wp:comment_type><wp:comment_parent>${c === 2 ? n * 10 + 1 : 0}</wp:comment_parent></wp:comment>`,
            )
            .join('')
        : '';
    return (
      `<item><title><![CDATA[Post ${n}]]></title><dc:creator><![CDATA[writer]]></dc:creator><content:encoded><![CDATA[Words of post ${n}.\n\nA second paragraph.]]></content:encoded><excerpt:encoded><![CDATA[]]></excerpt:encoded>` +
      `<wp:post_id>${n}</wp:post_id><wp:post_date>2020-01-01 09:00:00</wp:post_date><wp:post_date_gmt>2020-01-01 09:00:00</wp:post_date_gmt><wp:post_name><![CDATA[story-${n % 10}]]></wp:post_name>` +
      `<wp:status>${status}</wp:status><wp:post_parent>0</wp:post_parent><wp:post_type>post</wp:post_type><wp:is_sticky>${n % 5 === 0 ? 1 : 0}</wp:is_sticky>` +
      `<category domain="category" nicename="cat-${n % 3}"><![CDATA[Category ${n % 3}]]></category>${tags}${comments}</item>`
    );
  });
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>${site}</title><link>https://${site}.example</link><wp:wxr_version>1.2</wp:wxr_version>
<wp:base_site_url>https://${site}.example</wp:base_site_url><wp:base_blog_url>https://${site}.example</wp:base_blog_url>
<wp:author><wp:author_id>1</wp:author_id><wp:author_login><![CDATA[writer]]></wp:author_login><wp:author_email><![CDATA[writer@${site}.example]]></wp:author_email><wp:author_display_name><![CDATA[Writer]]></wp:author_display_name><wp:author_first_name><![CDATA[]]></wp:author_first_name><wp:author_last_name><![CDATA[]]></wp:author_last_name></wp:author>
<wp:category><wp:term_id>1</wp:term_id><wp:category_nicename><![CDATA[cat-0]]></wp:category_nicename><wp:category_parent><![CDATA[]]></wp:category_parent><wp:cat_name><![CDATA[Category 0]]></wp:cat_name></wp:category>
<wp:category><wp:term_id>2</wp:term_id><wp:category_nicename><![CDATA[cat-1]]></wp:category_nicename><wp:category_parent><![CDATA[cat-0]]></wp:category_parent><wp:cat_name><![CDATA[Category 1]]></wp:cat_name></wp:category>
${items.join('\n')}
</channel></rss>
`;
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'wxr-batches-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function siteFile(site: string, count: number): Promise<string> {
  const file = path.join(dir, `${site}.xml`);
  await writeFile(file, siteWxr(site, count));
  return file;
}

/** `post failed: <reason> (n)` for each reason an item failed for. */
const failedReasons = (report: ImportReport): string[] =>
  Object.entries(report.kinds).flatMap(([kind, tally]) =>
    Object.entries(tally.reasons)
      .filter(([reason]) => reason.startsWith('failed'))
      .map(([reason, times]) => `${kind} ${reason} (${times})`),
  );

const postItems = async () => (await scanAll()).filter((item) => String(item.pk).startsWith('POST#') && item.sk === 'POST');
const commentCount = async () => (await scanAll()).filter((item) => item.entity === 'comment').length;

/** A transaction that creates posts (whatever form the client gives its input at this step). */
const createsPosts = (input: unknown) => /"entity":(\{"S":)?"post"/.test(JSON.stringify(input));

/** Fails the `nth` (and only the `nth`) transaction that creates posts; `afterCommit`: it commits, then its answer is lost. */
function loseOneTransaction(nth: number, afterCommit: boolean): () => void {
  let seen = 0;
  const name = `lose-transaction-${nth}`;
  db.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName !== 'TransactWriteItemsCommand' || !createsPosts(args.input) || ++seen !== nth) return next(args);
      if (afterCommit) await next(args);
      throw Object.assign(new Error('socket hang up'), { name: 'ECONNRESET', code: 'ECONNRESET' });
    },
    { step: 'initialize', name },
  );
  return () => db.middlewareStack.remove(name);
}

describe('cms import wordpress, in batches', () => {
  test('posts created several to a transaction, batches in flight: counters and list rows equal a recount', async () => {
    // Prepare
    const file = await siteFile('batched', 60);
    // Act: batches of 8 items, 4 in flight
    const { report } = await importWordpress(file, { batchSize: 8, concurrency: 4 });
    // Assess (the reasons first: a failure under load names its cause in the test's output)
    expect(failedReasons(report)).toEqual([]);
    expect(failures(report)).toBe(0);
    expect(report.kinds.post.created).toBe(60);
    const state = await tableState();
    expect(state.problems).toEqual([]);
    expect(state.posts.size).toBe(60);
    const all = (await readCounters([ALL])).get(ALL)!;
    expect(all).toMatchObject({ n_published: 40, n_draft: 20, n_all: 60 });
    expect(new Set([...state.posts.values()].map((post) => post.slug)).size).toBe(60);
    expect(await commentCount()).toBe(30);
  });

  test('two imports at once into one table: slugs made unique across both, shared tags and counters exact', async () => {
    // Prepare: both sites use the same post names, category and tag slugs
    const [first, second] = await Promise.all([siteFile('first', 40), siteFile('second', 40)]);
    // Act
    const [one, two] = await Promise.all([importWordpress(first, { batchSize: 6, concurrency: 3 }), importWordpress(second, { batchSize: 6, concurrency: 3 })]);
    // Assess
    expect(failures(one.report) + failures(two.report)).toBe(0);
    expect(one.report.kinds.post.created + two.report.kinds.post.created).toBe(80);
    const state = await tableState();
    expect(state.problems).toEqual([]);
    expect(state.posts.size).toBe(80);
    expect(new Set([...state.posts.values()].map((post) => post.slug)).size).toBe(80);
  });

  test('a transaction whose answer was lost after it committed: the run reports it, the next run skips those posts, nothing twice', async () => {
    // Prepare: the first post transaction commits, its answer never arrives
    const file = await siteFile('lost-answer', 30);
    const restore = loseOneTransaction(1, true);
    let first;
    try {
      first = await importWordpress(file, { batchSize: 10, concurrency: 2 });
    } finally {
      restore();
    }
    expect(failures(first.report)).toBeGreaterThan(0);
    // Act
    const again = await importWordpress(file, { batchSize: 10, concurrency: 2 });
    // Assess: the posts of the lost transaction were written with their records, so they are skipped
    expect(failures(again.report)).toBe(0);
    expect(first.report.kinds.post.created + again.report.kinds.post.created).toBe(30 - first.report.kinds.post.failed);
    expect(again.report.kinds.post.skipped).toBe(first.report.kinds.post.created + first.report.kinds.post.failed);
    expect(await postItems()).toHaveLength(30);
    expect((await tableState()).problems).toEqual([]);
  });

  test('a transaction that never reached the table: those posts fail, the next run creates exactly them', async () => {
    // Prepare
    const file = await siteFile('lost-request', 30);
    const restore = loseOneTransaction(2, false);
    let first;
    try {
      first = await importWordpress(file, { batchSize: 10, concurrency: 2 });
    } finally {
      restore();
    }
    const failed = first.report.kinds.post.failed + first.report.kinds.comment.failed;
    expect(failed).toBeGreaterThan(0);
    // Act
    const again = await importWordpress(file, { batchSize: 10, concurrency: 2 });
    // Assess
    expect(failures(again.report)).toBe(0);
    expect(again.report.kinds.post.created).toBe(first.report.kinds.post.failed);
    expect(first.report.kinds.post.created + again.report.kinds.post.created).toBe(30);
    expect(await postItems()).toHaveLength(30);
    expect(await commentCount()).toBe(14);
    expect((await tableState()).problems).toEqual([]);
  });
});
