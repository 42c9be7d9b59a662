/**
 * Random requests for one operation of the OpenAPI document (itself generated from the handlers'
 * zod schemas): every path and query parameter and every body field gets, at random, a plausible
 * value derived from its schema, a hostile one, or nothing; bodies are sometimes raw garbage.
 */
import fc from 'fast-check';
import type { OpenApiDocument } from '#infra/openapi/document';
import type { JsonSchema } from '#infra/openapi/json-schema';
import { encode, hostileHeaderValue, hostilePathSegment, hostileQueryValue, hostileRawBody, hostileValue, prototypeObject } from './hostile';

export interface FuzzRequest {
  method: string;
  /** Path and query, percent-encoded (possibly invalidly, on purpose). */
  url: string;
  headers: Record<string, string>;
  /** Raw body text, when the method takes one. */
  body?: string;
}

/** Spec 4.5's general list parameters: tried on every GET, documented or not. */
const GENERAL_QUERY = ['search', 'searchFields', 'searchJoin', 'filter[]', 'orderBy', 'sortedBy', 'includes', 'excludes', 'field_sets', 'with[]', 'withCount[]', 'skip', 'limit', 'page', 'per_page', 'sort', 'order', 'cursor'];

/** Values of the query language that parse: the fuzz reaches past the first check with them. */
const QUERY_SAMPLES: Record<string, string[]> = {
  search: ['title:post', 'post', "title:' OR 1=1", 'id:1;slug:x', 'status:published', 'title:<script>', 'title:{"$gt": ""}'],
  searchFields: ['title:like', 'slug:=', 'title:like;excerpt:like', 'nope:like'],
  searchJoin: ['and', 'or', 'xor'],
  filter: ['status:published', 'category_id:1', 'tag_id:1', 'is_featured:true', 'author_id:-1', "status:' OR 1=1", 'category_id:{"$gt": ""}'],
  orderBy: ['id', 'title', 'created_at', 'nope'],
  sortedBy: ['asc', 'desc', 'sideways'],
  sort: ['id', 'title:asc', 'published_at:desc', 'id:up'],
  order: ['asc', 'desc'],
  includes: ['category,tags,author', 'mainCategory', 'author,category,tags', 'nope', 'category,category'],
  excludes: ['content', 'title,slug', 'nope'],
  field_sets: ['{"cms_posts":"id,title,slug"}', '{"cms_posts":"id"}', '{"__proto__":"id"}', '[1,2]', '{"cms_posts":{"$gt":""}}'],
  page: ['1', '2', '0', '-1', '1.5', '999999999999'],
  per_page: ['1', '15', '100', '101', '0', 'abc'],
  skip: ['0', '5', '-1'],
  limit: ['1', '100', '101'],
  cursor: ['', 'abc', 'eyJwayI6IlBPU1QjMSJ9', '%E0%A4%A'],
};

const MAX_QUERY_CHARS = 8_000;

export interface FuzzContext {
  document: OpenApiDocument;
  /** Existing ids per resource (the path segment before `{param}`: post, comment, category...). */
  fixtureIds: Record<string, number[]>;
}

function resolve(document: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema {
  let current = schema ?? {};
  for (let hops = 0; typeof current.$ref === 'string' && hops < 10; hops++) {
    let target: unknown = document;
    for (const part of (current.$ref as string).replace(/^#\//, '').split('/')) target = (target as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    current = target as JsonSchema;
  }
  return current;
}

const idLike = (name: string) => /(^id$|_id$|_ids$|^ids$)/.test(name);

/** A value the schema accepts, or close to it (ids point at fixtures). */
function plausible(context: FuzzContext, raw: JsonSchema | undefined, name: string, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(context.document, raw);
  const allIds = Object.values(context.fixtureIds).flat();
  const someId = fc.constantFrom(...(allIds.length > 0 ? allIds : [1]));
  const members = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (members && members.length > 0) return fc.oneof(...members.map((member) => plausible(context, member, name, depth)));
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : (schema.type as string | undefined);
  switch (type) {
    case 'string': {
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'uri' || /url|image/.test(name)) return fc.constantFrom('https://example.com/a.png', 'http://localhost/x', 'javascript:alert(1)', 'not a url');
      if (schema.format === 'date-time' || name.endsWith('_at')) return fc.constantFrom('2024-01-15T10:30:00Z', '2024-13-45T99:99:99Z', new Date().toISOString());
      const max = Math.min(typeof schema.maxLength === 'number' ? schema.maxLength : 40, 40);
      const min = Math.min(typeof schema.minLength === 'number' ? schema.minLength : 0, max);
      return fc.string({ minLength: min, maxLength: max });
    }
    case 'integer':
    case 'number': {
      if (idLike(name)) return someId;
      const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
      const max = Math.min(typeof schema.maximum === 'number' ? schema.maximum : 1000, min + 1000);
      return type === 'integer' ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const maxItems = Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 5, 5);
      const item = idLike(name) ? someId : plausible(context, schema.items as JsonSchema, name, depth + 1);
      return fc.oneof(fc.array(item, { maxLength: maxItems }), item.map((value) => [value, value]));
    }
    case 'object':
      return depth > 3 ? fc.constant({}) : objectValue(context, schema, depth + 1);
    case 'null':
      return fc.constant(null);
    default:
      return hostileValue;
  }
}

/** An object for `schema`: mostly valid (required fields plausible, optional ones plausible or absent), or mixed. */
function objectValue(context: FuzzContext, schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  return fc.oneof({ weight: 1, arbitrary: validObject(context, schema, depth) }, { weight: 2, arbitrary: mixedObject(context, schema, depth) });
}

function validObject(context: FuzzContext, schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const fields = Object.entries(properties).map(([name, child]) => {
    const value = plausible(context, child, name, depth);
    return (required.has(name) ? value : fc.option(value, { nil: undefined })).map((field) => [name, field] as const);
  });
  return fc.tuple(...fields).map((entries) => Object.fromEntries(entries.filter(([, field]) => field !== undefined)));
}

/** Each property omitted, plausible or hostile; sometimes extra, read-only or prototype keys. */
function mixedObject(context: FuzzContext, schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const fields = Object.entries(properties).map(([name, child]) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constant(undefined) },
      { weight: 4, arbitrary: plausible(context, child, name, depth) },
      { weight: 3, arbitrary: hostileValue },
    ).map((value) => [name, value] as const),
  );
  const extra = fc.oneof(
    { weight: 6, arbitrary: fc.constant<[string, unknown][]>([]) },
    { weight: 1, arbitrary: fc.constant<[string, unknown][]>([['unknown_field', 1]]) },
    { weight: 1, arbitrary: fc.constant<[string, unknown][]>([['id', 999], ['view_count', 1e9], ['created_at', '2000-01-01T00:00:00Z']]) },
  );
  return fc.tuple(fc.tuple(...fields), extra, fc.boolean()).map(([entries, extras, withPrototype]) => {
    const value: Record<string, unknown> = withPrototype && depth <= 1 ? (prototypeObject() as Record<string, unknown>) : {};
    for (const [name, field] of [...entries, ...extras]) if (field !== undefined) value[name] = field;
    return value;
  });
}

function pathArbitrary(context: FuzzContext, path: string): fc.Arbitrary<string> {
  const parts = path.split('/');
  const segments = parts.map((part, index) => {
    if (!/^\{.+\}$/.test(part)) return fc.constant(part);
    const resource = parts[index - 1] ?? '';
    const ids = context.fixtureIds[resource] ?? context.fixtureIds[resource.replace(/s$/, '')] ?? [1];
    return fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...ids).map(String) }, { weight: 1, arbitrary: hostilePathSegment.map((segment) => segment.raw) });
  });
  return fc.tuple(...segments).map((values) => values.join('/'));
}

function queryArbitrary(context: FuzzContext, operation: JsonSchema, method: string): fc.Arbitrary<string> {
  const documented = ((operation.parameters as JsonSchema[] | undefined) ?? []).map((parameter) => resolve(context.document, parameter)).filter((parameter) => parameter.in === 'query');
  const names = new Set(documented.map((parameter) => String(parameter.name)));
  if (method === 'GET') for (const name of GENERAL_QUERY) names.add(name);
  const pairs = [...names].map((name) => {
    const base = name.replace(/\[\]$/, '');
    const samples = QUERY_SAMPLES[base] ?? [];
    const schema = documented.find((parameter) => parameter.name === name)?.schema as JsonSchema | undefined;
    const fromSchema = schema ? plausible(context, schema, base).map((value) => ({ raw: encode(typeof value === 'string' ? value : JSON.stringify(value)) })) : fc.constant({ raw: '1' });
    const choices = [fromSchema, hostileQueryValue];
    if (samples.length > 0) choices.push(fc.constantFrom(...samples).map((sample) => ({ raw: encode(sample) })));
    const value = fc.oneof(...choices);
    const repeat = name.endsWith('[]') ? fc.integer({ min: 1, max: 12 }) : fc.oneof({ weight: 5, arbitrary: fc.constant(1) }, { weight: 1, arbitrary: fc.constant(2) });
    return fc.oneof(
      { weight: 2, arbitrary: fc.constant<string[]>([]) },
      { weight: 1, arbitrary: fc.tuple(value, repeat).map(([one, times]) => Array.from({ length: times }, () => `${encode(name)}=${one.raw}`)) },
    );
  });
  const oddities = fc.oneof(
    { weight: 8, arbitrary: fc.constant<string[]>([]) },
    { weight: 1, arbitrary: fc.constantFrom(['__proto__[polluted]=1'], ['constructor[prototype][x]=1'], ['%E0%A4%A=1'], ['&&&='], ['a[b][c][d]=1'], ['x=' + 'y'.repeat(3000)]) },
  );
  return fc.tuple(fc.tuple(...pairs), oddities).map(([chosen, odd]) => {
    const all = [...chosen.flat(), ...odd];
    // The request line has a size limit of its own (Node answers 431 over 16 KB, API Gateway over 10 KB): stay under it.
    while (all.join('&').length > MAX_QUERY_CHARS) all.splice(all.findIndex((pair) => pair.length === Math.max(...all.map((p) => p.length))), 1);
    return all.length > 0 ? `?${all.join('&')}` : '';
  });
}

function bodyArbitrary(context: FuzzContext, operation: JsonSchema): fc.Arbitrary<string | undefined> {
  const schema = (operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)?.content?.['application/json']?.schema;
  const structured = schema ? plausible(context, schema, 'body').map((value) => JSON.stringify(value)) : fc.constantFrom('{}', '{"unexpected":true}');
  return fc.oneof(
    { weight: 6, arbitrary: structured },
    { weight: 2, arbitrary: hostileRawBody },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null') },
  );
}

export function requestArbitrary(context: FuzzContext, path: string, method: string, operation: JsonSchema, credentials: Record<string, string>): fc.Arbitrary<FuzzRequest> {
  const takesBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
  const idempotent = operation['x-idempotent'] === true;
  const headers = idempotent
    ? fc.oneof({ weight: 3, arbitrary: fc.constant<Record<string, string>>({}) }, { weight: 1, arbitrary: hostileHeaderValue.map((key) => ({ 'Idempotency-Key': key })) })
    : fc.constant<Record<string, string>>({});
  return fc
    .tuple(pathArbitrary(context, path), queryArbitrary(context, operation, method), takesBody ? bodyArbitrary(context, operation) : fc.constant(undefined), headers)
    .map(([rawPath, query, body, extraHeaders]) => ({
      method,
      url: `${rawPath}${query}`,
      headers: { ...credentials, ...extraHeaders, ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
      ...(body !== undefined ? { body } : {}),
    }));
}
