/**
 * Checks a real answer of the service against the OpenAPI document: the status must be one the
 * operation documents, the JSON body must match that response's schema (ajv, draft 2020-12) and its
 * required headers must be present. `test/support/http.ts` runs it on every response of the HTTP
 * tests, so a shape that drifts from its schema, or an undocumented status, fails the test that
 * saw it.
 *
 * The document is built once per test file from the code as it is (not from `openapi.json`, whose
 * freshness `test/contract/openapi-document.test.ts` checks). Paths off the route table (unknown
 * routes, the local media store, `/docs`) are not API operations and are not checked.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { routes } from '#platform/routes/index';
import { RouteMatcher } from '#infra/local/route-matcher';
import { buildOpenApiDocument, type OpenApiDocument } from '#infra/openapi/document';
import type { JsonSchema } from '#infra/openapi/json-schema';

export interface ObservedResponse {
  method: string;
  /** Path as requested, possibly with a query string. */
  path: string;
  status: number;
  /** Lower-cased names. */
  headers: Record<string, string>;
  /** Parsed JSON, or the text when the body was not JSON. */
  body: unknown;
}

const DOCUMENT_ID = 'https://cms.local/openapi.json';

interface Contract {
  document: OpenApiDocument;
  ajv: Ajv2020;
  matcher: RouteMatcher;
  validators: Map<string, ValidateFunction>;
}

let loading: Promise<Contract> | undefined;

function contract(): Promise<Contract> {
  loading ??= (async () => {
    const { document } = await buildOpenApiDocument({ onLoadError: 'skip' });
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    addFormats(ajv);
    ajv.addSchema({ ...document, $id: DOCUMENT_ID });
    return { document, ajv, matcher: new RouteMatcher(routes), validators: new Map() };
  })();
  return loading;
}

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function resolve(document: OpenApiDocument, value: JsonSchema | undefined): JsonSchema | undefined {
  let current = value;
  for (let hops = 0; current && typeof current.$ref === 'string' && hops < 10; hops++) {
    let target: unknown = document;
    for (const part of (current.$ref as string).replace(/^#\//, '').split('/')) target = (target as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    current = target as JsonSchema;
  }
  return current;
}

/** Problems with this answer (empty when it keeps the contract, or when it is not an API operation). */
export async function responseContractProblems(observed: ObservedResponse): Promise<string[]> {
  const { document, ajv, matcher, validators } = await contract();
  // As fetch sent it: dot segments (also %2e%2e) resolved, the rest still percent-encoded.
  const rawPath = new URL(observed.path, 'http://localhost').pathname;
  const method = observed.method.toUpperCase();
  const matched = matcher.match(method, rawPath);
  if (matched.kind === 'not-found') return [];
  const route = matched.match.route;
  const operation = document.paths[route.path]?.[method.toLowerCase()];
  if (!operation) return []; // its handler could not be loaded: the gateway answers 500 for it anyway
  const responses = operation.responses as Record<string, JsonSchema>;
  const label = `${method} ${rawPath} (${route.id}) answered ${observed.status}`;
  const reference = responses[String(observed.status)];
  // Error answers are shared (`components.responses`): validate against where the body is stated.
  const response = resolve(document, reference);
  const responsePointer =
    typeof reference?.$ref === 'string'
      ? (reference.$ref as string).replace(/^#\//, '').split('/')
      : ['paths', route.path, method.toLowerCase(), 'responses', String(observed.status)];
  if (!response || !reference) return [`${label}, a status the OpenAPI document does not list (documented: ${Object.keys(responses).join(', ')})`];

  const problems: string[] = [];
  for (const [name, header] of Object.entries((response.headers ?? {}) as Record<string, JsonSchema>)) {
    const resolved = resolve(document, header);
    if (resolved?.required === true && observed.headers[name.toLowerCase()] === undefined) problems.push(`${label} without the required header ${name}`);
  }
  const schema = (response.content as Record<string, { schema?: JsonSchema }> | undefined)?.['application/json']?.schema;
  if (!schema) return problems;
  if (typeof observed.body === 'string') return [...problems, `${label} with a body that is not JSON: ${observed.body.slice(0, 200)}`];

  // As a validating proxy does: the answer against the document as it is, narrowed answers included
  // (their items are described as the full item or the same fields with none required).
  const key = `${route.id} ${observed.status}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile({ $ref: `${DOCUMENT_ID}#/${pointer(...responsePointer, 'content', 'application/json', 'schema')}` });
    validators.set(key, validate);
  }
  if (!validate(observed.body)) {
    const details = (validate.errors ?? [])
      .slice(0, 8)
      .map((error) => `  ${error.instancePath || '(body)'} ${error.message}${error.params && Object.keys(error.params).length ? ` ${JSON.stringify(error.params)}` : ''}`)
      .join('\n');
    problems.push(`${label} with a body that does not match the OpenAPI document:\n${details}\nbody: ${JSON.stringify(observed.body).slice(0, 600)}`);
  }
  return problems;
}

/** Throws when the answer breaks the contract (the message lists every problem). */
export async function assertResponseContract(observed: ObservedResponse): Promise<void> {
  const problems = await responseContractProblems(observed);
  if (problems.length > 0) throw new Error(`OpenAPI contract: ${problems.join('\n')}`);
}
