/**
 * The OpenAPI document states the constraints the validators enforce: for each field, values the
 * route's own zod schema refuses are refused by the document's JSON Schema for that body too (ajv,
 * draft 2020-12), and a value the schema accepts is accepted by both.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type * as z from 'zod/mini';
import { routes } from '#platform/routes/index';
import { buildOpenApiDocument, handlerSchemasOf } from '#infra/openapi/document';
import type { JsonSchema } from '#infra/openapi/json-schema';
import { resolveRef } from '#infra/openapi/shared-components';
import { idempotencyKeySchema } from '#platform/http/idempotency';

const DOCUMENT_ID = 'https://cms.local/openapi.json';

interface Case {
  route: string;
  field: string;
  /** A body both accept, into which the samples are put. */
  base: Record<string, unknown>;
  refused: unknown[];
  accepted: unknown[];
  /** Where in the body the field goes (default: at the top). */
  place?: (value: unknown) => Record<string, unknown>;
}

const post = { title: 'A post', content: 'Some words.' };
const user = { first_name: 'Ada', email: 'ada@example.com', password: 'a-long-password' };
const login = { email: 'ada@example.com', password: 'a-long-password' };
const badSlugs = ['Hello World', 'UPPER', 'a--b', '-lead', 'trail-', 'semi;colon', ''];
const goodSlugs = ['hello-world', 'سلام-دنیا', 'v2'];
const badUrls = ['ftp://example.com/a.png', 'javascript:alert(1)', 'not a url'];
const goodUrls = ['https://example.com/a.png', 'http://example.com/b.jpg'];

const cases: Case[] = [
  { route: 'admin-cms-posts-create', field: 'slug', base: post, refused: badSlugs, accepted: goodSlugs },
  { route: 'admin-cms-posts-update', field: 'slug', base: {}, refused: badSlugs, accepted: goodSlugs },
  { route: 'admin-cms-categories-create', field: 'slug', base: { name_en: 'News' }, refused: badSlugs, accepted: goodSlugs },
  { route: 'admin-cms-tags-create', field: 'slug', base: { name: 'web' }, refused: badSlugs, accepted: goodSlugs },
  { route: 'admin-cms-posts-create', field: 'featured_image', base: post, refused: badUrls, accepted: goodUrls },
  {
    route: 'admin-cms-posts-create',
    field: 'seo.og_image',
    base: post,
    refused: badUrls,
    accepted: goodUrls,
    place: (value) => ({ seo: { og_image: value } }),
  },
  { route: 'client-auth-login', field: 'email', base: login, refused: ['not-an-email', 'a@', '@example.com'], accepted: ['ada@example.com'] },
  { route: 'admin-user-users-create', field: 'email', base: user, refused: ['not-an-email', 'a@', '@example.com'], accepted: ['ada@example.com'] },
  {
    route: 'admin-user-users-create',
    field: 'mobile',
    base: user,
    refused: ['abc', '12345', '+12a345678', '1234567890123456', '12+34567890'],
    accepted: ['+98 912 345 6789', '۰۹۱۲۳۴۵۶۷۸۹', '(021) 555-1234', null],
  },
  { route: 'client-user-profile-update', field: 'mobile', base: {}, refused: ['abc', '12345'], accepted: ['09123456789'] },
  { route: 'admin-user-users-create', field: 'first_name', base: user, refused: ['<img src=x onerror=alert(1)>', 'a>b', 'tab\there'], accepted: ["D'Arcy & Sons", 'سارا'] },
  { route: 'client-user-profile-update', field: 'last_name', base: {}, refused: ['<b>Bold</b>'], accepted: ['Ahmadi', ''] },
  {
    route: 'client-user-preferences-update',
    field: 'timezone',
    base: {},
    refused: ['Not a zone!', '+03:30', 'Asia/Tehran;drop'],
    accepted: ['Asia/Tehran', 'UTC', 'America/Argentina/Buenos_Aires'],
  },
];

let ajv: Ajv2020;
let bodyPointer: (routeId: string) => string;
let idempotencyParameter: JsonSchema;

beforeAll(async () => {
  const { document } = await buildOpenApiDocument();
  ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  const escape = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');
  bodyPointer = (routeId) => {
    const route = routes.find((candidate) => candidate.id === routeId)!;
    return `${DOCUMENT_ID}#/paths/${escape(route.path)}/${route.method.toLowerCase()}/requestBody/content/${escape('application/json')}/schema`;
  };
  const create = document.paths['/api/admin/v3/cms/post']!.post as { parameters: JsonSchema[] };
  const parameters = create.parameters.map((parameter) => resolveRef(document, parameter) as { name: string; schema: JsonSchema });
  idempotencyParameter = parameters.find((parameter) => parameter.name === 'Idempotency-Key')!.schema;
});

async function bodySchemaOf(routeId: string): Promise<z.ZodMiniType> {
  const schemas = await handlerSchemasOf(routes.find((route) => route.id === routeId)!);
  return schemas.body as z.ZodMiniType;
}

describe('the document refuses what the validators refuse', () => {
  test.each(cases.map((c) => [`${c.route} ${c.field}`, c] as const))('%s', async (_label, c) => {
    // Prepare
    const validator = await bodySchemaOf(c.route);
    const documented = ajv.compile({ $ref: bodyPointer(c.route) });
    const bodyWith = (value: unknown) => ({ ...c.base, ...(c.place ? c.place(value) : { [c.field]: value }) });

    // Act
    const refused = c.refused.map((value) => ({ value, validator: validator.safeParse(bodyWith(value)).success, document: documented(bodyWith(value)) }));
    const accepted = c.accepted.map((value) => ({ value, validator: validator.safeParse(bodyWith(value)).success, document: documented(bodyWith(value)) }));

    // Assess
    expect(refused).toEqual(c.refused.map((value) => ({ value, validator: false, document: false })));
    expect(accepted).toEqual(c.accepted.map((value) => ({ value, validator: true, document: true })));
  });

  test('Idempotency-Key: the parameter schema is the one the pipeline checks', () => {
    // Prepare
    const documented = ajv.compile(idempotencyParameter);
    const refused = ['', 'has space', 'k'.repeat(129), 'ü-umlaut', 'a/b'];
    const accepted = ['first-post', 'a.b_c:d-1', 'k'.repeat(128)];

    // Act
    const verdicts = [...refused, ...accepted].map((value) => [idempotencyKeySchema().safeParse(value).success, documented(value)]);

    // Assess
    expect(verdicts).toEqual([...refused.map(() => [false, false]), ...accepted.map(() => [true, true])]);
  });
});
