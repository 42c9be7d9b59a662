/**
 * The WordPress import reads multilingual sites' language data: Polylang's language and
 * post_translations terms, WPML's postmeta. Each post gets its language and each translation group
 * becomes one here (through the API's own rule: one post per language); a language the service does
 * not have, and an export without any language data, are said in the report.
 */
import { useTestTable } from '#test/support/table';
import { ownExport } from '#test/support/wordpress-fixtures';
import { importWordpress, noLanguageNote } from '#domains/import/wordpress/import-wordpress';
import { findImportRecord } from '#domains/import/import-records';
import { findPostById } from '#domains/posts/model/posts-repository';
import { findTranslationGroups, translationsOf } from '#domains/posts/translations/translation-groups';
import { failures } from '#domains/import/import-report';
import type { Post } from '#domains/posts/model/post';

useTestTable({ eachTest: true });

/** Items 104 and 105 of polylang.xml are pages. */
async function importedPost(site: string, wpId: number): Promise<Post> {
  const kind = site === 'two-shores.example' && (wpId === 104 || wpId === 105) ? 'page' : 'post';
  const record = await findImportRecord({ source: 'wordpress', site }, kind, String(wpId));
  const post = record?.id ? await findPostById(record.id, true) : undefined;
  if (!post) throw new Error(`item ${wpId} was not imported`);
  return post;
}

/** The post's translations as the admin post shows them. */
async function translationsOfPost(post: Post) {
  return translationsOf(post, await findTranslationGroups([post], true));
}

const LINKED = 'posts linked to their translations (WPML or Polylang translation groups)';

test('Polylang: each post takes its language term, and the posts of one post_translations term become one group', async () => {
  // Act
  const { report } = await importWordpress(ownExport('polylang.xml'));
  // Assess
  expect(failures(report)).toBe(0);
  const site = 'two-shores.example';
  const [fanus, lighthouse, leuchtturm, about, darbare, log] = await Promise.all([101, 102, 103, 104, 105, 106].map((id) => importedPost(site, id)));
  expect([fanus, lighthouse, about, darbare, log].map((post) => post.language)).toEqual(['fa', 'en', 'en', 'fa', 'en']);
  expect(await translationsOfPost(fanus)).toEqual([{ id: lighthouse.id, language: 'en', slug: lighthouse.slug }]);
  expect(await translationsOfPost(lighthouse)).toEqual([{ id: fanus.id, language: 'fa', slug: fanus.slug }]);
  expect(await translationsOfPost(about)).toEqual([{ id: darbare.id, language: 'fa', slug: darbare.slug }]);
  expect(await translationsOfPost(log)).toEqual([]);
  // German is no language of the service: the post is imported in DEFAULT_LANGUAGE, outside the group.
  expect(leuchtturm.language).toBe('fa');
  expect(leuchtturm.translationGroup ?? null).toBeNull();
  expect(report.notes).toMatchObject({
    [LINKED]: 2,
    'posts in a language the service does not have (de): imported in DEFAULT_LANGUAGE (fa), not linked': 1,
  });
  expect(report.notes).not.toHaveProperty(noLanguageNote());
});

test('Polylang, imported again: the groups are found linked and nothing is written', async () => {
  // Prepare
  await importWordpress(ownExport('polylang.xml'));
  const site = 'two-shores.example';
  const before = await Promise.all([101, 102, 104, 105].map((id) => importedPost(site, id)));
  // Act
  const { report } = await importWordpress(ownExport('polylang.xml'));
  // Assess
  const after = await Promise.all([101, 102, 104, 105].map((id) => importedPost(site, id)));
  expect(after.map((post) => [post.version, post.translationGroup])).toEqual(before.map((post) => [post.version, post.translationGroup]));
  expect(failures(report)).toBe(0);
});

test('WPML: the Export and Import meta (and the older _icl_lang_code) give the language and the group', async () => {
  // Act
  const { report } = await importWordpress(ownExport('wpml.xml'));
  // Assess
  const site = 'salt-road.example';
  const [caravans, karvan, wells] = await Promise.all([7, 8, 9].map((id) => importedPost(site, id)));
  expect([caravans.language, karvan.language, wells.language]).toEqual(['en', 'fa', 'en']);
  expect(await translationsOfPost(caravans)).toEqual([{ id: karvan.id, language: 'fa', slug: karvan.slug }]);
  expect(await translationsOfPost(wells)).toEqual([]);
  expect(report.notes[LINKED]).toBe(1);
});

test('an export without language data: every post in DEFAULT_LANGUAGE, and the report says so', async () => {
  // Act
  const { report } = await importWordpress(ownExport('minimal.xml'));
  // Assess
  const post = await importedPost('site', 1);
  expect(post.language).toBe('fa');
  expect(report.notes[noLanguageNote()]).toBe(1);
  expect(noLanguageNote()).toBe('posts without language data (the export has no WPML or Polylang language): imported in DEFAULT_LANGUAGE (fa)');
});
