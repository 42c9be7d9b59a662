/**
 * Table-driven over every route of the route table and its operation in `openapi.json`: a query
 * parameter the operation does not declare is refused with 400 `bad_request` naming it, and every
 * parameter it declares is read (a valid value is not refused). A handler that read a parameter its
 * schema does not declare would need that parameter to pass: the first test proves none can.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routes } from '#platform/routes/index';
import type { RouteDef } from '#platform/routes/types';
import { useLocalApi } from '#test/support/http';
import { resolveRef } from '#infra/openapi/shared-components';

const api = useLocalApi();

interface Parameter {
  name: string;
  in: string;
  schema: { type?: string; enum?: unknown[]; minimum?: number; items?: unknown };
}
const document = JSON.parse(readFileSync(path.resolve(__dirname, '../../openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, { parameters?: (Parameter | { $ref: string })[] }>>;
};
/** The operation's query parameters, shared ones (`components.parameters`) resolved. */
const queryOf = (route: RouteDef): Parameter[] =>
  (document.paths[route.path]?.[route.method.toLowerCase()]?.parameters ?? [])
    .map((parameter) => resolveRef(document, parameter) as Parameter)
    .filter((parameter) => parameter.in === 'query');

const pathOf = (route: RouteDef) => route.path.replace(/\{[^}]+\}/g, '987654');
const bodyOf = (route: RouteDef) => (['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined);

/** A valid value of each text parameter (integers and enums come from the document). */
const SAMPLES: Record<string, string> = {
  sort: 'id',
  orderBy: 'id',
  search: 'hello',
  searchFields: 'title:like',
  field_sets: JSON.stringify({ cms_posts: 'id,title' }),
  excludes: 'title',
  includes: 'tags',
  with: 'tags',
  withCount: 'comments',
};
/** Filters differ per resource: one valid filter each. */
const FILTERS: Array<[RegExp, string]> = [
  [/\/user\/user$/, 'role:admin'],
  [/category$|categories$/, 'is_featured:true'],
  [/post$|posts$/, 'category_id:1'],
];

function sampleOf(route: RouteDef, parameter: Parameter): string | undefined {
  const name = parameter.name.replace(/\[\]$/, '');
  const { schema } = parameter;
  if (schema.enum) return String(schema.enum[0]);
  if (schema.type === 'integer') return String(schema.minimum ?? 1);
  if (name === 'filter') return FILTERS.find(([pattern]) => pattern.test(route.path))?.[1];
  return SAMPLES[name];
}

async function headersFor(route: RouteDef): Promise<Record<string, string>> {
  if (route.audience === 'admin') return api.adminHeaders('admin');
  if (route.audience === 'client-user') return api.clientUserHeaders();
  return api.clientHeaders();
}

describe.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_name, route) => {
  test('refuses a query parameter it does not declare with 400 bad_request naming it', async () => {
    // Prepare
    const headers = await headersFor(route);
    // Act
    const response = await api.request(route.method, pathOf(route), { headers, body: bodyOf(route), query: { per_pgae: '5' } });
    // Assess
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('bad_request');
    expect(response.body.error.details).toEqual({ per_pgae: [expect.stringContaining('Unknown parameter')] });
  });

  const declared = queryOf(route);
  if (declared.length === 0) return;

  test.each(declared.map((parameter) => [parameter.name, parameter] as const))('reads its declared parameter %s', async (_parameter, parameter) => {
    // Prepare
    const headers = await headersFor(route);
    const value = sampleOf(route, parameter);
    // Act
    const response = await api.request(route.method, pathOf(route), {
      headers,
      body: bodyOf(route),
      query: { [parameter.name]: value ?? 'x' },
    });
    // Assess: never refused as undeclared; with a valid value, not refused at all
    const name = parameter.name.replace(/\[\]$/, '');
    const messages: string[] = response.body?.error?.details?.[name] ?? [];
    expect(messages.filter((message) => message.startsWith('Unknown parameter'))).toEqual([]);
    if (value !== undefined) {
      expect(response.status).not.toBe(400);
      expect(response.status).toBeLessThan(500);
    }
  });
});
