/**
 * Hostile inputs for the fuzz tests: wrong types, boundary numbers, huge and strange strings,
 * injection-shaped text, prototype keys, deep nesting, oversized arrays.
 */
import fc from 'fast-check';

export const INJECTIONS = [
  "' OR 1=1 --",
  '" OR ""="',
  '{"$gt": ""}',
  '{"$ne": null}',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '${7*7}',
  '{{7*7}}',
  '../../../../etc/passwd',
  'attribute_exists(pk) OR pk = :x',
  '#pk',
  '%00',
  'a\u0000b',
  '\\u0000',
  '\u202Egnp.exe',
  'مرحبا بالعالم',
  'سلام دنیا ۱۲۳',
  '🔥💩👍🏽👨‍👩‍👧‍👦',
  '\uD800',
  '\uFEFF',
  '   ',
  '',
  'null',
  'true',
  '-1',
  '0',
  '1e400',
  'NaN',
  '__proto__',
  'constructor',
  'prototype',
];

/** Text of any kind, from empty to large. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...INJECTIONS) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(1_000, 70_000, 300_000).map((length) => 'x'.repeat(length)) },
  { weight: 1, arbitrary: fc.constantFrom(256, 1_001, 5_001).map((length) => 'ی'.repeat(length)) },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 1.5, -2.5, 1e21, -1e21, 1e308, -1e308, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -(2 ** 31), 5e-324),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** `{"a":{"a":...}}` or `[[[...]]]` as JSON text, `depth` levels deep. */
export function deepJson(depth: number, kind: 'object' | 'array' = 'object'): string {
  return kind === 'object' ? '{"a":'.repeat(depth) + '1' + '}'.repeat(depth) : '['.repeat(depth) + ']'.repeat(depth);
}

export const prototypeObject = (): unknown => JSON.parse('{"__proto__": {"polluted": true, "isAdmin": true}, "constructor": {"prototype": {"polluted": true}}}');

/** Any JSON value, wrong for most fields. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}) },
  { weight: 1, arbitrary: fc.constant(null).map(prototypeObject) },
  { weight: 1, arbitrary: fc.constantFrom(40, 1000).map((depth) => JSON.parse(deepJson(depth)) as unknown) },
  { weight: 1, arbitrary: fc.constantFrom(0, 1, 5, 101, 10_000).map((length) => Array.from({ length }, (_, index) => index + 1)) },
  { weight: 1, arbitrary: fc.constant([1, 1, 1, 2, 2]) },
  { weight: 1, arbitrary: fc.constant({ $gt: '' }) },
  { weight: 1, arbitrary: fc.array(hostileNumber, { maxLength: 4 }) },
);

/** Raw request bodies that are not what any route expects. */
export const hostileRawBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    'null',
    '[]',
    '"text"',
    '42',
    '{',
    '{"a":',
    "{'single': 'quotes'}",
    '{"a":1,"a":{"b":2}}',
    '\u0000',
    '{"__proto__": {"polluted": true}}',
    '{"constructor": {"prototype": {"polluted": true}}}',
    deepJson(1000),
    deepJson(1000, 'array'),
    deepJson(33),
  ),
  fc.constantFrom(1_100_000).map((size) => JSON.stringify({ title: 'x'.repeat(size), content: 'y' })),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

/** Percent-encoding that survives lone surrogates (sent as the invalid UTF-8 they would be). */
export function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text].map((char) => (/[\uD800-\uDFFF]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join('');
  }
}

/** A path segment: ids of every wrong kind, text, and raw invalid percent-encoding. */
export const hostilePathSegment: fc.Arbitrary<{ raw: string }> = fc.oneof(
  fc.constantFrom('0', '-1', '1.5', '1e3', '9007199254740993', '99999999999999999999999', '0x10', ' 1', '1 ', 'abc', 'null', '%E0%A4%A', '%', '%zz', '%00', '..', '%2e%2e', '%2F').map((raw) => ({ raw })),
  fc.oneof(hostileString.filter((text) => text.length < 3_000), fc.integer().map(String)).map((text) => ({ raw: encode(text) || '%20' })),
);

/** A query value: raw (possibly invalid percent-encoding) or text to encode. */
export const hostileQueryValue: fc.Arbitrary<{ raw: string }> = fc.oneof(
  { weight: 5, arbitrary: hostileString.filter((text) => text.length < 5_000).map((text) => ({ raw: encode(text) })) },
  { weight: 1, arbitrary: fc.constantFrom('%E0%A4%A', '%', '%zz', '%FF%FE', '%00', '%2C%2C%2C', 'a%26b%3Dc').map((raw) => ({ raw })) },
  { weight: 1, arbitrary: fc.constantFrom(201, 2_001, 5_000).map((length) => ({ raw: 'q'.repeat(length) })) },
  { weight: 1, arbitrary: hostileNumber.map((n) => ({ raw: encodeURIComponent(String(n)) })) },
);

/** Header values a client could send (printable ASCII only: fetch refuses control characters). */
export const hostileHeaderValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', ' ', 'a'.repeat(129), 'a'.repeat(5000), "' OR 1=1", '../x', 'key with spaces', '{"$gt":""}'),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 40 }),
);
