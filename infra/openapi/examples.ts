/**
 * The document's examples: a handler declares its `result` (and request body) once, in its `DOCS:`
 * statement; here they are wrapped in the route's envelope (with the pagination a list answers), and
 * an answer narrowed by `field_sets` gets a second example. Error answers get one each, from what the
 * error is. test/contract/openapi-examples.test.ts validates every example against its schema.
 */
import type { RouteDef } from '#platform/routes/types';
import type { JsonSchema } from './json-schema';
import type { RouteError } from './route-errors';

/** The fields the narrowed example keeps: `field_sets={"cms_posts":"id,title,slug"}`. */
export const NARROWED_FIELDS = ['id', 'title', 'slug'] as const;
export const NARROWED_QUERY = `field_sets={"cms_posts":"${NARROWED_FIELDS.join(',')}"}`;

const countOf = (result: unknown): number => (Array.isArray(result) ? result.length : 1);

/** The success body a route answers around `result`. */
export function successExample(route: Pick<RouteDef, 'envelope'>, result: unknown, paginated: boolean): Record<string, unknown> {
  const total = countOf(result);
  if (route.envelope === 'data') {
    return { data: result, ...(paginated ? { meta: { current_page: 1, per_page: 15, total, total_pages: 1 } } : {}) };
  }
  return { status: true, result, ...(paginated ? { meta: { pagination: { total, count: total, per_page: 15, current_page: 1, total_pages: 1 } } } : {}) };
}

/** Each item (or the one result) reduced to NARROWED_FIELDS, as the service answers `field_sets`. */
export function narrowedResult(result: unknown): unknown {
  const narrow = (item: unknown) =>
    item && typeof item === 'object' ? Object.fromEntries(Object.entries(item).filter(([key]) => (NARROWED_FIELDS as readonly string[]).includes(key))) : item;
  return Array.isArray(result) ? result.map(narrow) : narrow(result);
}

/** What a realistic refusal of each kind carries (the envelope is added by the form). */
function errorBody(error: RouteError): Record<string, unknown> {
  const code = error.codes[0] ?? 'version_conflict';
  const messages: Record<string, string> = {
    bad_request: 'The query parameters are invalid.',
    unauthorized: 'invalid key',
    authentication_required: 'Authentication is required.',
    permission_denied: 'You do not have the permission this operation needs.',
    account_disabled: 'This account is disabled.',
    resource_not_found: 'The resource was not found.',
    version_conflict: 'The post was changed by someone else: read it again and retry with its current version.',
    payload_too_large: 'The request body is too large.',
    unsupported_media_type: 'Content-Encoding br is not supported: send gzip, deflate or identity.',
    validation_failed: 'The given data was invalid.',
    too_many_requests: 'Too many requests: retry after the time in Retry-After.',
    internal_error: 'An unexpected error occurred.',
    service_unavailable: 'The service is busy: retry after the time in Retry-After.',
  };
  const body: Record<string, unknown> = { code, message: messages[code] ?? 'The request was refused.' };
  if (code === 'bad_request') body.details = { per_page: ['per_page must be an integer between 1 and 100.'] };
  if (error.requiredDetails?.includes('required_permission')) body.details = { required_permission: 'cms.posts.update' };
  if (error.required?.includes('errors')) body.errors = { title: ['The title field is required.'] };
  if (code === 'internal_error') body.request_id = 'c4a7e0a2-6d1b-4f4e-9d55-0b7b2f1e9a31';
  return body;
}

/** A refusal in the route's error form (`either`: the gateway answers in the primary form on every path). */
export function errorExample(form: 'primary' | 'alternative' | 'either', error: RouteError): Record<string, unknown> {
  const body = errorBody(error);
  if (form === 'alternative') {
    const { code, message, details } = body;
    return { error: { code, message, details: details ?? {} } };
  }
  return { status: false, error: body };
}

/**
 * The item schema of an answer `field_sets`/`excludes` may narrow, described so that a validating
 * proxy accepts both: the full item, or the same fields with none required (each item keeps only the
 * fields asked for; relations and counts asked for stay). A named item gets a named narrowed twin
 * (`AdminPost` -> `AdminPostNarrowed`).
 */
export function narrowable(item: JsonSchema, schemas: Record<string, JsonSchema>): JsonSchema {
  const ref = typeof item.$ref === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(item.$ref)?.[1] : undefined;
  if (ref) {
    const twin = `${ref}Narrowed`;
    if (!schemas[twin]) schemas[twin] = narrowedCopy(schemas[ref]!, `${String(schemas[ref]!.description ?? ref)}, narrowed by field_sets or excludes: only the fields asked for`);
    return { anyOf: [item, { $ref: `#/components/schemas/${twin}` }] };
  }
  const members = (item.anyOf ?? item.oneOf) as JsonSchema[] | undefined;
  if (members) return { ...item, anyOf: members.flatMap((member) => (narrowable(member, schemas).anyOf as JsonSchema[])), oneOf: undefined };
  return { anyOf: [item, narrowedCopy(item, 'narrowed by field_sets or excludes: only the fields asked for')] };
}

/** The key that marks a narrowed twin; generated client types leave the twins out (sdk-types.ts). */
export const NARROWED_MARK = 'x-narrowed';

/** The item's fields, none required. */
function narrowedCopy(schema: JsonSchema, description: string): JsonSchema {
  const { required: _all, examples: _examples, ...fields } = schema;
  return { ...fields, description, [NARROWED_MARK]: true };
}
