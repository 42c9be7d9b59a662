/**
 * The OpenAPI document covers the route table exactly, describes every answer, is a valid set of
 * JSON Schemas, and `openapi.json` at the repository root is what `npm run openapi` writes now.
 */
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { routes } from '#platform/routes/index';
import { buildOpenApiDocument, handlerSchemasOf, serializeDocument, type OpenApiDocument } from '#infra/openapi/document';
import { OPENAPI_FILE } from '#infra/openapi/write';
import { renderDocsPage } from '#infra/openapi/docs-page';
import type { JsonSchema } from '#infra/openapi/json-schema';
import { ENVELOPE_COMPONENTS } from '#infra/openapi/envelopes';
import { resolveRef } from '#infra/openapi/shared-components';
import * as z from 'zod/mini';

let document: OpenApiDocument;

beforeAll(async () => {
  ({ document } = await buildOpenApiDocument());
});

const operationOf = (route: (typeof routes)[number]) => document.paths[route.path]?.[route.method.toLowerCase()] as JsonSchema | undefined;

function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.push(child);
      else refsIn(child, found);
    }
  }
  return found;
}

describe('the OpenAPI document', () => {
  test('has one operation per route of the table, named by the route id, and nothing else', () => {
    // Prepare
    const expected = routes.map((route) => `${route.method} ${route.path} ${route.id}`).sort();

    // Act
    const documented = Object.entries(document.paths)
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => `${method.toUpperCase()} ${path} ${String(operation.operationId)}`))
      .sort();

    // Assess
    expect(documented).toEqual(expected);
  });

  test('openapi.json is up to date (regenerate it with npm run openapi)', () => {
    // Prepare
    const committed = readFileSync(OPENAPI_FILE, 'utf8');

    // Act
    const current = serializeDocument(document);

    // Assess
    expect(committed === current).toBe(true);
  });

  test.each(routes.map((route) => [route.id, route] as const))('%s: its handler declares the response schema of its success answer', async (_id, route) => {
    // Act
    const schemas = await handlerSchemasOf(route);

    // Assess: a JSON answer's schema, or the media types and examples of a document (a feed, a sitemap)
    if (schemas.responseDocuments) expect(Object.keys(schemas.responseDocuments).length).toBeGreaterThan(0);
    else expect(schemas.response).toBeDefined();
  });

  test('every $ref resolves inside the document', () => {
    // Act
    const unresolved = refsIn(document).filter((ref) => {
      let target: unknown = document;
      for (const part of ref.replace(/^#\//, '').split('/')) target = (target as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
      return !ref.startsWith('#/') || target === undefined;
    });

    // Assess
    expect(unresolved).toEqual([]);
  });

  test('every component schema is an envelope or named by the zod id of its schema (or its narrowed twin), never by a description', () => {
    // Prepare: zod keeps the ids of its global registry in `_idmap` (shared/platform/described.ts named()).
    const ids = (z.globalRegistry as unknown as { _idmap: Map<string, unknown> })._idmap;
    // Act
    // (A list item `field_sets` may narrow has a narrowed twin, `<id>Narrowed`: infra/openapi/examples.ts.)
    const unnamed = Object.keys(document.components.schemas).filter((name) => !(name in ENVELOPE_COMPONENTS) && !ids.has(name.replace(/Narrowed$/, '')));
    // Assess
    expect(unnamed).toEqual([]);
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(['AdminPost', 'MediaObject', 'DateObject', 'ClientComment']));
  });

  test('every error answer is a shared one of components.responses, named by audience form and meaning', () => {
    // Act
    const inline: string[] = [];
    const misnamed: string[] = [];
    for (const route of routes) {
      for (const [status, response] of Object.entries(operationOf(route)!.responses as Record<string, JsonSchema>)) {
        if (status.startsWith('2')) continue;
        const ref = typeof response.$ref === 'string' ? response.$ref : undefined;
        if (!ref?.startsWith('#/components/responses/')) inline.push(`${route.id} ${status}`);
        const prefix = route.audience === 'admin' ? 'Admin' : route.path.startsWith('/api/v3/client') ? 'ClientAlt' : 'Client';
        if (ref && !new RegExp(`^#/components/responses/${prefix}[A-Z]`).test(ref)) misnamed.push(`${route.id} ${status} ${ref}`);
        if (ref && prefix === 'Client' && ref.startsWith('#/components/responses/ClientAlt')) misnamed.push(`${route.id} ${status} ${ref}`);
      }
    }
    const shared = document.components.responses;
    // Assess
    expect(inline).toEqual([]);
    expect(misnamed).toEqual([]);
    expect(Object.keys(shared.ClientTooManyRequests!.headers as object).sort()).toEqual(['Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']);
    expect(shared.AdminServiceUnavailable!.headers).toEqual({ 'Retry-After': { $ref: '#/components/headers/RetryAfter' } });
    expect(Object.keys(shared.ClientBadRequest!.headers as object)).toEqual(['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']);
    expect(shared.AdminBadRequest!.headers).toBeUndefined();
  });

  test('the posts query rules are stated once in components.parameters and referenced by every posts list', () => {
    // Prepare
    const postLists = ['admin-cms-posts-list', 'client-cms-posts-list', 'client-alt-posts-list'];
    const rules = ['page', 'per_page', 'skip', 'limit', 'sort', 'orderBy', 'search', 'searchFields', 'searchJoin', 'filter[]', 'includes'];
    // Act
    const stated = postLists.map((id) => {
      const route = routes.find((candidate) => candidate.id === id)!;
      const parameters = (operationOf(route)!.parameters ?? []) as JsonSchema[];
      const byName = new Map(parameters.map((parameter) => [String(resolveRef(document, parameter).name), parameter]));
      return [id, rules.filter((rule) => byName.has(rule)).map((rule) => [rule, typeof byName.get(rule)!.$ref === 'string'])] as const;
    });
    // Assess: every rule present is a reference (the alternative list takes no includes)
    for (const [id, found] of stated) {
      expect([id, found.filter(([, isRef]) => !isRef)]).toEqual([id, []]);
      expect(found.length).toBeGreaterThanOrEqual(id === 'client-alt-posts-list' ? rules.length - 1 : rules.length);
    }
    expect(document.components.parameters.PostsSearchFields).toMatchObject({ name: 'searchFields', in: 'query' });
    expect(document.components.parameters.Page).toMatchObject({ name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 } });
  });

  test('every request and response schema compiles as JSON Schema 2020-12', () => {
    // Prepare
    const ajv = new Ajv2020({ strict: false, validateSchema: true });
    addFormats(ajv);
    ajv.addSchema({ ...document, $id: 'https://cms.local/openapi.json' });
    const failures: string[] = [];

    // Act
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const schemas: [string, JsonSchema | undefined][] = [
          ['body', (operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)?.content?.['application/json']?.schema],
          ...Object.entries(operation.responses as Record<string, JsonSchema>).map(
            ([status, reference]) =>
              [status, resolveRef<{ content?: Record<string, { schema?: JsonSchema }> }>(document, reference).content?.['application/json']?.schema] as [
                string,
                JsonSchema | undefined,
              ],
          ),
        ];
        for (const [name, schema] of schemas) {
          if (!schema) continue;
          try {
            ajv.compile(JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"https://cms.local/openapi.json#/components/')));
          } catch (error) {
            failures.push(`${method} ${path} ${name}: ${(error as Error).message}`);
          }
        }
      }
    }

    // Assess
    expect(failures).toEqual([]);
  });

  test.each(routes.map((route) => [route.id, route] as const))('%s: documents its credentials, permission and every error of its audience', (_id, route) => {
    // Act
    const operation = operationOf(route)!;
    const responses = Object.fromEntries(
      Object.entries(operation.responses as Record<string, JsonSchema>).map(([status, response]) => [status, resolveRef(document, response)]),
    );
    const statuses = Object.keys(responses);

    // Assess
    for (const status of ['400', '401', '500', '503']) expect(statuses).toContain(status);
    if (route.audience === 'admin') {
      expect(operation.security).toEqual([{ BearerAuth: [] }, { ApiKey: [] }]);
      expect(operation['x-required-permission']).toBe(route.permission);
      expect(JSON.stringify(responses['403'])).toContain('required_permission');
    } else {
      const keyAndToken = { ApiKey: [], BearerAuth: [] };
      const clientSecurity = route.optionalUserToken ? [{ ApiKey: [] }, keyAndToken] : [{ ApiKey: [] }];
      expect(operation.security).toEqual(route.audience === 'client' ? clientSecurity : [keyAndToken]);
      expect(Object.keys((responses['429']!.headers ?? {}) as object)).toEqual(expect.arrayContaining(['Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']));
      const success = Object.entries(responses).find(([status]) => status.startsWith('2'))![1];
      expect(Object.keys((success.headers ?? {}) as object)).toEqual(['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']);
    }
    if (['POST', 'PUT', 'PATCH'].includes(route.method)) expect(statuses).toContain('413');
    if (route.path.includes('{')) expect(statuses).toContain('404');
  });

  test('create routes answer 201, register and forgot-password 202 (taken in: the outcome arrives by email), the others 200 (a like is idempotent, not a create: 200)', () => {
    // Prepare
    const ACCEPTED = ['client-auth-register', 'client-auth-forgot-password'];
    const expectedOf = (id: string) => (ACCEPTED.includes(id) ? ['202'] : id.endsWith('-create') && id !== 'client-cms-likes-create' ? ['201'] : ['200']);

    // Act
    const successes = routes.map((route) => [route.id, Object.keys(operationOf(route)!.responses as object).filter((status) => status.startsWith('2'))] as const);

    // Assess
    for (const [id, statuses] of successes) expect([id, statuses]).toEqual([id, expectedOf(id)]);
  });

  test('the docs page lists every operation and loads nothing from elsewhere', () => {
    // Act
    const html = renderDocsPage(document);

    // Assess
    for (const route of routes) expect(html).toContain(`id="${route.id}"`);
    // Examples quote URLs as text; nothing is loaded from them.
    expect(html).not.toMatch(/<script|<link|src=|href=["']?https?:/i);
    expect(html).toContain('cms.posts.create');
    expect(html).toContain('<strong>Who may call:</strong>');
    expect(html).toContain('id="webhook-post.published"');
  });
});
