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
