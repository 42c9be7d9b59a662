import { adminTimestamp, dateObject, toJalali } from '#domains/presentation/dates';
import { DateObjectSchema } from '#domains/presentation/client-schemas';

const DAY_MS = 86_400_000;

describe('toJalali', () => {
  it.each([
    ['2024-03-20T12:00:00Z', { year: 1403, month: 1, day: 1 }],
    ['2025-03-21T12:00:00Z', { year: 1404, month: 1, day: 1 }],
    ['2024-03-19T12:00:00Z', { year: 1402, month: 12, day: 29 }],
    ['2025-03-20T12:00:00Z', { year: 1403, month: 12, day: 30 }],
  ])('converts %s in Tehran to the known Jalali date', (iso, expected) => {
    // Act
    const jalali = toJalali(iso, 'Asia/Tehran');

    // Assess
    expect(jalali).toEqual(expected);
  });

  it('uses the wall clock of the time zone, not UTC', () => {
    // Prepare: 21:00 UTC on 19 March is 00:30 on 20 March in Tehran
    const instant = '2024-03-19T21:00:00Z';

    // Act
    const inTehran = toJalali(instant, 'Asia/Tehran');
    const inUtc = toJalali(instant, 'UTC');

    // Assess
    expect(inTehran).toEqual({ year: 1403, month: 1, day: 1 });
    expect(inUtc).toEqual({ year: 1402, month: 12, day: 29 });
  });

  it('gives months 1-6 31 days, 7-11 30 days and Esfand 30 days in the leap year 1403', () => {
    // Prepare
    const firstDay = Date.parse('2024-03-20T12:00:00Z');
    const daysPerMonth = new Map<number, number>();

    // Act
    for (let t = firstDay; ; t += DAY_MS) {
      const { year, month } = toJalali(new Date(t), 'Asia/Tehran');
      if (year !== 1403) break;
      daysPerMonth.set(month, (daysPerMonth.get(month) ?? 0) + 1);
    }

    // Assess
    expect([...daysPerMonth.values()]).toEqual([31, 31, 31, 31, 31, 31, 30, 30, 30, 30, 30, 30]);
  });

  it('gives Esfand 29 days in the common year 1402', () => {
    // Prepare: 1 Esfand 1402 is 2024-02-20
    const first = toJalali('2024-02-20T12:00:00Z');

    // Act
    const last = toJalali('2024-03-19T12:00:00Z');
    const next = toJalali('2024-03-20T12:00:00Z');

    // Assess
    expect(first).toEqual({ year: 1402, month: 12, day: 1 });
    expect(last).toEqual({ year: 1402, month: 12, day: 29 });
    expect(next).toEqual({ year: 1403, month: 1, day: 1 });
  });
});

describe('dateObject', () => {
  const now = new Date('2024-03-20T00:00:00Z');

  it('renders the Gregorian and Jalali readings in Tehran by default', () => {
    // Act
    const date = dateObject('2024-03-19T21:00:00Z', { now });

    // Assess
    expect(date).toMatchObject({
      main: '2024-03-20 00:30:00',
      short: '2024/03/20',
      en_long: 'Wednesday, March 20, 2024',
      year: 2024,
      month: 3,
      month_name: 'March',
      day: 20,
      timestamp: 1710882000,
      timezone: 'Asia/Tehran',
    });
    expect(date.jalali).toMatchObject({
      main: '1403-01-01 00:30:00',
      year: 1403,
      month: 1,
      month_name: 'فروردین',
      day: 1,
      hour: '00:30',
    });
    expect(date.human).toMatchObject({ dayOfWeek: 'چهارشنبه', month: 'فروردین', year: '۱۴۰۳', dayMonth: '۱ فروردین' });
    expect(date.human.gregorian.dayOfWeek).toBe('Wednesday');
  });

  it('reports elapsed time as integers with English and Persian wording', () => {
    // Act
    const date = dateObject('2024-03-19T21:00:00Z', { now });

    // Assess
    expect([date.diff_in_min, date.diff_in_hour, date.diff_in_day]).toEqual([180, 3, 0]);
    expect(date.diff_for_human).toBe('3 hours ago');
    expect(date.jalali.diff_for_human).toBe('۳ ساعت پیش');
    expect(date.human.diff).toBe('۳ ساعت پیش');
  });

  it('reports a future date with negative differences and "in ..." wording', () => {
    // Act
    const date = dateObject(new Date(now.getTime() + 2 * DAY_MS), { now });

    // Assess
    expect(date.diff_in_day).toBe(-2);
    expect(date.diff_for_human).toBe('in 2 days');
  });

  it('honours another time zone', () => {
    // Act
    const date = dateObject('2024-03-19T21:00:00Z', { now, timeZone: 'UTC' });

    // Assess
    expect(date.main).toBe('2024-03-19 21:00:00');
    expect(date.jalali.main).toBe('1402-12-29 21:00:00');
    expect(date.timezone).toBe('UTC');
  });

  it('rejects an unreadable date', () => {
    // Act
    const act = () => dateObject('not a date');

    // Assess
    expect(act).toThrow(RangeError);
  });

  it('produces an object that parses with DateObjectSchema', () => {
    // Act
    const date = dateObject('2025-03-20T08:15:30Z', { now });

    // Assess
    expect(() => DateObjectSchema.parse(date)).not.toThrow();
  });
});

describe('adminTimestamp', () => {
  it('renders UTC with microseconds', () => {
    // Act
    const stamp = adminTimestamp('2024-01-15T14:00:00.123+03:30');

    // Assess
    expect(stamp).toBe('2024-01-15T10:30:00.123000Z');
  });

  it('keeps microseconds that are already there', () => {
    // Act
    const stamp = adminTimestamp('2024-01-15T10:30:00.123456Z');

    // Assess
    expect(stamp).toBe('2024-01-15T10:30:00.123456Z');
  });
});
