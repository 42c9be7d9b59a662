import path from 'node:path';
import { WORDPRESS_FIXTURES } from '#test/support/wordpress-fixtures';
import { MalformedWxr, readWxr } from '#domains/import/wordpress/wxr-reader';
import type { WxrItem, WxrRecord, WxrSite } from '#domains/import/wordpress/wxr';

const FIXTURES = WORDPRESS_FIXTURES;

async function readAll(file: string): Promise<{ records: WxrRecord[]; site: WxrSite }> {
  const records: WxrRecord[] = [];
  const reader = readWxr(path.isAbsolute(file) ? file : `${FIXTURES}/${file}`);
  for (;;) {
    const next = await reader.next();
    if (next.done) return { records, site: next.value };
    records.push(next.value);
  }
}

const items = (records: WxrRecord[]) => records.filter((record): record is WxrItem => record.kind === 'item');

describe('WXR reader', () => {
  test('a malformed export is refused with the line and column of the error', async () => {
    // Act
    const reading = readAll('malformed-simple.xml');
    // Assess
    await expect(reading).rejects.toBeInstanceOf(MalformedWxr);
    await expect(reading).rejects.toMatchObject({ line: 14, column: 0, message: 'malformed export at line 14, column 0: unclosed tag: item' });
  });

  test('the theme unit test export: every item, author, category with its parent, tag, comment and meta', async () => {
    // Act
    const { records, site } = await readAll('theme-unit-test-data.xml');
    // Assess
    const all = items(records);
    const byType = (type: string) => all.filter((item) => item.type === type).length;
    expect(site).toMatchObject({ wxrVersion: '1.2', link: 'https://wpthemetestdata.wordpress.com' });
    expect(all).toHaveLength(186);
    expect([byType('post'), byType('page'), byType('attachment'), byType('nav_menu_item')]).toEqual([58, 21, 37, 70]);
    expect(records.filter((record) => record.kind === 'author')).toHaveLength(2);
    expect(records.filter((record) => record.kind === 'tag')).toHaveLength(110);
    const categories = records.filter((record) => record.kind === 'category');
    expect(categories).toHaveLength(68);
    expect(categories.some((category) => category.kind === 'category' && category.parentSlug !== null)).toBe(true);
    expect(all.filter((item) => item.sticky)).toHaveLength(1);
    expect(all.filter((item) => item.meta._thumbnail_id).length).toBeGreaterThan(0);
    const threaded = all.flatMap((item) => item.comments).filter((comment) => comment.parentId !== 0);
    expect(threaded.length).toBeGreaterThan(0);
  });

  test('a small complete site: item fields, terms by domain, comments', async () => {
    // Act
    const { records } = await readAll('small-export.xml');
    // Assess
    const hello = items(records).find((item) => item.id === 1)!;
    expect(hello).toMatchObject({ type: 'post', name: 'hello-world', status: 'publish', creator: 'author', dateGmt: '2011-01-18 07:40:14' });
    expect(hello.comments).toEqual([expect.objectContaining({ id: 1, author: 'Mr WordPress', approved: '1', parentId: 0 })]);
    const many = items(records).find((item) => item.name === 'many-categories')!;
    expect(many.categories.length).toBeGreaterThan(1);
    const child = records.find((record) => record.kind === 'category' && record.slug === 'foo-bar');
    expect(child).toMatchObject({ parentSlug: 'bar', name: 'Foo' });
  });

  test('non-ASCII titles, slugs and content arrive unchanged, entities decoded', async () => {
    // Act
    const { records, site } = await readAll('wxr-utf-8-challenges.xml');
    // Assess
    const [post] = items(records);
    expect(site.title).toBe('My WordPress Website 🚀 \u202e\u202dمرحبا');
    expect(post.title).toBe('"The Road \u202eNot\u202c Taken" by Rob\u202dert \u202eFrost \u202a🌲\u202c');
    expect(post.name).toBe('hello-w\u202eorld\u202c-utf8-💫-test');
    expect(post.content).toContain('السلام عليكم');
    expect(post.content).toContain('\u200b');
  });

  test('WXR 1.1 and a minimal export are read', async () => {
    // Act
    const older = await readAll('valid-wxr-1.1.xml');
    const simple = await readAll('wxr-simple.xml');
    // Assess
    expect(older.site.wxrVersion).toBe('1.1');
    expect(items(older.records).map((item) => item.type).sort()).toEqual(['page', 'post']);
    expect(items(simple.records)).toHaveLength(1);
  });

  test('WXR 1.0: tags in the domain "tag" (1.1 renamed it "post_tag"), terms without a nicename left out', async () => {
    // Act
    const { records } = await readAll(path.resolve(__dirname, '..', '..', 'fixtures', 'wordpress', 'wxr-1.0.xml'));
    // Assess
    const [post] = items(records);
    expect(post.categories).toEqual([{ slug: 'night-ferries', name: 'Night ferries' }]);
    expect(post.tags).toEqual([{ slug: 'timetable', name: 'timetable' }]);
  });
});
