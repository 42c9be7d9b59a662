import { foldText, isIndexableTerm, trigrams } from '#domains/search/fold';

describe('search folding', () => {
  test('case folds Latin text and collapses white space', () => {
    expect(foldText('  Serverless\tCMS  on   AWS ')).toBe('serverless cms on aws');
  });

  test('unifies Arabic and Persian letter forms (yeh, kaf, teh marbuta, alef with hamza or madda)', () => {
    expect(foldText('علي')).toBe(foldText('علی'));
    expect(foldText('كتاب')).toBe('کتاب');
    expect(foldText('مدرسة')).toBe('مدرسه');
    expect(foldText('أحمد إبراهيم آزاد')).toBe('احمد ابراهیم ازاد');
  });

  test('removes ZWNJ, tatweel and harakat', () => {
    expect(foldText('می\u200Cخواهم')).toBe('میخواهم');
    expect(foldText('کـــتاب')).toBe('کتاب');
    expect(foldText('كَتَبَ')).toBe('کتب');
  });

  test('NFKC: presentation forms and full-width letters become plain letters', () => {
    expect(foldText('\uFEFB')).toBe('\u0644\u0627'); // the lam-alef ligature
    expect(foldText('ＣＭＳ')).toBe('cms');
  });

  test('trigrams are distinct, over code points, spaces included', () => {
    expect(trigrams('abcab')).toEqual(['abc', 'bca', 'cab']);
    expect(trigrams('ab')).toEqual([]);
    expect(trigrams('سلام دنیا')).toEqual(['سلا', 'لام', 'ام ', 'م د', ' دن', 'دنی', 'نیا']);
  });

  test('a term is indexable from three folded characters', () => {
    expect(isIndexableTerm('abc')).toBe(true);
    expect(isIndexableTerm('ab')).toBe(false);
    expect(isIndexableTerm('a\u200Cb')).toBe(false);
    expect(isIndexableTerm('سلا')).toBe(true);
  });

  test('every trigram of a substring is a trigram of the text (the index finds every match)', () => {
    const text = foldText('Serverless کتاب‌های خوب');
    for (let start = 0; start < text.length - 3; start++) {
      for (let end = start + 3; end <= text.length; end++) {
        const grams = new Set(trigrams(text));
        for (const gram of trigrams(text.slice(start, end))) expect(grams.has(gram)).toBe(true);
      }
    }
  });
});
