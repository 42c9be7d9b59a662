import { dateObject } from '#domains/presentation/dates';

describe('date objects rendered again (calendar fields kept per instant and zone)', () => {
  test('a second rendering at a later now has that now\'s diffs and the same calendar fields', () => {
    // Prepare
    const instant = '2024-03-19T21:00:00Z';
    const first = dateObject(instant, { now: new Date('2024-03-19T22:00:00Z') });
    // Act
    const later = dateObject(instant, { now: new Date('2024-03-22T21:00:00Z') });
    // Assess
    expect(first.diff_in_hour).toBe(1);
    expect(later.diff_in_day).toBe(3);
    expect(later.jalali.diff_in_day).toBe(3);
    expect(later.diff_for_human).toBe('3 days ago');
    expect(later.human.gregorian.diff).toBe('3 days ago');
    expect(first.diff_for_human).toBe('1 hour ago');
    expect({ ...later, diff_in_min: 0, diff_in_hour: 0, diff_in_day: 0, diff_for_human: '', jalali: { ...later.jalali, diff_in_min: 0, diff_in_hour: 0, diff_in_day: 0, diff_for_human: '' }, human: { ...later.human, diff: '', gregorian: { ...later.human.gregorian, diff: '' } } })
      .toEqual({ ...first, diff_in_min: 0, diff_in_hour: 0, diff_in_day: 0, diff_for_human: '', jalali: { ...first.jalali, diff_in_min: 0, diff_in_hour: 0, diff_in_day: 0, diff_for_human: '' }, human: { ...first.human, diff: '', gregorian: { ...first.human.gregorian, diff: '' } } });
  });

  test('the same instant in another zone has that zone\'s wall clock', () => {
    // Act
    const tehran = dateObject('2024-03-19T21:00:00Z', { timeZone: 'Asia/Tehran', now: new Date('2024-03-20T00:00:00Z') });
    const utc = dateObject('2024-03-19T21:00:00Z', { timeZone: 'UTC', now: new Date('2024-03-20T00:00:00Z') });
    // Assess
    expect(tehran.main).toBe('2024-03-20 00:30:00');
    expect(utc.main).toBe('2024-03-19 21:00:00');
    expect(utc.timezone).toBe('UTC');
  });

  test('renderings do not share nested objects (a caller changing one changes no other)', () => {
    // Prepare
    const now = new Date('2024-03-20T00:00:00Z');
    const a = dateObject('2024-01-01T00:00:00Z', { now });
    // Act
    a.jalali.main = 'changed';
    a.human.gregorian.default = 'changed';
    const b = dateObject('2024-01-01T00:00:00Z', { now });
    // Assess
    expect(b.jalali.main).not.toBe('changed');
    expect(b.human.gregorian.default).not.toBe('changed');
  });
});
