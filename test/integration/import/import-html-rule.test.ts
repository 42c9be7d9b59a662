/**
 * `cms import wordpress` follows the API's HTML rule (CONTRACT section 5): content sanitized, title and
 * excerpt plain text, comments and names plain text; `--keep-html` keeps markup only for posts whose
 * author holds `cms.content.unfiltered_html`; the report counts what the rule changed.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { useTestTable } from '#test/support/table';
import { dangersIn } from '#test/support/html-safety';
import { SYSTEM_ACTOR } from '#platform/auth/actor';
import { importWordpress } from '#domains/import/wordpress/import-wordpress';
import { failures, formatReport } from '#domains/import/import-report';
import { findPostBySlug } from '#domains/posts/model/posts-repository';
import { findUserByEmail, insertUser } from '#domains/users/users-repository';
import { queryCommentPage, postCommentsPartition } from '#domains/comments/comments-repository';
import { main } from '#infra/cli/main';

useTestTable({ eachTest: true });

const HOSTILE =
  '<p>Read <a href="javascript:alert(1)">this</a>.</p><script>alert(1)</script><img src=x onerror="alert(1)">' +
  '<svg onload="alert(1)"><circle /></svg><iframe src="https://evil.example/"></iframe><p>The end.</p>';
const EMBED = '<p>A video:</p><iframe src="https://www.youtube.com/embed/x" allowfullscreen></iframe>';

function wxr(items: string, comments = ''): string {
  const author = (login: string, email: string, display: string) =>
    `<wp:author><wp:author_id>1</wp:author_id><wp:author_login><![CDATA[${login}]]></wp:author_login><wp:author_email><![CDATA[${email}]]></wp:author_email>` +
    `<wp:author_display_name><![CDATA[${display}]]></wp:author_display_name><wp:author_first_name><![CDATA[]]></wp:author_first_name><wp:author_last_name><![CDATA[]]></wp:author_last_name></wp:author>`;
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Hostile</title><link>https://hostile.example</link><wp:wxr_version>1.2</wp:wxr_version>
<wp:base_site_url>https://hostile.example</wp:base_site_url><wp:base_blog_url>https://hostile.example</wp:base_blog_url>
${author('writer', 'writer@hostile.example', 'Writer <img src=x onerror=alert(1)>')}
${author('chief', 'chief@hostile.example', 'Chief')}
${items}
</channel></rss>
${comments}`;
}

function item(id: number, slug: string, creator: string, title: string, content: string, excerpt = '', comments = ''): string {
  return (
    `<item><title><![CDATA[${title}]]></title><dc:creator><![CDATA[${creator}]]></dc:creator><content:encoded><![CDATA[${content}]]></content:encoded>` +
    `<excerpt:encoded><![CDATA[${excerpt}]]></excerpt:encoded><wp:post_id>${id}</wp:post_id><wp:post_date>2020-01-01 09:00:00</wp:post_date>` +
    `<wp:post_date_gmt>2020-01-01 09:00:00</wp:post_date_gmt><wp:post_name><![CDATA[${slug}]]></wp:post_name><wp:status>publish</wp:status>` +
    `<wp:post_parent>0</wp:post_parent><wp:post_type>post</wp:post_type><wp:is_sticky>0</wp:is_sticky>${comments}</item>`
  );
}

function comment(id: number, author: string, content: string): string {
  return (
    `<wp:comment><wp:comment_id>${id}</wp:comment_id><wp:comment_author><![CDATA[${author}]]></wp:comment_author><wp:comment_author_email>reader${id}@example.org</wp:comment_author_email>` +
    `<wp:comment_date_gmt>2020-01-01 10:00:00</wp:comment_date_gmt><wp:comment_content><![CDATA[${content}]]></wp:comment_content><wp:comment_approved>1</wp:comment_approved>` +
    `<wp:comment_type></wp:comment_type><wp:comment_parent>0</wp:comment_parent></wp:comment>`
  );
}

const SITE = wxr(
  item(1, 'hostile', 'writer', 'Imported <img src=x onerror=alert(1)> evil', HOSTILE, 'An <b onmouseover="alert(1)">excerpt</b>',
    comment(11, 'Reader <script>alert(1)</script>', '<a href="javascript:alert(1)">click</a> &amp; <strong>bold</strong><script>alert(2)</script>')) +
    item(2, 'embed', 'chief', 'An embed', EMBED) +
    item(3, 'plain', 'writer', 'Plain', '<p>Nothing to change.</p>'),
);

let dir: string;
let file: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'wxr-html-'));
  file = path.join(dir, 'hostile.xml');
  await writeFile(file, SITE);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The chief is an editor of this site already (matched by email): an editor holds unfiltered_html. */
const chiefIsEditor = () =>
  insertUser({ email: 'chief@hostile.example', firstName: 'Chief', lastName: '', passwordHash: 'x', roles: ['editor'] }, new Date().toISOString(), SYSTEM_ACTOR);

describe('cms import wordpress and the HTML rule', () => {
  test('without --keep-html every post is sanitized, titles and excerpts are plain text, and the report counts it', async () => {
    // Prepare
    await chiefIsEditor();
    // Act
    const { report } = await importWordpress(file);
    // Assess
    expect(failures(report)).toBe(0);
    const hostile = (await findPostBySlug('hostile'))!;
    expect(dangersIn(hostile.content)).toEqual([]);
    expect(hostile.content).toContain('<p>The end.</p>');
    expect(hostile.title).toBe('Imported  evil');
    expect(hostile.excerpt).toBe('An excerpt');
    // The editor's post is sanitized too: --keep-html was not asked for.
    expect(dangersIn((await findPostBySlug('embed'))!.content)).toEqual([]);
    expect((await findPostBySlug('plain'))!.content).toBe('<p>Nothing to change.</p>');
    expect(report.notes).toMatchObject({
      'posts the HTML rule changed (content, title or excerpt)': 2,
      'posts whose content the HTML rule changed (markup it does not allow removed, the HTML written anew)': 2,
      'posts whose title lost its markup (titles are plain text)': 1,
      'posts whose excerpt lost its markup (excerpts are plain text)': 1,
    });
    expect(formatReport(report)).toContain('note: posts the HTML rule changed (content, title or excerpt) (2)');
  });

  test('--keep-html keeps the markup of the author who holds unfiltered_html only; the others are sanitized anyway', async () => {
    // Prepare
    await chiefIsEditor();
    // Act
    const { report } = await importWordpress(file, { keepHtml: true });
    // Assess
    expect((await findPostBySlug('embed'))!.content).toBe(EMBED);
    expect(dangersIn((await findPostBySlug('hostile'))!.content)).toEqual([]);
    expect(report.notes).toMatchObject({
      'posts kept as written (--keep-html, their author holds cms.content.unfiltered_html)': 1,
      'posts sanitized although --keep-html was given (their author lacks cms.content.unfiltered_html)': 2,
      'posts the HTML rule changed (content, title or excerpt)': 1,
    });
  });

  test('a dry run reports what the rule would change and writes nothing', async () => {
    // Act
    const { report } = await importWordpress(file, { dryRun: true, keepHtml: true });
    // Assess
    expect(await findPostBySlug('hostile')).toBeUndefined();
    expect(report.notes).toMatchObject({
      'posts sanitized although --keep-html was given (their author lacks cms.content.unfiltered_html)': 3,
      'posts the HTML rule changed (content, title or excerpt)': 2,
      'posts whose title lost its markup (titles are plain text)': 1,
    });
  });

  test("comments are plain text: WordPress's comment HTML gives its text, stored escaped; names are plain text", async () => {
    // Act
    const { report } = await importWordpress(file);
    // Assess
    const hostile = (await findPostBySlug('hostile'))!;
    const { comments } = await queryCommentPage(postCommentsPartition(hostile.id), { limit: 10, offset: 0, newestFirst: false });
    expect(comments.map((each) => each.content)).toEqual(['click &amp; bold']);
    expect(report.notes['comments whose HTML was reduced to its text (comments are plain text)']).toBe(1);
    expect((await findUserByEmail('writer@hostile.example'))!.firstName).toBe('Writer');
    expect((await findUserByEmail('reader11@example.org'))!.firstName).toBe('Reader');
  });

  test('cms import wordpress --keep-html prints the counts in its report', async () => {
    // Prepare
    await chiefIsEditor();
    const out: string[] = [];
    // Act
    const code = await main(['import', 'wordpress', file, '--keep-html'], { out: (line) => out.push(line), err: () => undefined });
    // Assess
    expect(code).toBe(0);
    expect(out).toContain('note: posts kept as written (--keep-html, their author holds cms.content.unfiltered_html) (1)');
    expect(out).toContain('note: posts sanitized although --keep-html was given (their author lacks cms.content.unfiltered_html) (2)');
    expect(out).toContain('note: posts the HTML rule changed (content, title or excerpt) (1)');
  });
});
