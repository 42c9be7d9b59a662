import { WORDPRESS_FIXTURES } from '#test/support/wordpress-fixtures';
import { useTestTable } from '#test/support/table';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '#infra/cli/main';

useTestTable();
const FIXTURES = WORDPRESS_FIXTURES;

/** A site of one post with one approved comment. */
const oneCommentWxr = (comment: string) => `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Long</title><link>https://long.example</link><wp:wxr_version>1.2</wp:wxr_version><wp:base_site_url>https://long.example</wp:base_site_url><wp:base_blog_url>https://long.example</wp:base_blog_url>
<item><title>A post</title><dc:creator>nobody</dc:creator><content:encoded><![CDATA[Words.]]></content:encoded><excerpt:encoded><![CDATA[]]></excerpt:encoded>
<wp:post_id>1</wp:post_id><wp:post_date_gmt>2020-01-01 09:00:00</wp:post_date_gmt><wp:post_name>a-post</wp:post_name><wp:status>publish</wp:status><wp:post_type>post</wp:post_type><wp:is_sticky>0</wp:is_sticky>
<wp:comment><wp:comment_id>2</wp:comment_id><wp:comment_author>Reader</wp:comment_author><wp:comment_author_email>reader@example.org</wp:comment_author_email><wp:comment_date_gmt>2020-01-01 10:00:00</wp:comment_date_gmt>
<wp:comment_content><![CDATA[${comment}]]></wp:comment_content><wp:comment_approved>1</wp:comment_approved><wp:comment_type></wp:comment_type><wp:comment_parent>0</wp:comment_parent></wp:comment></item>
</channel></rss>
`;

async function cms(args: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out, err };
}

describe('cms import wordpress (the command)', () => {
  test('a malformed file: one line with line and column, exit 1', async () => {
    // Act
    const result = await cms(['import', 'wordpress', `${FIXTURES}/malformed-simple.xml`]);
    // Assess
    expect(result.code).toBe(1);
    expect(result.err).toEqual([
      `cms: import wordpress: ${FIXTURES}/malformed-simple.xml: malformed export at line 14, column 0: unclosed tag: item; nothing was imported`,
    ]);
  });

  test('missing file or argument: exit 1 with the reason', async () => {
    // Act
    const missing = await cms(['import', 'wordpress', `${FIXTURES}/nope.xml`]);
    const none = await cms(['import', 'wordpress']);
    // Assess
    expect(missing).toMatchObject({ code: 1, err: [`cms: import wordpress: no file ${FIXTURES}/nope.xml`] });
    expect(none.code).toBe(1);
    expect(none.err[0]).toContain('give the export file');
  });

  test('--dry-run prints the summary table; a real run prints it too and exits 0 when nothing failed', async () => {
    // Act
    const dry = await cms(['import', 'wordpress', `${FIXTURES}/small-export.xml`, '--dry-run']);
    const real = await cms(['import', 'wordpress', `${FIXTURES}/small-export.xml`]);
    // Assess
    expect(dry.code).toBe(0);
    expect(dry.out[0]).toMatch(/^dry run \(nothing written\): trunk \(WXR 1\.1\)/);
    expect(dry.out[1]).toMatch(/^kind\s+would create\s+updated\s+skipped\s+failed$/);
    expect(dry.out.find((line) => line.startsWith('post '))).toMatch(/^post\s+6\s+0\s+0\s+0$/);
    expect(real.code).toBe(0);
    expect(real.out.find((line) => line.startsWith('page '))).toMatch(/^page\s+5\s+0\s+0\s+0$/);
    expect(real.err).toEqual([]);
  });

  test('an entity that fails makes the exit code 2, with the reason in the table', async () => {
    // Prepare: a comment whose text is longer than the service takes
    const dir = await mkdtemp(path.join(tmpdir(), 'wxr-long-'));
    const file = path.join(dir, 'long.xml');
    await writeFile(file, oneCommentWxr('a long reply '.repeat(500)));
    // Act
    const result = await cms(['import', 'wordpress', file]);
    await rm(dir, { recursive: true, force: true });
    // Assess
    expect(result.code).toBe(2);
    expect(result.out).toContain('comment failed: content: The content may not be longer than 5000 characters. (1)');
    expect(result.err[0]).toMatch(/1 entity failed/);
  });
});
