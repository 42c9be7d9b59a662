/**
 * The create and update functions check their bodies without zod (post-body-checks.ts); the zod
 * schemas (post-schemas.ts) are what the OpenAPI document shows, the import and the other tests parse
 * with. The two must answer alike: the same success and output (key order too), and on failure the
 * same issues (code, path, message) and so the same field messages. Run over every field with values
 * of every kind, at and past each limit, and over random mixes of them (seeded).
 */
import * as z from 'zod/mini';
import { postCreateBodyCheck, postUpdateBodyCheck, ISO_DATE_TIME_WITH_ZONE } from '#domains/posts/model/post-body-checks';
import { PostCreateBody, PostUpdateBody } from '#domains/posts/model/post-schemas';
import {
  CONTENT_MAX_BYTES,
  EXCERPT_MAX_CHARS,
  MAX_TAGS,
  POST_TYPES,
  SEO_DESCRIPTION_MAX_CHARS,
  SEO_TITLE_MAX_CHARS,
  SETTABLE_STATUSES,
  SLUG_MAX_CHARS,
  TITLE_MAX_CHARS,
  URL_MAX_CHARS,
} from '#domains/posts/model/post';
import { CONTENT_FORMATS } from '#domains/content/content-format';
import { LANGUAGES } from '#platform/site/site-settings';
import { fieldMessages } from '#platform/http/validation';
import type { InputParser } from '#platform/http/input-checks';

const long = (unit: string, count: number) => unit.repeat(count);

/** Values of every JSON kind: each field meets each. */
const ANY_KIND: unknown[] = [null, true, false, 0, 1, -1, 1.5, 2 ** 53, 2 ** 60, -(2 ** 60), '', ' ', 'x', '1', 'https://example.com/a.png', [], [1, 2], ['a'], {}, { a: 1 }];

const text = (max: number) => ['A title', long('t', max), long('t', max + 1), long('😀', max), long('😀', max + 1), `  ${long('t', max)}  `, long(' ', max + 1), 'ﻙ'];
const urls = [
  'https://example.com/a.png',
  'HTTP://EXAMPLE.COM/x',
  ' https://example.com/a b ',
  'https://example.com/\n x',
  'http://',
  'https://',
  'http://x',
  'https://exa mple.com',
  'javascript:alert(1)',
  'mailto:a@example.com',
  'ftp://example.com/x',
  'example.com',
  `https://example.com/${long('a', URL_MAX_CHARS)}`,
  `https://example.com/${long('a', URL_MAX_CHARS - 20)}`,
];
const ids = [1, 7, 0, -3, 1.5, '4', 2 ** 53 - 1, 2 ** 53, 2 ** 60, null];

/** Values each field meets beyond ANY_KIND: its own limits and forms. */
const OWN: Record<string, unknown[]> = {
  title: text(TITLE_MAX_CHARS),
  excerpt: text(EXCERPT_MAX_CHARS),
  slug: ['hello-world', 'Hello', 'a--b', '-a', 'سلام-دنیا', 'يك-كتاب', 'abcسلام', 'abc-سلام', long('s', SLUG_MAX_CHARS), long('s', SLUG_MAX_CHARS + 1), 'a b', '٣٤'],
  content: ['<p>Words.</p>', '   ', '\n', long('é', CONTENT_MAX_BYTES / 2), long('é', CONTENT_MAX_BYTES / 2 + 1), ` ${long(' ', CONTENT_MAX_BYTES)}`],
  status: [...SETTABLE_STATUSES, 'trash', 'Published', 'bogus'],
  type: [...POST_TYPES, 'Post', 'bogus'],
  tag_ids: [[], [1, 2, 3], [1, 1], [0], [-1], [1.5], ['1'], [2 ** 60], [null], [1, 'x', 1], Array.from({ length: MAX_TAGS }, (_, i) => i + 1), Array.from({ length: MAX_TAGS + 1 }, (_, i) => i + 1), Array.from({ length: MAX_TAGS + 1 }, () => 2), Array.from({ length: MAX_TAGS + 2 }, () => 'x')],
  category_id: ids,
  author_id: ids,
  translation_of: ids,
  published_at: [
    '2026-01-01T00:00:00Z',
    '2026-01-01T00:00:00+02:00',
    '2026-01-01T00:00:00.123456Z',
    '2024-02-29T10:00:00Z',
    '2023-02-29T10:00:00Z',
    '2026-02-30T00:00:00Z',
    '2026-01-01',
    '2026-01-01T00:00:00',
    '2026-01-01T24:00:00Z',
    '2026-01-01t00:00:00z',
  ],
  seo: [
    { meta_title: 'x', meta_description: 'y', og_image: 'https://example.com/og.png' },
    { meta_title: null },
    { meta_title: 1 },
    { meta_title: long('m', SEO_TITLE_MAX_CHARS + 1), meta_description: long('d', SEO_DESCRIPTION_MAX_CHARS + 1) },
    { og_image: 'ftp://example.com/x' },
    { og_image: ' https://example.com/a\t ' },
    { og_image: null, bogus: 1, other: 2 },
    { __proto__: null, meta_title: 'x' },
  ],
  featured_image: urls,
  is_featured: [true, false, 'true', 1],
  content_format: [...CONTENT_FORMATS, 'MARKDOWN', 'bbcode'],
  language: [...LANGUAGES, 'xx', 'EN'],
  version: [1, 2, 0, -1, 1.5, '2', 2 ** 60],
};

type Pair = { name: string; zod: z.ZodMiniObject; check: InputParser; base: Record<string, unknown> };
const PAIRS: Pair[] = [
  { name: 'create', zod: PostCreateBody as unknown as z.ZodMiniObject, check: postCreateBodyCheck, base: { title: 'A title', content: '<p>Words.</p>' } },
  { name: 'update', zod: PostUpdateBody as unknown as z.ZodMiniObject, check: postUpdateBodyCheck, base: {} },
];

/** What each answers, in a form that compares key order too. */
function answers(pair: Pair, body: unknown) {
  const fromZod = pair.zod.safeParse(body);
  const fromCheck = pair.check.safeParse(body);
  const form = (result: typeof fromCheck) =>
    result.success
      ? JSON.stringify({ data: result.data })
      : JSON.stringify({
          issues: result.error.issues.map((issue) => ({ code: issue.code, path: issue.path, message: issue.message, keys: issue.keys })),
          fields: fieldMessages(result.error, 'body'),
        });
  return { zod: form(fromZod as typeof fromCheck), check: form(fromCheck) };
}

/** A small seeded generator: the same mixes on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe.each(PAIRS)('the $name body checked without zod', (pair) => {
  const fields = Object.keys(pair.zod._zod.def.shape);
  const candidates = (field: string) => [...ANY_KIND, ...(OWN[field] ?? [])];

  test('the values here are of fields the body has', () => {
    // Assess
    expect(Object.keys(OWN).filter((field) => !fields.includes(field))).toEqual([]);
  });

  test('every field but the read-only ones has values of its own form here', () => {
    // Assess: a field added to the body gets its own values too, or this fails
    expect(fields.filter((field) => OWN[field] === undefined && !isReadOnly(pair, field))).toEqual([]);
  });

  test('answers as the zod schema for each value of each field', () => {
    // Prepare
    const bodies = fields.flatMap((field) => candidates(field).map((value) => ({ ...pair.base, [field]: value })));
    // Act
    const differing = bodies.map((body) => ({ body, ...answers(pair, body) })).filter((answer) => answer.zod !== answer.check);
    // Assess
    expect(differing.slice(0, 3)).toEqual([]);
    expect(bodies.length).toBeGreaterThan(fields.length * ANY_KIND.length);
  });

  test('answers as the zod schema for bodies that are not objects, miss fields or carry unknown ones', () => {
    // Prepare
    const bodies: unknown[] = [
      undefined,
      null,
      [],
      'body',
      7,
      {},
      { ...pair.base, bogus: 1 },
      { ...pair.base, bogus: 1, other: null },
      JSON.parse('{"__proto__": {"x": 1}, "title": "A title"}'),
      Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`unknown_${i}`, i])),
      Object.fromEntries(fields.map((field) => [field, 'x'])),
      Object.fromEntries(fields.map((field) => [field, null])),
    ];
    // Act
    const differing = bodies.map((body) => ({ body, ...answers(pair, body) })).filter((answer) => answer.zod !== answer.check);
    // Assess
    expect(differing).toEqual([]);
  });

  test('answers as the zod schema for random mixes of fields and values', () => {
    // Prepare
    const next = random(pair.name === 'create' ? 11 : 29);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
    // Mostly values a field accepts alone, so that mixes both pass and fail.
    const accepted = new Map(fields.map((field) => [field, candidates(field).filter((value) => pair.zod.safeParse({ ...pair.base, [field]: value }).success)]));
    const bodies = Array.from({ length: 1500 }, () => {
      const body: Record<string, unknown> = next() < 0.7 ? { ...pair.base } : {};
      const count = 1 + Math.floor(next() * 6);
      for (let i = 0; i < count; i++) {
        const field = pick(fields);
        const good = accepted.get(field)!;
        body[field] = next() < 0.8 && good.length > 0 ? pick(good) : pick(candidates(field));
      }
      if (next() < 0.1) body[`extra_${Math.floor(next() * 3)}`] = 1;
      return body;
    });
    // Act
    const differing = bodies.map((body) => ({ body, ...answers(pair, body) })).filter((answer) => answer.zod !== answer.check);
    const failures = bodies.filter((body) => !pair.check.safeParse(body).success).length;
    // Assess: both outcomes are well represented
    expect(differing.slice(0, 3)).toEqual([]);
    expect(failures).toBeGreaterThan(300);
    expect(bodies.length - failures).toBeGreaterThan(100);
  });
});

function isReadOnly(pair: Pair, field: string): boolean {
  return !pair.zod.safeParse({ ...pair.base, [field]: null }).success && !pair.zod.safeParse({ ...pair.base, [field]: 'x' }).success && !pair.zod.safeParse({ ...pair.base, [field]: 1 }).success && !pair.zod.safeParse({ ...pair.base, [field]: true }).success;
}

test("the date-time pattern is zod's own", () => {
  // Assess
  expect(ISO_DATE_TIME_WITH_ZONE.source).toBe(z.iso.datetime({ offset: true })._zod.def.pattern!.source);
});
