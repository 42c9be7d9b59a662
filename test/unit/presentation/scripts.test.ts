import { mixedScriptWord, persianLetters, splitScripts } from '#domains/presentation/scripts';
import { slugify } from '#domains/presentation/content';

describe('one script per slug word', () => {
  test.each([
    ['sc\u0430ling-to-zero', 'sc\u0430ling', ['Latin', 'Cyrillic']],
    ['\u03b1lpha', '\u03b1lpha', ['Greek', 'Latin']],
    ['سلامhello', 'سلامhello', ['Arabic', 'Latin']],
  ])('%s mixes scripts in a word', (slug, word, scripts) => {
    // Act
    const found = mixedScriptWord(slug);
    // Assess
    expect(found).toEqual({ word, scripts });
  });

  test.each(['hello-world', 'سلام-دنیا', 'نسخه۲', 'v2', '東京タワー', 'iphone専用', '서울-서울大', 'api-ها', 'café'])('%s keeps to one script in each word', (slug) => {
    // Act / Assess
    expect(mixedScriptWord(slug)).toBeUndefined();
  });

  test('a default slug is cut where a word goes on in another script, never elsewhere', () => {
    // Act / Assess
    expect(splitScripts('sc\u0430ling-to-zero')).toBe('sc-\u0430-ling-to-zero');
    expect(splitScripts('apiها')).toBe('api-ها');
    expect(splitScripts('東京タワー')).toBe('東京タワー');
    expect(slugify('Sc\u0430ling TO zero')).toBe('sc-\u0430-ling-to-zero');
    expect(mixedScriptWord(slugify('Sc\u0430ling TO zero'))).toBeUndefined();
  });

  test('Arabic yeh and kaf are written as the Persian letters, in slugs made of titles too', () => {
    // Act / Assess
    expect(persianLetters('علي كريم')).toBe('علی کریم');
    expect(slugify('علي كريم')).toBe(slugify('علی کریم'));
    expect(slugify('علي كريم')).toBe('علی-کریم');
  });
});
