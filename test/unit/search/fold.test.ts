import { foldText, isIndexableTerm } from '#domains/search/fold';

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

  test('a term is indexable when one of its folded words has three characters', () => {
    expect(isIndexableTerm('abc')).toBe(true);
    expect(isIndexableTerm('ab')).toBe(false);
    expect(isIndexableTerm('a\u200Cb')).toBe(false);
    expect(isIndexableTerm('سلا')).toBe(true);
    expect(isIndexableTerm('to be or')).toBe(false);
    expect(isIndexableTerm('به او')).toBe(false);
    expect(isIndexableTerm('of the')).toBe(true);
  });
});
