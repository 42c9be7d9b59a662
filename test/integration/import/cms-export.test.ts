import { describeOnRealExports, ownExport, realExport } from '#test/support/wordpress-fixtures';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { SYSTEM_ACTOR } from '#platform/auth/actor';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { useTestTable } from '#test/support/table';
import { main } from '#infra/cli/main';
import { importWordpress } from '#domains/import/wordpress/import-wordpress';
import { insertUser } from '#domains/users/users-repository';
import { findPostBySlug } from '#domains/posts/model/posts-repository';
import { tableIsEmpty } from '#domains/import/table-backup';
import { ensureTable, localClient } from '#infra/local/dynamodb';
import { createPost, systemActor, updatePost } from '#domains/posts/write/manage-posts';
import { PostCreateBody } from '#domains/posts/model/post-schemas';
import { findPostById } from '#domains/posts/model/posts-repository';
import { findRevision } from '#domains/posts/revisions/revisions-repository';
import { importActor } from '#domains/import/html-rule';
import { reindexSearch } from '#domains/search/reindex';
import { searchPostIds } from '#domains/search/search-index';
import { dangersIn } from '#test/support/html-safety';

const table = useTestTable();
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cms-export-'));
  // Prepare: a site with every kind of entity, and a user with a password
  await importWordpress(ownExport('site.xml'));
  await insertUser({ email: 'owner@example.com', firstName: 'Owner', lastName: '', passwordHash: 'scrypt$secret-hash', roles: ['admin'] }, new Date().toISOString(), SYSTEM_ACTOR);
});

afterEach(() => {
  process.env.TABLE_NAME = table.name;
});

async function cms(args: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out, err };
}

describe('cms export and cms import json', () => {
  test('export, import into a fresh table, export again: the same file', async () => {
    // Prepare
    const first = path.join(dir, 'first.jsonl');
    const second = path.join(dir, 'second.jsonl');
    const exported = await cms(['export', '--out', first, '--with-secrets']);
    // Act
    process.env.TABLE_NAME = `${table.name}-restored`;
    const imported = await cms(['import', 'json', first]);
    const again = await cms(['export', '--out', second, '--with-secrets']);
    // Assess
    expect([exported.code, imported.code, again.code]).toEqual([0, 0, 0]);
    const lines = (await readFile(first, 'utf8')).trim().split('\n');
    expect(lines.length).toBeGreaterThan(100);
    // What the API and the import wrote follows the HTML rule already: nothing changes, nothing is reported.
    expect(imported.out).toEqual([`imported ${lines.length} items from ${first}`]);
    expect(await readFile(second, 'utf8')).toBe(await readFile(first, 'utf8'));
    expect((await findPostBySlug('welcome'))?.title).toBe('Welcome to Harbour Notes');
    // The post's packed body is binary: written as base64 and loaded back as the same bytes.
    expect(lines.find((line) => line.includes('"S":"welcome"') && line.includes('"sk":{"S":"POST"}'))).toMatch(/"body_br":\{"B":"[A-Za-z0-9+/]+=*"\}/);
    expect((await findPostBySlug('welcome'))?.content).toContain('Welcome aboard.');
  });

  test('without --with-secrets no password hash is written', async () => {
    // Prepare
    const file = path.join(dir, 'plain.jsonl');
    // Act
    const result = await cms(['export', '--out', file]);
    // Assess
    const text = await readFile(file, 'utf8');
    expect(result.out[0]).toMatch(/without password hashes/);
    expect(text).toContain('owner@example.com');
    expect(text).not.toContain('password_hash');
    expect(text).not.toContain('secret-hash');
  });

  test('import json refuses a table that is not empty, and a bad line before writing anything', async () => {
    // Prepare
    const good = path.join(dir, 'good.jsonl');
    await cms(['export', '--out', good]);
    const bad = path.join(dir, 'bad.jsonl');
    const lines = (await readFile(good, 'utf8')).split('\n');
    lines.splice(3, 0, '{"Item": {"pk": {"S": "X"}}}');
    await writeFile(bad, lines.join('\n'));
    // Act
    const intoFull = await cms(['import', 'json', good]);
    process.env.TABLE_NAME = `${table.name}-bad`;
    const badFile = await cms(['import', 'json', bad]);
    // Assess
    expect(intoFull).toMatchObject({ code: 1, err: ['cms: import json: the table is not empty: a backup is loaded into an empty table only'] });
    expect(badFile).toMatchObject({ code: 1, err: [`cms: import json: ${bad}: line 4: the item has no string pk and sk; nothing was imported`] });
    expect(await tableIsEmpty()).toBe(true);
  });

  test("import json gives the HTML rule to posts whose author lacks unfiltered_html; an admin's markup and what the API wrote load unchanged", async () => {
    // Prepare: a table of its own, holding what older versions wrote: an author's post with script
    // (the WordPress import wrote as the service), a revision of it, an admin's embed, a clean post
    const name = `${table.name}-legacy`;
    process.env.TABLE_NAME = name;
    const client = localClient(process.env.DYNAMODB_ENDPOINT!);
    await ensureTable(client, name);
    client.destroy();
    const now = new Date().toISOString();
    const author = await insertUser({ email: 'author@legacy.example', firstName: 'Au', lastName: 'Thor', passwordHash: 'x', roles: ['author'] }, now, SYSTEM_ACTOR);
    const admin = await insertUser({ email: 'admin@legacy.example', firstName: 'Ad', lastName: 'Min', passwordHash: 'x', roles: ['admin'] }, now, SYSTEM_ACTOR);
    const hostile = '<p>Hi <a href="javascript:alert(1)">there</a></p><script>alert(1)</script><img src=x onerror="alert(1)"><iframe src="https://evil.example/"></iframe>';
    const embed = '<p>A video:</p><iframe src="https://www.youtube.com/embed/x" allowfullscreen></iframe>';
    const body = (fields: Record<string, unknown>) => PostCreateBody.parse({ status: 'published', content_format: 'html', ...fields });
    const legacy = await createPost(body({ title: 'Legacy <img src=x onerror=alert(1)> post', content: hostile, excerpt: 'An <b>excerpt</b>', author_id: author.id }), systemActor());
    await updatePost(legacy.id, { content: `${hostile}<p>again</p>` }, systemActor());
    const video = await createPost(body({ title: 'Video', content: embed, author_id: admin.id }), systemActor());
    const clean = await createPost(body({ title: 'Clean', content: '<p>Already <b>safe</b> &amp; sound</p>', author_id: author.id }), importActor(author.id, false));
    await reindexSearch();
    const file = path.join(dir, 'legacy.jsonl');
    await cms(['export', '--out', file]);
    // Act
    process.env.TABLE_NAME = `${name}-restored`;
    const imported = await cms(['import', 'json', file]);
    // Assess
    expect(imported.code).toBe(0);
    expect(imported.out[1]).toBe('the HTML rule changed 1 posts (content 1, title 1, excerpt 1) and 1 revisions whose author lacks cms.content.unfiltered_html');
    const restored = (await findPostById(legacy.id, true))!;
    expect(dangersIn(restored.content)).toEqual([]);
    expect(restored.content).toContain('<p>again</p>');
    expect(restored).toMatchObject({ title: 'Legacy  post', excerpt: 'An excerpt', version: legacy.version + 2, updatedAt: expect.any(String) });
    expect(restored.metrics!.words).toBeGreaterThan(0);
    const revision = (await findRevision(legacy.id, 1))!;
    expect(dangersIn(revision.state.content)).toEqual([]);
    expect(revision.state.title).toBe('Legacy  post');
    expect((await findPostById(video.id, true))!.content).toBe(embed);
    expect((await findPostById(clean.id, true))!).toEqual(await findPostByIdIn(name, clean.id));
    // The postings follow the new title: its markup is no longer found.
    const search = (term: string) => searchPostIds({ conditions: [{ field: 'title', term }], join: 'and', filters: {}, sort: 'id', order: 'asc', offset: 0, limit: 10 });
    expect((await search('onerror')).ids).toEqual([]);
    expect((await search('Legacy')).ids).toEqual([legacy.id]);
  });

  describeOnRealExports(() => {
    test('a WordPress site: export, import into a fresh table, export again: the same file', async () => {
      // Prepare: the small complete site alone in a table (the command creates it)
      process.env.TABLE_NAME = `${table.name}-real`;
      expect((await cms(['import', 'wordpress', realExport('small-export.xml')])).code).toBe(0);
      const first = path.join(dir, 'real-first.jsonl');
      const second = path.join(dir, 'real-second.jsonl');
      const exported = await cms(['export', '--out', first, '--with-secrets']);
      // Act
      process.env.TABLE_NAME = `${table.name}-real-restored`;
      const imported = await cms(['import', 'json', first]);
      const again = await cms(['export', '--out', second, '--with-secrets']);
      // Assess
      expect([exported.code, imported.code, again.code]).toEqual([0, 0, 0]);
      expect(await readFile(second, 'utf8')).toBe(await readFile(first, 'utf8'));
      expect((await findPostBySlug('hello-world'))?.content).toContain('Welcome to WordPress');
    });
  });
});

/** A post as the table `name` holds it. */
async function findPostByIdIn(name: string, id: number) {
  const current = process.env.TABLE_NAME;
  process.env.TABLE_NAME = name;
  try {
    return await findPostById(id, true);
  } finally {
    process.env.TABLE_NAME = current;
  }
}
