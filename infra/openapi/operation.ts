/**
 * One OpenAPI operation from a route of the table and the schemas its handler carries
 * (`handler.schemas`, see `shared/platform/http/endpoint.ts`).
 */
import type * as z from 'zod/mini';
import type { DocumentedSchemas } from '#platform/http/endpoint';
import type { RouteDef } from '#platform/routes/types';
import { errorFormOf } from '#platform/routes/types';
import { allowsArray, allowsScalar, alternativesOf, type JsonSchema, type SchemaDefinitions } from './json-schema';
import { errorSchema, securityOf, successEnvelope } from './envelopes';
import { routeErrors } from './route-errors';
import { idempotencyKeySchema } from '#platform/http/idempotency';
import type { SharedComponents } from './shared-components';
import { NARROWED_QUERY, errorExample, narrowable, narrowedResult, successExample } from './examples';
import { whoMayCall } from './who-may-call';

/**
 * The JSON Schema key a query field's zod schema carries (shared/platform/described.ts `asParameter`) to be
 * stated once in `components.parameters` under that name.
 */
const PARAMETER_KEY = 'x-parameter';

/**
 * What `endpoint()` attaches to a handler (with `documentResponse` in its DOCS statement), each input
 * as its zod schema (a parser built without zod names its twin: input-checks.ts `documentedAs`).
 */
export type HandlerSchemas = Omit<DocumentedSchemas, 'params' | 'query' | 'body'> & { params?: z.ZodMiniType; query?: z.ZodMiniType; body?: z.ZodMiniType };

/** Spec 4.5: the general parameters typed "array", sent as `name[]=value` (repeated). */
const LIST_PARAMETERS = new Set(['filter', 'with', 'withCount']);

/** 201 for a POST that creates (route ids `…-create`), 200 otherwise, unless the handler declares it. */
export function successStatusOf(route: RouteDef, schemas: HandlerSchemas): number {
  if (schemas.successStatus !== undefined) return schemas.successStatus;
  return route.method === 'POST' && route.id.endsWith('-create') ? 201 : 200;
}

/** `admin-cms-posts-list` -> tag `admin cms/post` (audience, module and resource of the path). */
export function tagOf(route: RouteDef): string {
  const parts = route.path.split('/').filter(Boolean);
  // /api/{audience}/v3/{module}/{resource}... or the alternative /api/v3/client/{resource}
  if (parts[1] === 'v3') return `${parts[2]} (alternative)/${parts[3] ?? ''}`.replace(/\/$/, '');
  return [parts[1], [parts[3], parts[4]].filter(Boolean).join('/')].join(' ');
}


const headerRef = (name: string): JsonSchema => ({ $ref: `#/components/headers/${name}` });

/** Handler answers carry the rate-limit headers; the gateway's own refusals (401, usage plan 429) do not. */
const RATE_LIMIT_HEADERS = (always: boolean): Record<string, JsonSchema> => ({
  'X-RateLimit-Limit': headerRef(always ? 'RateLimitLimit' : 'RateLimitLimitIfMetered'),
  'X-RateLimit-Remaining': headerRef(always ? 'RateLimitRemaining' : 'RateLimitRemainingIfMetered'),
  'X-RateLimit-Reset': headerRef(always ? 'RateLimitReset' : 'RateLimitResetIfMetered'),
});

const RETRY_AFTER = headerRef('RetryAfter');

function objectProperties(schema: JsonSchema): { properties: Record<string, JsonSchema>; required: Set<string> } {
  for (const member of [schema, ...alternativesOf(schema), ...((schema.allOf as JsonSchema[] | undefined) ?? [])]) {
    if (member.properties && typeof member.properties === 'object') {
      return {
        properties: member.properties as Record<string, JsonSchema>,
        required: new Set((member.required as string[] | undefined) ?? []),
      };
    }
  }
  return { properties: {}, required: new Set() };
}

function pathParameters(route: RouteDef, params: JsonSchema | undefined): JsonSchema[] {
  const { properties } = params ? objectProperties(params) : { properties: {} as Record<string, JsonSchema> };
  return [...route.path.matchAll(/\{([^}+]+)\+?\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: properties[name!] ?? { type: 'string' },
  }));
}

function queryParameter(name: string, schema: JsonSchema, required: boolean): JsonSchema {
  const { description, [PARAMETER_KEY]: _shared, ...rest } = schema;
  const listed = allowsArray(rest) && (LIST_PARAMETERS.has(name) || !allowsScalar(rest));
  if (listed) {
    const items = alternativesOf(rest).find((member) => member.type === 'array')?.items ?? { type: 'string' };
    return {
      name: `${name}[]`,
      in: 'query',
      required,
      ...(description ? { description } : {}),
      style: 'form',
      explode: true,
      schema: { type: 'array', items },
    };
  }
  const scalar = alternativesOf(rest).filter((member) => member.type !== 'array');
  return {
    name,
    in: 'query',
    required,
    ...(description ? { description } : {}),
    schema: scalar.length === 1 ? scalar[0] : rest,
  };
}

/** The query's parameters; those whose schema names a shared parameter are `$ref`s to it. */
function queryParameters(query: JsonSchema | undefined, shared: SharedComponents): JsonSchema[] {
  if (!query) return [];
  const { properties, required } = objectProperties(query);
  return Object.entries(properties).map(([name, schema]) => {
    const parameter = queryParameter(name, schema, required.has(name));
    const sharedName = schema[PARAMETER_KEY];
    return typeof sharedName === 'string' ? shared.refer('parameters', sharedName, parameter) : parameter;
  });
}

/** `Admin…` answers, `Client…` in the primary form, `ClientAlt…` on the alternative paths. */
function responsePrefixOf(route: RouteDef): string {
  if (route.audience === 'admin') return 'Admin';
  return errorFormOf(route.path) === 'alternative' ? 'ClientAlt' : 'Client';
}

function errorResponse(route: RouteDef, error: ReturnType<typeof routeErrors>[number]): JsonSchema {
  const routeForm = errorFormOf(route.path);
  const form = routeForm === 'alternative' && error.fromGateway ? 'either' : routeForm;
  const headers: Record<string, JsonSchema> = {
    ...(route.audience !== 'admin' ? RATE_LIMIT_HEADERS(false) : {}),
    ...(error.retryAfter ? { 'Retry-After': RETRY_AFTER } : {}),
  };
  return {
    description: error.description,
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    content: { 'application/json': { schema: errorSchema(form, error), example: errorExample(form, error) } },
  };
}

/**
 * A body field no value may take (read-only fields, `{not: {}}`) is left out of `properties` and named
 * in the description instead: with `additionalProperties: false` it is still refused, and generated
 * clients (openapi-typescript types `not` as `unknown`) then reject it at compile time too.
 */
/** The schema inside `z.optional(...)` and `z.nullable(...)`. */
function optionalInner(schema: z.ZodMiniType): z.ZodMiniType {
  const def = schema._zod.def as { type: string; innerType?: z.ZodMiniType };
  return (def.type === 'optional' || def.type === 'nullable') && def.innerType ? optionalInner(def.innerType) : schema;
}

function withoutRefusedFields(body: JsonSchema): JsonSchema {
  const properties = body.properties as Record<string, JsonSchema> | undefined;
  if (!properties) return body;
  const refused = Object.keys(properties).filter((name) => {
    const schema = properties[name]!;
    return Object.keys(schema).length === 1 && JSON.stringify(schema.not) === '{}';
  });
  if (refused.length === 0) return body;
  const kept = Object.fromEntries(Object.entries(properties).filter(([name]) => !refused.includes(name)));
  const note = `Read-only, refused when sent: ${refused.join(', ')}.`;
  return { ...body, properties: kept, description: typeof body.description === 'string' ? `${body.description} ${note}` : note };
}

/**
 * A route that takes `page` and answers a list answers pages: its success `meta` always holds the
 * pagination (a route that answers an object, e.g. the admin comments, carries it in `result`).
 */
function isPaginated(query: JsonSchema | undefined, result: JsonSchema): boolean {
  return query !== undefined && 'page' in objectProperties(query).properties && result.type === 'array';
}

/** The result with its items (or itself) narrowable (examples.ts `narrowable`). */
function narrowableResult(result: JsonSchema, defs: SchemaDefinitions): JsonSchema {
  if (result.type === 'array') return { ...result, items: narrowable(result.items as JsonSchema, defs.schemas) };
  return narrowable(result, defs.schemas);
}

export function buildOperation(route: RouteDef, schemas: HandlerSchemas, defs: SchemaDefinitions, shared: SharedComponents): JsonSchema {
  const hint = route.id;
  const params = schemas.params ? defs.convert(schemas.params, 'input', `${hint} params`) : undefined;
  const query = schemas.query ? defs.convert(schemas.query, 'input', `${hint} query`) : undefined;
  // A body that may be left out (`z.nullish(object)`: API Gateway passes a missing body as null) is documented as the object, not required.
  const bodyOptional = schemas.body?._zod.def.type === 'optional';
  const bodySchema = bodyOptional ? optionalInner(schemas.body!) : schemas.body;
  const body = bodySchema ? withoutRefusedFields(defs.convert(bodySchema, 'input', `${hint} body`)) : undefined;
  const result = schemas.response ? defs.convert(schemas.response, 'output', `${hint} result`) : { description: 'not described' };

  const parameters = [...pathParameters(route, params), ...queryParameters(query, shared)];
  if (route.idempotent) {
    parameters.push(
      shared.refer('parameters', 'IdempotencyKey', {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description: 'A retry with the same key (1-128 of letters, digits, . _ : -) replays the first answer.',
        schema: defs.convert(idempotencyKeySchema(), 'input'),
      }),
    );
  }

  if (route.capabilities.includes('mail')) {
    // The routes that send email write it in the language the request asks for (account-emails.ts `mailLanguageOf`).
    parameters.push(
      shared.refer('parameters', 'AcceptLanguage', {
        name: 'Accept-Language',
        in: 'header',
        required: false,
        description: 'The language of the email sent: `fa…` for Persian (right to left), anything else English.',
        schema: { type: 'string', maxLength: 256 },
      }),
    );
  }

  const client = route.audience !== 'admin';
  const success = successStatusOf(route, schemas);
  const paginated = isPaginated(query, result);
  // Answers `field_sets`/`excludes` narrow: items may lack any field (a validating proxy must accept them).
  const narrows = query !== undefined && ['field_sets', 'excludes'].some((name) => name in objectProperties(query).properties);
  const described = narrows ? narrowableResult(result, defs) : result;
  const full = successExample(route, schemas.responseExample, paginated);
  const documents = schemas.responseDocuments;
  const responses: Record<string, JsonSchema> = documents
    ? {
        [String(success)]: {
          description: 'OK',
          ...(client ? { headers: RATE_LIMIT_HEADERS(true) } : {}),
          content: Object.fromEntries(Object.entries(documents).map(([mediaType, example]) => [mediaType, { schema: { type: 'string' }, example }])),
        },
      }
    : {
    [String(success)]: {
      description: success === 201 ? 'Created' : 'OK',
      ...(client ? { headers: RATE_LIMIT_HEADERS(true) } : {}),
      content: {
        'application/json': {
          schema: successEnvelope(route, described, paginated),
          ...(narrows
            ? {
                examples: {
                  full: { summary: 'Every field', value: full },
                  narrowed: { summary: `With ${NARROWED_QUERY}`, value: successExample(route, narrowedResult(schemas.responseExample), paginated) },
                },
              }
            : { example: full }),
        },
      },
    },
  };
  const errors = routeErrors(route, { hasParams: params !== undefined || route.path.includes('{'), hasBody: body !== undefined });
  // Error answers are shared: one per form and meaning, in components.responses.
  for (const error of errors) responses[String(error.status)] = shared.refer('responses', `${responsePrefixOf(route)}${error.meaning}`, errorResponse(route, error));

  return {
    operationId: route.id,
    summary: route.summary,
    description: [route.description, whoMayCall(route)].filter(Boolean).join('\n\n'),
    tags: [tagOf(route)],
    security: securityOf(route),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body
      ? { requestBody: { required: !bodyOptional, content: { 'application/json': { schema: body, ...(schemas.requestExample !== undefined ? { example: schemas.requestExample } : {}) } } } }
      : {}),
    responses,
    'x-audience': route.audience,
    ...(route.permission ? { 'x-required-permission': route.permission } : {}),
    ...(route.idempotent ? { 'x-idempotent': true } : {}),
  };
}
