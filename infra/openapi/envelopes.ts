/**
 * The spec's envelopes (sections 1, 4.6 and 7) as shared OpenAPI components: success bodies wrap a
 * route's `response` schema, error bodies are the same for every route of a form.
 */
import type { RouteDef } from '#platform/routes/types';
import type { JsonSchema } from './json-schema';

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

const fieldMessages: JsonSchema = {
  type: 'object',
  additionalProperties: { type: 'array', items: { type: 'string' } },
  description: 'name -> messages',
};

export const ENVELOPE_COMPONENTS: Record<string, JsonSchema> = {
  Pagination: {
    type: 'object',
    description: 'meta.pagination (spec 4.6)',
    required: ['total', 'count', 'per_page', 'current_page', 'total_pages'],
    properties: {
      total: { type: 'integer', minimum: 0 },
      count: { type: 'integer', minimum: 0, description: 'items on this page' },
      per_page: { type: 'integer', minimum: 1 },
      current_page: { type: 'integer', minimum: 1 },
      total_pages: { type: 'integer', minimum: 1 },
      links: { type: 'object', properties: { next: { type: 'string', description: 'full URL of the next page' } }, additionalProperties: false },
    },
    additionalProperties: false,
  },
  AltPaginationMeta: {
    type: 'object',
    description: 'meta of the alternative client lists (spec 4.4)',
    required: ['current_page', 'per_page', 'total', 'total_pages'],
    properties: {
      current_page: { type: 'integer', minimum: 1 },
      per_page: { type: 'integer', minimum: 1 },
      total: { type: 'integer', minimum: 0 },
      total_pages: { type: 'integer', minimum: 1 },
    },
    additionalProperties: false,
  },
  Error: {
    type: 'object',
    description: 'Primary error form: {status: false, error: {code, message, ...}}',
    required: ['status', 'error'],
    properties: { status: { const: false }, error: ref('ErrorBody') },
    additionalProperties: false,
  },
  ErrorBody: {
    type: 'object',
    description: 'The `error` of the primary form',
    required: ['code', 'message'],
    properties: {
      code: { type: 'string' },
      message: { type: 'string' },
      details: { type: 'object', description: 'parameter messages (400), required_permission (403), or other detail' },
      errors: { ...fieldMessages, description: 'field -> messages (422)' },
      request_id: { type: 'string', description: 'on internal errors: quote it to support' },
    },
    additionalProperties: false,
  },
  AltError: {
    type: 'object',
    description: 'Alternative error form of the /api/v3/client paths: {error: {code, message, details}}',
    required: ['error'],
    properties: { error: ref('AltErrorBody') },
    additionalProperties: false,
  },
  AltErrorBody: {
    type: 'object',
    description: 'The `error` of the alternative form',
    required: ['code', 'message', 'details'],
    properties: { code: { type: 'string' }, message: { type: 'string' }, details: { type: 'object' } },
    additionalProperties: false,
  },
};

const rateHeader = (description: string, required: boolean) => ({
  description: required ? description : `${description} (absent when the gateway refused the request before metering it)`,
  required,
  schema: { type: 'integer' },
});

export const HEADER_COMPONENTS: Record<string, JsonSchema> = {
  RateLimitLimit: rateHeader('requests allowed in the window closest to running out', true),
  RateLimitRemaining: rateHeader('requests left in that window', true),
  RateLimitReset: rateHeader('Unix seconds when that window resets', true),
  RateLimitLimitIfMetered: rateHeader('requests allowed in the window closest to running out', false),
  RateLimitRemainingIfMetered: rateHeader('requests left in that window', false),
  RateLimitResetIfMetered: rateHeader('Unix seconds when that window resets', false),
  RetryAfter: { description: 'seconds to wait before retrying', required: true, schema: { type: 'integer', minimum: 0 } },
};

export const SECURITY_SCHEMES = {
  ApiKey: { type: 'apiKey', in: 'header', name: 'Api-Key', description: 'A client API key; on admin routes, a key created with admin permissions.' },
  BearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A user token from POST /api/client/v3/auth/login.' },
} as const;

/** Admin: either credential; client: the key (and an optional user token where the route reads one); client-user: the key and a user's token. */
export function securityOf(route: RouteDef): Record<string, string[]>[] {
  if (route.audience === 'admin') return [{ BearerAuth: [] }, { ApiKey: [] }];
  if (route.audience === 'client-user') return [{ ApiKey: [], BearerAuth: [] }];
  // A client route that verifies tokens reads an optional user token (the comment thread shows the
  // caller's own pending comments): the key alone, or the key and a token.
  if (route.optionalUserToken) return [{ ApiKey: [] }, { ApiKey: [], BearerAuth: [] }];
  return [{ ApiKey: [] }];
}

/** `paginated`: the route pages its answer (it takes `page`), so its `meta` always carries the pagination. */
export function successEnvelope(route: RouteDef, result: JsonSchema, paginated = false): JsonSchema {
  if (route.envelope === 'data') {
    return {
      type: 'object',
      required: paginated ? ['data', 'meta'] : ['data'],
      properties: { data: result, meta: ref('AltPaginationMeta') },
      // Some answers add members beside `data` (e.g. related_posts of a single post).
      additionalProperties: true,
    };
  }
  return {
    type: 'object',
    required: paginated ? ['status', 'result', 'meta'] : ['status', 'result'],
    properties: {
      status: { const: true },
      result,
      meta: paginated
        ? { type: 'object', required: ['pagination'], properties: { pagination: ref('Pagination') } }
        : { type: 'object', properties: { pagination: ref('Pagination') } },
    },
    additionalProperties: false,
  };
}

export interface ErrorShape {
  codes: readonly string[];
  /** Members `error` must carry beyond code and message. */
  required?: readonly ('details' | 'errors' | 'request_id')[];
  /** `details` members that must be present. */
  requiredDetails?: readonly string[];
}

/** The error body of one status: the envelope narrowed to its codes and members. */
export function errorSchema(form: 'primary' | 'alternative' | 'either', shape: ErrorShape): JsonSchema {
  // The narrowing refers to the body it narrows ($ref beside it), so that every member of `error` is
  // evaluated where it is narrowed (validators that refuse unevaluated properties accept the answers).
  const narrowed = (envelope: 'Error' | 'AltError'): JsonSchema => {
    const required = envelope === 'AltError' ? [] : [...(shape.required ?? [])];
    const error: JsonSchema = { ...ref(`${envelope}Body`), properties: { code: shape.codes.length > 0 ? { enum: [...shape.codes] } : { type: 'string' } } };
    if (required.length > 0) error.required = required;
    if (shape.requiredDetails?.length) {
      (error.properties as JsonSchema).details = {
        type: 'object',
        required: [...shape.requiredDetails],
        properties: Object.fromEntries(shape.requiredDetails.map((name) => [name, { type: 'string' }])),
      };
      if (envelope === 'Error') error.required = [...new Set([...required, 'details'])];
    }
    return { allOf: [ref(envelope), { properties: { error } }] };
  };
  if (form === 'primary') return narrowed('Error');
  if (form === 'alternative') return narrowed('AltError');
  return { anyOf: [narrowed('AltError'), narrowed('Error')] };
}
