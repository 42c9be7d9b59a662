/**
 * Date objects of spec 2.7, rendered with Node's Intl (ICU has the Persian calendar), no library.
 * Every field is the wall clock of `timeZone` (default Asia/Tehran). Example: 2024-03-19T21:00:00Z.
 *
 * Top level (Gregorian; numeric strings in Latin digits):
 *   main      2024-03-20 00:30:00              default  2024/03/20 00:30
 *   short     2024/03/20                       long     چهارشنبه ۲۰ مارس ۲۰۲۴ (Gregorian, in Persian)
 *   en_long   Wednesday, March 20, 2024        month_name March
 *   diff_for_human  3 hours ago | in 2 days | now
 * jalali (Jalali; machine fields in Latin digits, wording in Persian digits):
 *   main      1403-01-01 00:30:00              short    1403/01/01
 *   long      چهارشنبه ۱ فروردین ۱۴۰۳           human    ۱ فروردین ۱۴۰۳ ساعت ۰۰:۳۰
 *   hour      00:30                            diff_for_human  ۳ ساعت پیش | ۲ روز دیگر | اکنون
 * human (Persian readings of the Jalali date, Persian digits):
 *   default ۱ فروردین ۱۴۰۳ · short ۱۴۰۳/۰۱/۰۱ · long چهارشنبه ۱ فروردین ۱۴۰۳ ساعت ۰۰:۳۰
 *   dayOfWeek چهارشنبه · month فروردین · year ۱۴۰۳ · dayMonth ۱ فروردین · diff ۳ ساعت پیش
 * human.gregorian (English readings of the Gregorian date):
 *   default March 20, 2024 · short 2024/03/20 · long Wednesday, March 20, 2024 00:30
 *   dayOfWeek Wednesday · month March · year 2024 · dayMonth March 20 · diff 3 hours ago
 * Differences are now minus the date, truncated toward zero (negative for a future date).
 */
import type { DateObject } from './client-schemas';
import { clock } from '#platform/clock';

export const DEFAULT_TIME_ZONE = 'Asia/Tehran';

export const JALALI_MONTHS = [
  'فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور',
  'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند',
] as const;
const GREGORIAN_MONTHS_FA = [
  'ژانویه', 'فوریه', 'مارس', 'آوریل', 'مه', 'ژوئن',
  'ژوئیه', 'اوت', 'سپتامبر', 'اکتبر', 'نوامبر', 'دسامبر',
] as const;
const GREGORIAN_MONTHS_EN = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;
/** Indexed by Date#getUTCDay (0 = Sunday). */
const WEEKDAYS_FA = ['یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه', 'شنبه'] as const;
const WEEKDAYS_EN = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export interface DateObjectOptions {
  now?: Date;
  timeZone?: string;
}

// Building a DateTimeFormat is far costlier than using one, and list pages render many dates.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(calendar: 'gregory' | 'persian', timeZone: string): Intl.DateTimeFormat {
  const key = `${calendar}|${timeZone}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(`en-US-u-ca-${calendar}-nu-latn`, {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(key, f);
  }
  return f;
}

function wallClock(date: Date, calendar: 'gregory' | 'persian', timeZone: string): WallClock {
  const out: Record<string, number> = {};
  for (const part of formatter(calendar, timeZone).formatToParts(date)) {
    if (part.type !== 'literal' && part.type !== 'era') out[part.type] = Number(part.value);
  }
  return {
    year: out.year,
    month: out.month,
    day: out.day,
    hour: out.hour % 24,
    minute: out.minute,
    second: out.second,
  };
}

function toDate(input: string | Date): Date {
  const date = input instanceof Date ? new Date(input.getTime()) : new Date(input);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(input)}`);
  return date;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
export const toPersianDigits = (s: string | number) =>
  String(s).replace(/[0-9]/g, (d) => PERSIAN_DIGITS[Number(d)]);

const ymd = (w: WallClock, sep: string) => `${w.year}${sep}${pad2(w.month)}${sep}${pad2(w.day)}`;
const hm = (w: WallClock) => `${pad2(w.hour)}:${pad2(w.minute)}`;
const ymdhms = (w: WallClock) => `${ymd(w, '-')} ${hm(w)}:${pad2(w.second)}`;

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86400],
  ['month', 30 * 86400],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

const relativeFormatters = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormatter(locale: 'en' | 'fa', numeric: 'auto' | 'always'): Intl.RelativeTimeFormat {
  const key = `${locale}|${numeric}`;
  let f = relativeFormatters.get(key);
  if (!f) relativeFormatters.set(key, (f = new Intl.RelativeTimeFormat(locale, { numeric })));
  return f;
}

// A page asks for the same few phrases ("2 years ago") again and again: each is formatted once.
const phrases = new Map<string, string>();

/** "3 hours ago" / "in 2 days" / "now" (or the Persian equivalents) for `elapsedMs` = now - date. */
function relative(elapsedMs: number, locale: 'en' | 'fa'): string {
  const seconds = Math.abs(elapsedMs) / 1000;
  const [unit, size] = seconds < 10 ? (['second', 1] as const) : UNITS.find(([, s]) => seconds >= s)!;
  const value = seconds < 10 ? 0 : Math.floor(seconds / size) * (elapsedMs >= 0 ? -1 : 1);
  const key = `${locale}|${unit}|${value}`;
  let phrase = phrases.get(key);
  if (phrase === undefined) {
    phrase = value === 0 ? relativeFormatter(locale, 'auto').format(0, 'second') : relativeFormatter(locale, 'always').format(value, unit);
    if (phrases.size >= 2000) phrases.clear();
    phrases.set(key, phrase);
  }
  return phrase;
}

/** Jalali calendar date of the instant in the time zone. */
export function toJalali(date: string | Date, timeZone = DEFAULT_TIME_ZONE): { year: number; month: number; day: number } {
  const { year, month, day } = wallClock(toDate(date), 'persian', timeZone);
  return { year, month, day };
}

/** Admin timestamp `2024-01-15T10:30:00.000000Z`: UTC, microseconds kept when the input has them. */
export { adminTimestamp } from '#platform/time';

/**
 * Everything of a date object that does not depend on "now", per instant and time zone. Lists render
 * the same posts' dates again and again, and the calendar fields cost several Intl calls each; the
 * diffs are filled in per call. Bounded: cleared when full.
 */
const templates = new Map<string, DateObject>();
const MAX_TEMPLATES = 5000;

function template(date: Date, timeZone: string): DateObject {
  const key = `${timeZone}|${date.getTime()}`;
  const cached = templates.get(key);
  if (cached) return cached;
  const g = wallClock(date, 'gregory', timeZone);
  const j = wallClock(date, 'persian', timeZone);
  const weekday = new Date(Date.UTC(g.year, g.month - 1, g.day)).getUTCDay();

  const monthEn = GREGORIAN_MONTHS_EN[g.month - 1];
  const weekdayEn = WEEKDAYS_EN[weekday];
  const weekdayFa = WEEKDAYS_FA[weekday];
  const jMonth = JALALI_MONTHS[j.month - 1];
  const jDayMonth = toPersianDigits(`${j.day} ${jMonth}`);
  const jDate = toPersianDigits(`${j.day} ${jMonth} ${j.year}`);
  const jTime = toPersianDigits(hm(j));

  const built: DateObject = {
    main: ymdhms(g),
    default: `${ymd(g, '/')} ${hm(g)}`,
    short: ymd(g, '/'),
    long: toPersianDigits(`${weekdayFa} ${g.day} ${GREGORIAN_MONTHS_FA[g.month - 1]} ${g.year}`),
    en_long: `${weekdayEn}, ${monthEn} ${g.day}, ${g.year}`,
    year: g.year,
    month: g.month,
    month_name: monthEn,
    day: g.day,
    timestamp: Math.floor(date.getTime() / 1000),
    diff_in_min: 0,
    diff_in_hour: 0,
    diff_in_day: 0,
    diff_for_human: '',
    timezone: timeZone,
    jalali: {
      main: ymdhms(j),
      short: ymd(j, '/'),
      long: `${weekdayFa} ${jDate}`,
      year: j.year,
      month: j.month,
      month_name: jMonth,
      day: j.day,
      diff_in_min: 0,
      diff_in_hour: 0,
      diff_in_day: 0,
      diff_for_human: '',
      human: `${jDate} ساعت ${jTime}`,
      hour: hm(j),
      timezone: timeZone,
    },
    human: {
      default: jDate,
      short: toPersianDigits(ymd(j, '/')),
      long: `${weekdayFa} ${jDate} ساعت ${jTime}`,
      dayOfWeek: weekdayFa,
      month: jMonth,
      year: toPersianDigits(j.year),
      dayMonth: jDayMonth,
      diff: '',
      gregorian: {
        default: `${monthEn} ${g.day}, ${g.year}`,
        short: ymd(g, '/'),
        long: `${weekdayEn}, ${monthEn} ${g.day}, ${g.year} ${hm(g)}`,
        dayOfWeek: weekdayEn,
        month: monthEn,
        year: String(g.year),
        dayMonth: `${monthEn} ${g.day}`,
        diff: '',
      },
    },
  };
  if (templates.size >= MAX_TEMPLATES) templates.clear();
  templates.set(key, built);
  return built;
}

export function dateObject(input: string | Date, opts: DateObjectOptions = {}): DateObject {
  const timeZone = opts.timeZone ?? DEFAULT_TIME_ZONE;
  const date = toDate(input);
  const now = opts.now ?? clock.now();
  const fixed = template(date, timeZone);

  const elapsed = now.getTime() - date.getTime();
  // `|| 0` turns -0 into 0 so a just-created date reads 0, not -0.
  const diffInMin = Math.trunc(elapsed / 60_000) || 0;
  const diffInHour = Math.trunc(elapsed / 3_600_000) || 0;
  const diffInDay = Math.trunc(elapsed / 86_400_000) || 0;
  const diffEn = relative(elapsed, 'en');
  const diffFa = relative(elapsed, 'fa');

  // Spreads keep the template's key order; every nested object is a new one.
  return {
    ...fixed,
    diff_in_min: diffInMin,
    diff_in_hour: diffInHour,
    diff_in_day: diffInDay,
    diff_for_human: diffEn,
    jalali: { ...fixed.jalali, diff_in_min: diffInMin, diff_in_hour: diffInHour, diff_in_day: diffInDay, diff_for_human: diffFa },
    human: { ...fixed.human, diff: diffFa, gregorian: { ...fixed.human.gregorian, diff: diffEn } },
  };
}
