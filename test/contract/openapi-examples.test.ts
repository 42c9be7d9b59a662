/**
 * The OpenAPI document reads well and its examples are true: every operation and tag is described,
 * every answer and request body shows an example, and every example (answers, request bodies, error
 * answers, webhook payloads, header parameters) is valid against the schema beside it (ajv, JSON Schema
 * 2020-12), as a validating proxy or a mock server would hold them.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { routes } from '#platform/routes/index';
import { BODY_METHODS } from '#platform/routes/types';
import { buildOpenApiDocument, type OpenApiDocument } from '#infra/openapi/document';
import type { JsonSchema } from '#infra/openapi/json-schema';

const DOCUMENT_ID = 'https://cms.local/openapi.json';

let document: OpenApiDocument;
let ajv: Ajv2020;

beforeAll(async () => {
  ({ document } = await buildOpenApiDocument());
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
});

const pointer = (parts: readonly string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

interface Example {
  where: string;
  /** Pointer to the schema the example must match. */
  schema: string[];
  value: unknown;
}

/** Every example of the document, with the schema it illustrates. */
function examplesOf(value: unknown, at: string[] = [], found: Example[] = []): Example[] {
  if (!value || typeof value !== 'object') return found;
  const node = value as JsonSchema;
  if ('schema' in node && node.schema && typeof node.schema === 'object') {
    if ('example' in node) found.push({ where: at.join(' '), schema: [...at, 'schema'], value: node.example });
    for (const [name, example] of Object.entries((node.examples ?? {}) as Record<string, { value: unknown }>)) {
      found.push({ where: `${at.join(' ')} (${name})`, schema: [...at, 'schema'], value: example.value });
    }
  }
  for (const [key, child] of Object.entries(node)) if (key !== 'example' && key !== 'examples') examplesOf(child, [...at, key], found);
  return found;
}

const operationOf = (route: (typeof routes)[number]) => document.paths[route.path]![route.method.toLowerCase()] as JsonSchema;

describe('the OpenAPI document for readers', () => {
  test('every operation has a summary and a description that says who may call it', () => {
    // Act
    const lacking = routes.filter((route) => {
      const operation = operationOf(route);
      return !String(operation.summary ?? '').trim() || !String(operation.description ?? '').includes('**Who may call:**') || String(operation.description).length < 120;
    });
    // Assess
    expect(lacking.map((route) => route.id)).toEqual([]);
  });

  test('every tag is described, and every operation is under a described tag', () => {
    // Prepare
    const tags = new Map((document.tags as { name: string; description?: string }[]).map((tag) => [tag.name, tag.description ?? '']));
    // Act
    const undescribed = [...tags].filter(([, description]) => description.trim().length < 20).map(([name]) => name);
    const untagged = routes.filter((route) => !(operationOf(route).tags as string[]).every((tag) => tags.has(tag))).map((route) => route.id);
    // Assess
    expect(undescribed).toEqual([]);
    expect(untagged).toEqual([]);
  });

  test('every success answer, request body and error answer shows an example', () => {
    // Act
    const missing = routes.flatMap((route) => {
      const operation = operationOf(route);
      const problems: string[] = [];
      const responses = operation.responses as Record<string, JsonSchema>;
      const success = Object.entries(responses).find(([status]) => status.startsWith('2'))![1];
      // JSON, or a document of its own type (the feed's and the sitemap's XML): each type shows one.
      for (const [type, media] of Object.entries(success.content as Record<string, JsonSchema>)) {
        if (!('example' in media) && !media.examples) problems.push(`${route.id}: no success example (${type})`);
      }
      const body = (operation.requestBody as JsonSchema | undefined)?.content as Record<string, JsonSchema> | undefined;
      if (BODY_METHODS.has(route.method) && body && !('example' in body['application/json']!)) problems.push(`${route.id}: no request example`);
      return problems;
    });
    const errorsWithout = Object.entries(document.components.responses).filter(([, response]) => !('example' in ((response.content as Record<string, JsonSchema>)['application/json'] ?? {})));
    // Assess
    expect(missing).toEqual([]);
    expect(errorsWithout.map(([name]) => name)).toEqual([]);
  });

  test('every example is valid against its schema', () => {
    // Prepare
    const examples = examplesOf(document);
    // Act
    const invalid = examples.flatMap((example) => {
      const validate = ajv.compile({ $ref: `${DOCUMENT_ID}#/${pointer(example.schema)}` });
      return validate(example.value) ? [] : [`${example.where}: ${ajv.errorsText(validate.errors)}`];
    });
    // Assess: answers of all 62 operations, request bodies, error answers, the webhooks' payloads and headers
    expect(examples.length).toBeGreaterThan(120);
    expect(invalid).toEqual([]);
  });

  test('an example that breaks its schema is caught', () => {
    // Prepare: the tag answer without its slug
    const operation = document.paths['/api/admin/v3/cms/tag/{id}']!.get as JsonSchema;
    const media = ((operation.responses as Record<string, JsonSchema>)['200']!.content as Record<string, JsonSchema>)['application/json']!;
    const broken = JSON.parse(JSON.stringify(media.example)) as { result: Record<string, unknown> };
    delete broken.result.slug;
    // Act
    const validate = ajv.compile({ $ref: `${DOCUMENT_ID}#/${pointer(['paths', '/api/admin/v3/cms/tag/{id}', 'get', 'responses', '200', 'content', 'application/json', 'schema'])}` });
    // Assess
    expect(validate(media.example)).toBe(true);
    expect(validate(broken)).toBe(false);
  });

  test('answers narrowed by field_sets are described and shown, on every operation that takes field_sets', () => {
    // Act
    const narrowing = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => JSON.stringify(operation.parameters ?? []).match(/field_sets|FieldSets/))
        .map(([method, operation]) => {
          const media = (((operation.responses as Record<string, JsonSchema>)['200'] ?? (operation.responses as Record<string, JsonSchema>)['201'])!.content as Record<string, JsonSchema>)['application/json']!;
          return `${method} ${path}: ${Object.keys((media.examples ?? {}) as object).join(',')} ${JSON.stringify(media.schema).includes('Narrowed') || JSON.stringify(media.schema).includes('narrowed') ? 'narrowable' : 'strict'}`;
        }),
    );
    // Assess
    expect(narrowing.sort()).toEqual([
      'get /api/admin/v3/cms/post/{post_id}: full,narrowed narrowable',
      'get /api/admin/v3/cms/post: full,narrowed narrowable',
      'get /api/client/v3/cms/post/{id}: full,narrowed narrowable',
      'get /api/client/v3/cms/post: full,narrowed narrowable',
      'post /api/admin/v3/cms/post: full,narrowed narrowable',
      'put /api/admin/v3/cms/post/{post_id}: full,narrowed narrowable',
    ]);
  });
});
