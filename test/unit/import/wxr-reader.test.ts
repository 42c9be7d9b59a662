import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeOnRealExports, ownExport, realExport } from '#test/support/wordpress-fixtures';
import { MalformedWxr, readWxr } from '#domains/import/wordpress/wxr-reader';
import type { WxrCategory, WxrItem, WxrRecord, WxrSite } from '#domains/import/wordpress/wxr';

async function readAll(file: string): Promise<{ records: WxrRecord[]; site: WxrSite }> {
  const records: WxrRecord[] = [];
  const reader = readWxr(file);
  for (;;) {
    const next = await reader.next();
    if (next.done) return { records, site: next.value };
    records.push(next.value);
  }
}

const items = (records: WxrRecord[]) => records.filter((record): record is WxrItem => record.kind === 'item');
const categoriesOf = (records: WxrRecord[]) => records.filter((record): record is WxrCategory => record.kind === 'category');
const countBy = <T>(list: T[], key: (each: T) => string) => list.reduce<Record<string, number>>((counts, each) => ({ ...counts, [key(each)]: (counts[key(each)] ?? 0) + 1 }), {});

describe('WXR reader', () => {
  test('a malformed export is refused with the line and column of the error', async () => {
    // Act
    const reading = readAll(ownExport('malformed.xml'));
    // Assess: the wrong closing tag of the second item's title, line 26
    await expect(reading).rejects.toBeInstanceOf(MalformedWxr);
    await expect(reading).rejects.toMatchObject({ line: 26, column: 45, message: 'malformed export at line 26, column 45: unexpected close tag' });
  });

  test('an export cut off in the middle of an item is refused at the point where it stops', async () => {
    // Prepare: the complete site, cut inside its fifth item as a download that stopped would leave it
    const dir = await mkdtemp(path.join(tmpdir(), 'wxr-cut-'));
    const file = path.join(dir, 'cut.xml');
    const whole = await readFile(ownExport('site.xml'), 'utf8');
    const cut = whole.slice(0, whole.indexOf('<wp:post_password><![CDATA[bollard]]>'));
    await writeFile(file, cut);
    // Act
    const reading = readAll(file);
    // Assess
    await expect(reading).rejects.toMatchObject({ line: cut.split('\n').length, reason: 'unclosed tag: item' });
    await rm(dir, { recursive: true, force: true });
  });

  test('a complete site: every item by type, authors, categories with their parent chain, tags, statuses, sticky, thumbnails, threads', async () => {
    // Act
    const { records, site } = await readAll(ownExport('site.xml'));
    // Assess
    expect(site).toEqual({
      title: 'Harbour Notes',
      link: 'https://harbour-notes.example',
      baseSiteUrl: 'https://harbour-notes.example',
      baseBlogUrl: 'https://harbour-notes.example',
      wxrVersion: '1.2',
    });
    const all = items(records);
    expect(all).toHaveLength(22);
    expect(countBy(all, (item) => item.type)).toEqual({ post: 13, page: 4, attachment: 3, nav_menu_item: 2 });
    expect(countBy(all, (item) => item.status)).toEqual({ publish: 12, private: 1, draft: 2, pending: 1, future: 1, trash: 1, 'auto-draft': 1, inherit: 3 });
    expect(records.filter((record) => record.kind === 'author').map((author) => author.kind === 'author' && [author.login, author.email])).toEqual([
      ['marta', 'marta@harbour-notes.example'],
      ['editor', 'editor@example.org'],
      ['wren', ''],
    ]);
    expect(records.filter((record) => record.kind === 'tag')).toHaveLength(4);
    const categories = categoriesOf(records);
    expect(categories).toHaveLength(6);
    const parentOf = (slug: string | null) => categories.find((category) => category.slug === slug)?.parentSlug ?? null;
    expect(['north-harbour', parentOf('north-harbour'), parentOf(parentOf('north-harbour')), parentOf(parentOf(parentOf('north-harbour')))]).toEqual(['north-harbour', 'harbours', 'places', null]);
    expect(categories.find((category) => category.slug === 'places')).toMatchObject({ id: 10, name: 'Places', description: 'Where things happen' });

    const welcome = all.find((item) => item.id === 100)!;
    expect(welcome).toMatchObject({ type: 'post', name: 'welcome', status: 'publish', creator: 'marta', dateGmt: '2019-03-04 08:15:00', excerpt: 'What this site is for.' });
    expect(welcome.content).toContain('The ferry runs twice a day in winter.\nCheck the board');
    expect(welcome.categories).toEqual([{ slug: 'harbours', name: 'Harbours' }]);
    expect(welcome.tags.map((tag) => tag.slug)).toEqual(['boats', 'tides']);
    // A reply to a reply: 1003 answers 1002, which answers 1001.
    const parents = Object.fromEntries(welcome.comments.map((comment) => [comment.id, comment.parentId]));
    expect(parents).toMatchObject({ 1001: 0, 1002: 1001, 1003: 1002 });
    expect(welcome.comments.map((comment) => [comment.approved, comment.type])).toEqual([
      ['1', 'comment'],
      ['1', 'comment'],
      ['1', 'comment'],
      ['0', 'comment'],
      ['spam', 'comment'],
      ['1', 'pingback'],
      ['trash', 'comment'],
      ['1', 'comment'],
    ]);

    expect(all.filter((item) => item.sticky).map((item) => item.id)).toEqual([101]);
    expect(all.find((item) => item.id === 102)!.meta).toEqual({ _thumbnail_id: '150', _edit_last: '1' });
    expect(all.find((item) => item.id === 150)).toMatchObject({ type: 'attachment', parentId: 102, attachmentUrl: 'https://harbour-notes.example/wp-content/uploads/2019/04/harbour-at-dawn.jpg' });
    expect(all.find((item) => item.id === 121)).toMatchObject({ type: 'page', parentId: 120 });
    expect(all.find((item) => item.id === 111)!.categories.map((term) => term.slug)).toEqual(['weather', 'places', 'north-harbour']);
    expect(Array.from(all.find((item) => item.id === 112)!.title)).toHaveLength(316);
    expect(all.find((item) => item.id === 110)!.content).toContain('<!-- wp:paragraph -->');
  });

  test('non-ASCII titles, slugs and content arrive unchanged: bidi controls, zero-width characters, emoji, Arabic and Persian; entities decoded', async () => {
    // Act
    const { records, site } = await readAll(ownExport('utf-8-challenges.xml'));
    // Assess
    const [tide, tea, hello] = items(records);
    expect(site.title).toBe('Harbour Notes 🚢 \u202e\u202dسلام');
    expect(tide.title).toBe('"The Tide \u202eTurns\u202c Back" by Ne\u202dgar \u202eSepehri \u202a🌊\u202c');
    expect(tide.name).toBe('tide-t\u202eurns\u202c-utf8-🌊-test');
    expect(tide.content).toContain('السلام عليكم');
    expect(tide.content).toContain('می\u200cخواهم دریا را ببینم');
    expect(tide.content).toContain(':\u200b|');
    expect(tide.content).toContain(':\u2060|');
    expect(tide.content).toContain('👩\u200d👩\u200d👧');
    expect(tide.content).toContain('cafe\u0301 beside café');
    expect(tide.categories).toEqual([{ slug: '%d8%af%d8%b1%db%8c%d8%a7', name: 'دریا' }]);
    expect(tea.title).toBe('Tea & tide’s 🍵 <tables>');
    expect(tea.content).toBe('<p>Fish &amp; chips &#8211; on the quay.</p>');
    expect(hello).toMatchObject({ title: 'سلام دنیا', name: '%d8%b3%d9%84%d8%a7%d9%85-%d8%af%d9%86%db%8c%d8%a7' });
    expect(hello.comments.map((comment) => [comment.author, comment.authorEmail, comment.content, comment.parentId])).toEqual([
      ['مهمان', '', 'چه عالی! 👏', 0],
      ['سارة', 'sara@example.org', 'شكراً جزيلاً', 10],
    ]);
    const [author] = records;
    expect(author).toMatchObject({ kind: 'author', displayName: 'نگار سپهری', firstName: 'نگار', lastName: 'سپهری' });
  });

  test('WXR 1.0: no author list, terms without ids, each category written twice and tags in the domain "tag"', async () => {
    // Act
    const { records, site } = await readAll(ownExport('wxr-1.0.xml'));
    // Assess
    expect(site).toMatchObject({ wxrVersion: '1.0', title: 'Harbour Notes (2009)' });
    expect(records.filter((record) => record.kind === 'author')).toEqual([]);
    expect(categoriesOf(records).map((category) => [category.id, category.slug, category.parentSlug])).toEqual([
      [0, 'ferries', null],
      [0, 'night-ferries', 'ferries'],
    ]);
    const [post, page] = items(records);
    expect(post).toMatchObject({ type: 'post', creator: 'admin', sticky: false, dateGmt: '2009-09-19 21:30:00' });
    expect(post.categories).toEqual([{ slug: 'night-ferries', name: 'Night ferries' }]);
    expect(post.tags).toEqual([{ slug: 'timetable', name: 'timetable' }]);
    expect(post.comments).toEqual([expect.objectContaining({ id: 3, author: 'Old Salt', authorEmail: 'salt@example.org', approved: '1', parentId: 0 })]);
    expect(page).toMatchObject({ type: 'page', name: 'timetable' });
  });

  test('WXR 1.1: authors and terms with ids, values without CDATA, a custom taxonomy left out of categories and tags', async () => {
    // Act
    const { records, site } = await readAll(ownExport('wxr-1.1.xml'));
    // Assess
    expect(site).toMatchObject({ wxrVersion: '1.1', title: 'Harbour Archive' });
    expect(records.filter((record) => record.kind !== 'item')).toEqual([
      { kind: 'author', id: 2, login: 'keeper', email: 'keeper@example.org', displayName: 'Lighthouse Keeper', firstName: 'Lighthouse', lastName: 'Keeper' },
      { kind: 'category', id: 3, slug: 'logbook', parentSlug: null, name: 'Logbook', description: "Entries from the keeper's log" },
      { kind: 'tag', id: 5, slug: 'storms', name: 'Storms' },
    ]);
    const all = items(records);
    expect(all.map((item) => item.type).sort()).toEqual(['page', 'post']);
    expect(all[0]).toMatchObject({ creator: 'keeper', name: 'storm', categories: [{ slug: 'logbook', name: 'Logbook' }], tags: [{ slug: 'storms', name: 'Storms' }] });
  });

  test('a minimal export: one item, every field it leaves out read as empty', async () => {
    // Act
    const { records, site } = await readAll(ownExport('minimal.xml'));
    // Assess
    expect(site).toEqual({ title: '', link: '', baseSiteUrl: '', baseBlogUrl: '', wxrVersion: '1.2' });
    expect(records).toEqual([
      {
        kind: 'item',
        id: 1,
        type: 'post',
        title: 'Just a title',
        link: '',
        creator: '',
        content: '',
        excerpt: '',
        dateGmt: '',
        date: '',
        name: '',
        status: 'publish',
        parentId: 0,
        sticky: false,
        attachmentUrl: '',
        categories: [],
        tags: [],
        meta: {},
        comments: [],
      },
    ]);
  });

  describeOnRealExports(() => {
    test('a malformed export is refused with the line and column of the error', async () => {
      // Act
      const reading = readAll(realExport('malformed-simple.xml'));
      // Assess
      await expect(reading).rejects.toBeInstanceOf(MalformedWxr);
      await expect(reading).rejects.toMatchObject({ line: 14, column: 0, message: 'malformed export at line 14, column 0: unclosed tag: item' });
    });

    test('the theme unit test export: every item, author, category with its parent, tag, comment and meta', async () => {
      // Act
      const { records, site } = await readAll(realExport('theme-unit-test-data.xml'));
      // Assess
      const all = items(records);
      const byType = (type: string) => all.filter((item) => item.type === type).length;
      expect(site).toMatchObject({ wxrVersion: '1.2', link: 'https://wpthemetestdata.wordpress.com' });
      expect(all).toHaveLength(186);
      expect([byType('post'), byType('page'), byType('attachment'), byType('nav_menu_item')]).toEqual([58, 21, 37, 70]);
      expect(records.filter((record) => record.kind === 'author')).toHaveLength(2);
      expect(records.filter((record) => record.kind === 'tag')).toHaveLength(110);
      const categories = categoriesOf(records);
      expect(categories).toHaveLength(68);
      expect(categories.some((category) => category.parentSlug !== null)).toBe(true);
      expect(all.filter((item) => item.sticky)).toHaveLength(1);
      expect(all.filter((item) => item.meta._thumbnail_id).length).toBeGreaterThan(0);
      const threaded = all.flatMap((item) => item.comments).filter((comment) => comment.parentId !== 0);
      expect(threaded.length).toBeGreaterThan(0);
    });

    test('a small complete site: item fields, terms by domain, comments', async () => {
      // Act
      const { records } = await readAll(realExport('small-export.xml'));
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
      const { records, site } = await readAll(realExport('wxr-utf-8-challenges.xml'));
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
      const older = await readAll(realExport('valid-wxr-1.1.xml'));
      const simple = await readAll(realExport('wxr-simple.xml'));
      // Assess
      expect(older.site.wxrVersion).toBe('1.1');
      expect(items(older.records).map((item) => item.type).sort()).toEqual(['page', 'post']);
      expect(items(simple.records)).toHaveLength(1);
    });
  });
});
