/**
 * Input checks built without zod, for the inputs whose zod schemas cost a cold start most: zod in a
 * function costs about 9 ms of CPU at each cold start however few schemas it builds (its code compiled,
 * its functions compiled again on their first call), and the post create and update bodies (21 fields,
 * 100 schemas and checks) 12 ms (docs/performance.md). These builders take a few objects each.
 *
 * Each builder answers as the zod/mini schema or check of the same name (zod 4.6): the same issues in
 * the same order, with the same paths, the same `continue` (whether later checks still run) and the
 * same output, so that `fieldMessages` (validation.ts) words the same answer. The zod schema stays the
 * documentation: whoever builds a parser names its zod twin in a `DOCS:` statement (`documentedAs`),
 * which Lambda bundles drop with the twin (infra/stack/bundling.ts), and the OpenAPI document is
 * made from the twin. Tests run each parser and its twin over the same inputs
 * (test/unit/http/input-checks.test.ts, test/unit/posts/post-body-checks.test.ts). Only what the
 * parsers built here use is written.
 */
import type * as z from 'zod/mini';

/** What an issue's message is worded from: its full path, once the whole input is checked (`byField`), and the value. */
export interface IssueContext {
  path: PropertyKey[];
  input?: unknown;
}

export type Message = string | ((issue: IssueContext) => string);

interface RawIssue {
  code: string;
  path: PropertyKey[];
  input: unknown;
  message?: Message;
  /** zod's English wording (its locale), for an issue that neither its check nor its kind words. */
  fallback?: string;
  /** zod's rule: an issue whose `continue` is not `true` stops the checks after it (a `false` even those with a `when`). */
  continue?: boolean;
  keys?: string[];
}

interface Payload {
  value: unknown;
  issues: RawIssue[];
  aborted?: boolean;
}

/** A checked value: `run` adds its issues, paths relative to it, and leaves the output in `value`. */
export interface Check<Output = unknown> {
  run(payload: Payload): Payload;
  /** `optional`: an absent key is no issue (zod's `optin` / `optout`). */
  readonly optin?: 'optional';
  readonly optout?: 'optional';
  /** Type only: what a successful check outputs. */
  readonly __output?: Output;
}

export type Output<C> = C extends Check<infer O> ? O : never;

/** A check on a value the kind accepted (zod's `.check(...)` members). */
export interface Refinement {
  /** Runs even after an issue that lets checks go on, unless one said to stop (`continue: false`). */
  when?: (payload: Payload) => boolean;
  check(payload: Payload): void;
  /** A length check (zod's `*_length`), with its maximum if it has one: an array checks the leading ones before its items. */
  length?: { maximum?: number };
}

export interface ParsedIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  keys?: string[];
}

export type ParseResult<T> = { success: true; data: T } | { success: false; error: { issues: ParsedIssue[] } };

const aborted = (payload: Payload, from = 0): boolean =>
  payload.aborted === true || payload.issues.slice(from).some((issue) => issue.continue !== true);
const explicitlyAborted = (payload: Payload): boolean => payload.aborted === true || payload.issues.some((issue) => issue.continue === false);

/**
 * A kind: its own parse, then its refinements in order, as zod runs a schema's checks. An issue's
 * message is its check's, else its kind's `error` (zod's owning-schema fallback), else zod's English
 * (`fallback`).
 */
function kind<O>(parse: (payload: Payload) => Payload, error: Message | undefined, refinements: readonly Refinement[]): Check<O> {
  if (refinements.length === 0) return { run: parse };
  return {
    run(payload) {
      const parsed = parse(payload);
      let stopped = aborted(parsed);
      for (const refinement of refinements) {
        if (refinement.when) {
          if (explicitlyAborted(parsed) || !refinement.when(parsed)) continue;
        } else if (stopped) continue;
        const before = parsed.issues.length;
        refinement.check(parsed);
        if (parsed.issues.length === before) continue;
        for (let index = before; index < parsed.issues.length; index++) parsed.issues[index].message ??= error;
        if (!stopped) stopped = aborted(parsed, before);
      }
      return parsed;
    },
  };
}

const typeIssue = (payload: Payload, error: Message): Payload => {
  payload.issues.push({ code: 'invalid_type', path: [], input: payload.value, message: error });
  return payload;
};

/** A string; with no `error`, zod's English wording of each issue. */
export function string(error?: Message, ...refinements: Refinement[]): Check<string> {
  return kind((payload) => (typeof payload.value === 'string' ? payload : typeIssue(payload, error ?? expected('string'))), error, refinements);
}

export function boolean(error: Message): Check<boolean> {
  return kind((payload) => (typeof payload.value === 'boolean' ? payload : typeIssue(payload, error)), error, []);
}

/** Refuses every value it is given (a read-only field, inside `optional`). */
export function never(error: Message): Check<never> {
  return kind((payload) => typeIssue(payload, error), error, []);
}

/** zod's `z.int`: a finite number, then (its own first check) an integer, then a safe one. */
export function int(error: Message, ...refinements: Refinement[]): Check<number> {
  const integer: Refinement = {
    check(payload) {
      const input = payload.value as number;
      if (!Number.isInteger(input)) payload.issues.push({ code: 'invalid_type', path: [], input, message: error, continue: false });
      else if (!Number.isSafeInteger(input)) payload.issues.push({ code: input > 0 ? 'too_big' : 'too_small', path: [], input, message: error, continue: true });
    },
  };
  const parse = (payload: Payload) => {
    const input = payload.value;
    return typeof input === 'number' && Number.isFinite(input) ? payload : typeIssue(payload, error);
  };
  return kind(parse, error, [integer, ...refinements]);
}

export function enumOf<const T extends readonly string[]>(values: T, error?: Message): Check<T[number]> {
  const allowed = new Set<unknown>(values);
  const fallback = values.length === 1 ? `Invalid input: expected "${values[0]}"` : `Invalid option: expected one of ${values.map((value) => `"${value}"`).join('|')}`;
  return kind(
    (payload) => {
      if (!allowed.has(payload.value)) payload.issues.push({ code: 'invalid_value', path: [], input: payload.value, message: error, fallback });
      return payload;
    },
    error,
    [],
  );
}

const prefixed = (key: PropertyKey, issues: RawIssue[]): RawIssue[] => issues.map((issue) => ({ ...issue, path: [key, ...issue.path] }));

/** The leading length checks with a maximum: zod checks them before an array's items, and stops at the first that fails. */
function sizeCaps(refinements: readonly Refinement[]): { maximum: number; refinement: Refinement }[] {
  const caps: { maximum: number; refinement: Refinement }[] = [];
  for (const refinement of refinements) {
    if (!refinement.length) break;
    if (refinement.length.maximum !== undefined) caps.push({ maximum: refinement.length.maximum, refinement });
  }
  return caps;
}

export function array<O>(element: Check<O>, error?: Message, ...refinements: Refinement[]): Check<O[]> {
  const caps = sizeCaps(refinements);
  const parse = (payload: Payload) => {
    const input = payload.value;
    if (!Array.isArray(input)) return typeIssue(payload, error ?? expected('array'));
    for (const { maximum, refinement } of caps) {
      if (input.length > maximum && (!refinement.when || refinement.when(payload))) {
        const start = payload.issues.length;
        refinement.check(payload);
        payload.issues[start].continue = false;
        payload.issues[start].message ??= error;
        return payload;
      }
    }
    const output = new Array<unknown>(input.length);
    input.forEach((item, index) => {
      const result = element.run({ value: item, issues: [] });
      if (result.issues.length) payload.issues.push(...prefixed(index, result.issues));
      output[index] = result.value;
    });
    payload.value = output;
    return payload;
  };
  return kind(parse, error, refinements);
}

type Shape = Record<string, Check>;
type ShapeOutput<S extends Shape> = { [K in keyof S as S[K] extends { optout: 'optional' } ? never : K]: Output<S[K]> } & {
  [K in keyof S as S[K] extends { optout: 'optional' } ? K : never]?: Output<S[K]>;
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * zod's `z.object` (keys it does not name left out of the output) and `z.strictObject` (one
 * `unrecognized_keys` issue for them, after the shape's keys): the shape's keys in order.
 */
function objectOf<S extends Shape>(shape: S, error: Message | undefined, strict: boolean, refinements: readonly Refinement[]): ObjectCheck<ShapeOutput<S>> {
  const notAnObject = error ?? expected('object');
  const keys = Object.keys(shape);
  const known = new Set(keys);
  const parse = (payload: Payload) => {
    const input = payload.value;
    if (!isObject(input)) return typeIssue(payload, notAnObject);
    const output: Record<string, unknown> = {};
    payload.value = output;
    for (const key of keys) {
      if (key === '__proto__') continue;
      const field = shape[key];
      const result = field.run({ value: input[key], issues: [] });
      const present = key in input;
      const optional = field.optin === 'optional' && field.optout === 'optional';
      if (!present && optional) continue;
      if (result.issues.length) payload.issues.push(...prefixed(key, result.issues));
      if (!present && field.optin === undefined) {
        // zod's English wording: no schema of its own words this one.
        if (!result.issues.length) payload.issues.push({ code: 'invalid_type', path: [key], input: undefined, message: 'Invalid input: expected nonoptional, received undefined' });
        continue;
      }
      if (result.value !== undefined || present) output[key] = result.value;
    }
    if (!strict) return payload;
    const unrecognized: string[] = [];
    for (const key in input) if (!known.has(key)) unrecognized.push(key);
    if (unrecognized.length) {
      // zod's English wording, unless the object words its own.
      const message = error ?? `Unrecognized key${unrecognized.length > 1 ? 's' : ''}: ${unrecognized.map((key) => `"${key}"`).join(', ')}`;
      payload.issues.push({ code: 'unrecognized_keys', path: [], input, keys: unrecognized, message, continue: true });
    }
    return payload;
  };
  return { ...kind<ShapeOutput<S>>(parse, notAnObject, refinements), names: keys };
}

/** An object check names its keys: the input validation refuses a query parameter none names. */
export interface ObjectCheck<Output> extends Check<Output> {
  readonly names: readonly string[];
}

/** What zod's English locale calls a value's type (`util.parsedType`). */
function typeName(value: unknown): string {
  if (typeof value === 'number') return Number.isNaN(value) ? 'NaN' : Number.isFinite(value) ? 'number' : String(value);
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'object' && Object.getPrototypeOf(value) !== Object.prototype && 'constructor' in value && value.constructor) {
    return (value.constructor as { name: string }).name;
  }
  return typeof value;
}

/** zod's English message of a value of another type, for a schema that words none of its own. */
export const expected =
  (type: string): Message =>
  (issue) =>
    `Invalid input: expected ${type}, received ${typeName(issue.input)}`;

export const object = <S extends Shape>(shape: S, error?: Message, ...refinements: Refinement[]) => objectOf(shape, error, false, refinements);

export const strictObject = <S extends Shape>(shape: S, error?: Message, ...refinements: Refinement[]) => objectOf(shape, error, true, refinements);

/** zod's `z.union`: the first option that takes the value; none: one `invalid_union` issue. */
export function union<A, B>(first: Check<A>, second: Check<B>, error: Message = 'Invalid input'): Check<A | B> {
  return kind(
    (payload) => {
      for (const option of [first, second]) {
        const result = option.run({ value: payload.value, issues: [] });
        if (result.issues.length === 0) {
          payload.value = result.value;
          return payload;
        }
      }
      payload.issues.push({ code: 'invalid_union', path: [], input: payload.value, message: error });
      return payload;
    },
    error,
    [],
  );
}

export function nullable<O>(inner: Check<O>): Check<O | null> {
  return { run: (payload) => (payload.value === null ? payload : inner.run(payload)), optin: inner.optin, optout: inner.optout };
}

export function optional<O>(inner: Check<O>): Check<O | undefined> {
  return { run: (payload) => (payload.value === undefined ? payload : inner.run(payload)), optin: 'optional', optout: 'optional' };
}

/** zod's `z.pipe`: `next` runs on the output of `first` when it raised no issue. */
export function pipe<I, O>(first: Check<I>, next: Check<O>): Check<O> {
  return {
    run(payload) {
      const left = first.run(payload);
      if (left.issues.some((issue) => issue.code !== 'unrecognized_keys')) {
        left.aborted = true;
        return left;
      }
      return next.run({ value: left.value, issues: left.issues });
    },
    optin: first.optin,
    optout: next.optout,
  };
}

export function transform<I, O>(change: (value: I) => O): Check<O> {
  return {
    run(payload) {
      payload.value = change(payload.value as I);
      return payload;
    },
    optin: 'optional',
  };
}

const hasLength = (payload: Payload): boolean => payload.value != null && (payload.value as { length?: unknown }).length !== undefined;

/** Code points, as zod counts a string's length. */
const codePoints = (value: string): number => {
  let count = value.length;
  for (let index = 0; index < value.length - 1; index++) {
    if ((value.charCodeAt(index) & 0xfc00) === 0xd800 && (value.charCodeAt(index + 1) & 0xfc00) === 0xdc00) {
      count--;
      index++;
    }
  }
  return count;
};
const lengthOf = (value: string | unknown[]): number => (typeof value === 'string' ? codePoints(value) : value.length);
const sized = (value: unknown): string => (typeof value === 'string' ? 'string' : 'array');
const unitOf = (value: unknown): string => (typeof value === 'string' ? 'characters' : 'items');

export function maxLength(maximum: number, message?: Message): Refinement {
  return {
    length: { maximum },
    when: hasLength,
    check(payload) {
      if (lengthOf(payload.value as string) > maximum) {
        const fallback = `Too big: expected ${sized(payload.value)} to have <=${maximum} ${unitOf(payload.value)}`;
        payload.issues.push({ code: 'too_big', path: [], input: payload.value, message, fallback, continue: true });
      }
    },
  };
}

export function minLength(minimum: number, message?: Message): Refinement {
  return {
    length: {},
    when: hasLength,
    check(payload) {
      if (lengthOf(payload.value as string) < minimum) {
        const fallback = `Too small: expected ${sized(payload.value)} to have >=${minimum} ${unitOf(payload.value)}`;
        payload.issues.push({ code: 'too_small', path: [], input: payload.value, message, fallback, continue: true });
      }
    },
  };
}

export const trim = (): Refinement => ({
  check(payload) {
    payload.value = (payload.value as string).trim();
  },
});

export const toLowerCase = (): Refinement => ({
  check(payload) {
    payload.value = (payload.value as string).toLowerCase();
  },
});

/** zod's `z.positive`: more than 0. */
export function positive(message?: Message): Refinement {
  return {
    check(payload) {
      if (!((payload.value as number) > 0)) payload.issues.push({ code: 'too_small', path: [], input: payload.value, message, fallback: 'Too small: expected number to be >0', continue: true });
    },
  };
}

export function gte(minimum: number, message?: Message): Refinement {
  return {
    check(payload) {
      if ((payload.value as number) < minimum) payload.issues.push({ code: 'too_small', path: [], input: payload.value, message, fallback: `Too small: expected number to be >=${minimum}`, continue: true });
    },
  };
}

export function lte(maximum: number, message?: Message): Refinement {
  return {
    check(payload) {
      if ((payload.value as number) > maximum) payload.issues.push({ code: 'too_big', path: [], input: payload.value, message, fallback: `Too big: expected number to be <=${maximum}`, continue: true });
    },
  };
}

export function refine<T>(accepts: (value: T) => boolean, message: Message): Refinement {
  return {
    check(payload) {
      if (!accepts(payload.value as T)) payload.issues.push({ code: 'custom', path: [], input: payload.value, message, continue: true });
    },
  };
}

/** zod's `superRefine` as the bodies use it: the problem `problemOf` words, or none; later checks do not run after one. */
export function refineStopping<T>(problemOf: (value: T) => string | undefined): Refinement {
  return {
    check(payload) {
      const problem = problemOf(payload.value as T);
      if (problem) payload.issues.push({ code: 'custom', path: [], input: payload.value, message: problem, continue: false });
    },
  };
}

/** zod's `z.regex` check on a string. */
export function regex(pattern: RegExp, message?: Message): Refinement {
  return {
    check(payload) {
      pattern.lastIndex = 0;
      if (!pattern.test(payload.value as string)) {
        payload.issues.push({ code: 'invalid_format', path: [], input: payload.value, message, fallback: `Invalid string: must match pattern ${String(pattern)}`, continue: true });
      }
    },
  };
}

/** zod's `z.check` with `when: () => true`: runs whatever came before, unless an issue said to stop. */
export function checkAlways(check: (value: unknown, issues: { path: PropertyKey[] }[], add: (path: PropertyKey[], message: string) => void) => void): Refinement {
  return {
    when: () => true,
    check(payload) {
      check(payload.value, payload.issues, (path, message) => payload.issues.push({ code: 'custom', path, input: payload.value, message }));
    },
  };
}

/** A string matching `pattern` (zod's string formats, `z.iso.datetime` among them). */
export function matching(pattern: RegExp, error: Message): Check<string> {
  return string(error, {
    check(payload) {
      if (!pattern.test(payload.value as string)) payload.issues.push({ code: 'invalid_format', path: [], input: payload.value, continue: true });
    },
  });
}

/**
 * zod's `z.url({ protocol: /^https?$/ })`: trimmed, an http(s) scheme written out, parsed by WHATWG URL;
 * the output is the trimmed text without tabs and line breaks.
 */
export function httpUrl(error: Message): Check<string> {
  return string(error, {
    check(payload) {
      const trimmed = (payload.value as string).trim();
      const fail = () => payload.issues.push({ code: 'invalid_format', path: [], input: payload.value, continue: true });
      if (!/^https?:\/\//i.test(trimmed)) return void fail();
      let url: URL | null;
      try {
        url = typeof URL.parse === 'function' ? URL.parse(trimmed) : new URL(trimmed);
      } catch {
        url = null;
      }
      if (!url) return void fail();
      if (!/^https?$/.test(url.protocol.endsWith(':') ? url.protocol.slice(0, -1) : url.protocol)) fail();
      payload.value = trimmed.replace(/[\t\n\r]/g, '');
    },
  });
}

/** zod's `safeParse`: issues with their messages worded from their full paths. */
export function safeParse<O>(check: Check<O>, input: unknown): ParseResult<O> {
  const result = check.run({ value: input, issues: [] });
  if (result.issues.length === 0) return { success: true, data: result.value as O };
  const issues = result.issues.map((issue): ParsedIssue => {
    const context: IssueContext = { path: issue.path, input: issue.input };
    const message = typeof issue.message === 'function' ? issue.message(context) : (issue.message ?? issue.fallback ?? 'Invalid input');
    return { code: issue.code, path: issue.path, message, ...(issue.keys ? { keys: issue.keys } : {}) };
  });
  return { success: false, error: { issues } };
}

/** A parser as the input validation takes it (validation.ts), as a zod schema is one; an object's names its keys. */
export interface InputParser<T = unknown> {
  safeParse(input: unknown): ParseResult<T>;
  readonly names?: readonly string[];
}

export const parserOf = <O>(check: Check<O> & { names?: readonly string[] }): InputParser<O> => ({
  safeParse: (input) => safeParse(check, input),
  ...(check.names ? { names: check.names } : {}),
});

// Pure: a Lambda bundle, which calls neither function below (DOCS: statements are dropped), leaves it out.
const twins = /* @__PURE__ */ new WeakMap<object, z.ZodMiniType>();

/**
 * Names the zod schema a parser answers as, for the OpenAPI document and the tests: called in a
 * `DOCS:` statement beside the parser, so that a Lambda bundle carries neither the call nor the schema.
 */
export function documentedAs(parser: InputParser, schema: z.ZodMiniType): void {
  twins.set(parser, schema);
}

/** The zod schema of an operation's input: itself, or the twin its parser named. */
export function documentedSchemaOf(parser: z.ZodMiniType | InputParser): z.ZodMiniType {
  if ('_zod' in parser) return parser;
  const twin = twins.get(parser);
  if (!twin) throw new Error('a parser built without zod names the zod schema it answers as (documentedAs, in a DOCS: statement)');
  return twin;
}
