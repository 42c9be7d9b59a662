/**
 * Inputs parsed without zod (input-checks.ts) answer as their zod twins, the schemas the OpenAPI
 * document shows: every route's plain parser, over values of every kind for each key its twin names,
 * keys left out and keys added. The post bodies have a test of their own, field by field
 * (test/unit/posts/post-body-checks.test.ts).
 */
import path from 'node:path';
import type * as z from 'zod/mini';
import { routes } from '#platform/routes/index';
import type { DocumentedSchemas } from '#platform/http/endpoint';
import { documentedSchemaOf, type InputParser } from '#platform/http/input-checks';
import { fieldMessages } from '#platform/http/validation';
import { idempotencyKeySchema, isIdempotencyKey } from '#platform/http/idempotency';
import * as zod from 'zod/mini';
import { EMAIL_PATTERN } from '#domains/users/user-admin-schemas';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** Values a parameter or a body field may be sent as: strings of the forms the parsers tell apart, lists, other kinds. */
const VALUES: unknown[] = ['1', '42', '0', '01', '-1', '1.0', '1e3', ' 1', '0x1', 'abc', '', '999999999999999', '1000000000000000', 'a,b', 'category,tags', 'author', '{"posts":"id,title"}', '{', ' Reader@Example.COM ', 'a@b', 'a..b@example.com', `${'x'.repeat(250)}@example.com`, 'correct horse', 'short', 'x'.repeat(129), 'hello-world', ' Hello World ', 'سلام-دنیا', 'abcسلام', 'a--b', 'x'.repeat(101), 'x'.repeat(201), 'dlv_1234567890123abcdef012345', 'dlv_1', '123456', ' abcd-efgh-jkmn-pqrs ', 'x'.repeat(65), 'x'.repeat(257), ['cms.posts.list', 'cms.posts.read'], ['cms.posts.list', 'bogus'], ['cms.posts.list', 'cms.posts.list'], Array.from({ length: 200 }, () => 'cms.posts.list'), '+98 (912) 345-67.89', '۰۹۱۲۳۴۵۶۷۸۹', '12345', 'Ada', ' <b>Ada</b> ', ['editor', 'author', 'editor'], ['admin', 'bogus'], Array.from({ length: 9 }, () => 'editor'), 'active', 'suspended', 0.5, -3, 12, false, ['a', 'b'], ['tags', 'author'], ['a', 1], [], 7, null, true, {}];

interface Pair {
  where: string;
  parser: InputParser;
  twin: z.ZodMiniType;
}

async function plainParsers(): Promise<Pair[]> {
  const pairs: Pair[] = [];
  for (const route of routes) {
    const module = (await import(path.resolve(ROOT, route.entry))) as { operation: { schemas: DocumentedSchemas } };
    for (const input of ['params', 'query', 'body'] as const) {
      const parser = module.operation.schemas[input];
      if (parser && !('_zod' in parser)) pairs.push({ where: `${route.id} ${input}`, parser, twin: documentedSchemaOf(parser) });
    }
  }
  return pairs;
}

function answer(parser: InputParser, input: unknown): string {
  const result = parser.safeParse(input);
  return result.success
    ? JSON.stringify({ data: result.data })
    : JSON.stringify({
        issues: result.error.issues.map((issue) => ({ code: issue.code, path: issue.path, message: issue.message, keys: issue.keys })),
        fields: fieldMessages(result.error, 'query'),
      });
}

function inputsFor(twin: z.ZodMiniType): unknown[] {
  const shape = (twin._zod.def as { shape?: Record<string, unknown> }).shape ?? {};
  const keys = Object.keys(shape);
  // For each key, the first value the twin takes there: bodies that pass, and fail by one field.
  const takes = (key: string, value: unknown) => {
    const result = twin.safeParse({ [key]: value });
    return result.success || !result.error.issues.some((issue) => issue.path[0] === key);
  };
  // (A key no value passes, a read-only one, is left out of it.)
  const valid = Object.fromEntries(keys.flatMap((key) => VALUES.filter((value) => takes(key, value)).slice(0, 1).map((value) => [key, value])));
  return [
    undefined,
    null,
    'text',
    [],
    {},
    valid,
    { ...valid, extra: '1' },
    ...keys.flatMap((key) => VALUES.map((value) => ({ ...valid, [key]: value }))),
    ...keys.map((key) => Object.fromEntries(Object.entries(valid).filter(([name]) => name !== key))),
    Object.fromEntries(keys.map((key, index) => [key, VALUES[index % VALUES.length]])),
    // Every pair of values for every pair of keys, where there are few keys: both pass and fail together.
    ...(keys.length <= 3 ? keys.flatMap((first, i) => keys.slice(i + 1).flatMap((second) => VALUES.flatMap((a) => VALUES.map((b) => ({ ...valid, [first]: a, [second]: b }))))) : []),
  ];
}

let pairs: Pair[];
beforeAll(async () => {
  pairs = await plainParsers();
}, 120_000);

describe('inputs parsed without zod', () => {
  test('are the id paths, the admin post item query and the post, account, two-factor, tag, API key and user bodies', () => {
    // Assess: the parsers the routes run, each with a twin (documentedSchemaOf throws otherwise)
    const where = pairs.map((pair) => pair.where);
    expect(where).toEqual(expect.arrayContaining(['admin-cms-tags-get params', 'admin-cms-posts-create body', 'admin-cms-posts-update body', 'admin-cms-posts-get query', 'admin-cms-comments-approve params', 'client-auth-forgot-password body', 'client-auth-refresh body', 'admin-cms-tags-create body', 'admin-system-webhooks-redeliver params', 'client-auth-login-mfa body', 'admin-system-api-keys-create body', 'admin-user-users-create body']));
    expect(pairs.length).toBeGreaterThanOrEqual(20);
  });

  test('answer as their zod twins, passing and failing', () => {
    // Act
    const differing = pairs.flatMap((pair) =>
      inputsFor(pair.twin)
        .map((input) => ({ where: pair.where, input, plain: answer(pair.parser, input), zod: answer(pair.twin as unknown as InputParser, input) }))
        .filter((result) => result.plain !== result.zod),
    );
    const passed = pairs.filter((pair) => inputsFor(pair.twin).some((input) => pair.parser.safeParse(input).success)).map((pair) => pair.where);
    // Assess: and every parser meets inputs it takes
    expect(differing.slice(0, 3)).toEqual([]);
    expect(pairs.map((pair) => pair.where).filter((where) => !passed.includes(where))).toEqual([]);
  });
});

test('the Idempotency-Key rule is the schema the document shows', () => {
  // Prepare
  const keys = ['a', 'order-17', 'A.b_c:d-e', '', ' ', 'a b', 'ключ', 'x'.repeat(128), 'x'.repeat(129), 'a/b', 'a\n', '😀'];
  // Act
  const differing = keys.filter((key) => isIdempotencyKey(key) !== idempotencyKeySchema().safeParse(key).success);
  // Assess
  expect(differing).toEqual([]);
  expect(keys.filter(isIdempotencyKey)).toEqual(['a', 'order-17', 'A.b_c:d-e', 'x'.repeat(128)]);
});

test("the email pattern is zod's own", () => {
  // Assess
  expect(EMAIL_PATTERN.source).toBe(zod.email()._zod.def.pattern!.source);
});
