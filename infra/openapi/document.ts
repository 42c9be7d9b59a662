/**
 * The OpenAPI 3.1 document of the service, built from the route table and the schemas each handler
 * carries: nothing here lists endpoints, so a route added to the table is documented by the next
 * `npm run openapi` (and `test/contract` fails until `openapi.json` is regenerated).
 */
import path from 'node:path';
import { routes as routeTable, tagDescriptions } from '#platform/routes/index';
import type { RouteDef } from '#platform/routes/types';
import type { DocumentedSchemas } from '#platform/http/endpoint';
import { documentedSchemaOf } from '#platform/http/input-checks';
import { SchemaDefinitions, type JsonSchema } from './json-schema';
import { ENVELOPE_COMPONENTS, HEADER_COMPONENTS, SECURITY_SCHEMES } from './envelopes';
import { buildOperation, tagOf, type HandlerSchemas } from './operation';
import { SharedComponents, sharedComponentsOf } from './shared-components';
import { permissionsMatrix } from '#platform/auth/permissions-matrix';
import { WEBHOOKS_TAG, webhooksSection } from './webhooks';

export type OpenApiDocument = JsonSchema & {
  openapi: string;
  paths: Record<string, Record<string, JsonSchema>>;
  webhooks: Record<string, Record<string, JsonSchema>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, JsonSchema>;
    parameters: Record<string, JsonSchema>;
    headers: Record<string, JsonSchema>;
    securitySchemes: Record<string, unknown>;
  };
};

const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** The schemas a route's handler carries (`endpoint()` attaches them to the handler). */
export async function handlerSchemasOf(route: RouteDef): Promise<HandlerSchemas> {
  const module = (await import(path.resolve(REPO_ROOT, route.entry))) as { operation?: { schemas?: DocumentedSchemas } };
  const schemas = module.operation?.schemas;
  if (!schemas) throw new Error(`${route.entry} exports no operation built by endpoint() (no operation.schemas)`);
  const zodOf = (parser: DocumentedSchemas['body']) => (parser ? documentedSchemaOf(parser) : undefined);
  return { ...schemas, params: zodOf(schemas.params), query: zodOf(schemas.query), body: zodOf(schemas.body) };
}

export interface BuildOptions {
  routes?: readonly RouteDef[];
  /** How a route's handler schemas are found (default: import the route's entry). */
  schemasOf?: (route: RouteDef) => Promise<HandlerSchemas>;
  /**
   * `throw` (default): a handler that cannot be loaded fails the build. `skip`: its operation is left
   * out and named in `skipped` (tests keep working while someone else's handler is half-written).
   */
  onLoadError?: 'throw' | 'skip';
}

export interface BuiltDocument {
  document: OpenApiDocument;
  skipped: { route: string; error: string }[];
}

const DESCRIPTION = [
  'Headless CMS, API v3. Admin routes (`/api/admin/v3`) take a user Bearer token or an Api-Key created with admin permissions, and check the permission named in `x-required-permission`.',
  'Client routes (`/api/client/v3`, and the alternative `/api/v3/client` paths answering `{data, meta}`) take the `Api-Key` header; routes that act for a person also need a user Bearer token.',
  'Success bodies: `{status: true, result, meta?}` (alternative paths and login: `{data, meta?}`). Errors: `{status: false, error: {code, message, ...}}` (alternative paths: `{error: {code, message, details}}`).',
  'Client keys are limited to 60 requests a minute and 1000 a day: every client answer carries X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset.',
  'Lists that take `field_sets` or `excludes` answer items with only the fields asked for: their items are described as the full item or the same fields with none required (`…Narrowed`), and show both in their examples.',
  'Content changes are POSTed to webhooks as signed events: see the `webhooks` section.',
].join('\n\n');

export async function buildOpenApiDocument(options: BuildOptions = {}): Promise<BuiltDocument> {
  const table = options.routes ?? routeTable;
  const schemasOf = options.schemasOf ?? handlerSchemasOf;
  const defs = new SchemaDefinitions();
  const shared = new SharedComponents();
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const tags: string[] = [];
  const skipped: BuiltDocument['skipped'] = [];

  for (const route of table) {
    let schemas: HandlerSchemas;
    try {
      schemas = await schemasOf(route);
    } catch (error) {
      if (options.onLoadError !== 'skip') throw error;
      skipped.push({ route: route.id, error: error instanceof Error ? error.message : String(error) });
      continue;
    }
    const operation = buildOperation(route, schemas, defs, shared);
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation;
    const tag = tagOf(route);
    if (!tags.includes(tag)) tags.push(tag);
  }

  const webhooks = webhooksSection(defs, shared);
  const undescribed = tags.filter((name) => !tagDescriptions[name]);
  if (undescribed.length > 0) throw new Error(`tags without a description: ${undescribed.join(', ')} (TAGS of their routes' module in shared/platform/routes)`);

  const document: OpenApiDocument = {
    openapi: '3.1.0',
    info: {
      title: 'Content Management Service API',
      version: '3.0.0',
      description: DESCRIPTION,
      contact: { name: 'The CMS maintainers' },
      license: { name: 'Proprietary (UNLICENSED)', identifier: 'LicenseRef-Proprietary' },
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: '/', description: 'this deployment (npm start: http://127.0.0.1:3000)' }],
    tags: [...tags.map((name) => ({ name, description: tagDescriptions[name]! })), WEBHOOKS_TAG],
    // Role × permission, from the code (shared/platform/auth/permissions.ts); docs/security.md carries the same table.
    'x-permissions-matrix': permissionsMatrix(),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    webhooks,
    components: {
      schemas: Object.fromEntries(Object.entries({ ...ENVELOPE_COMPONENTS, ...defs.schemas }).sort(([a], [b]) => a.localeCompare(b))),
      ...sharedComponentsOf(shared),
      headers: { ...HEADER_COMPONENTS },
      securitySchemes: { ...SECURITY_SCHEMES },
    },
  };
  return { document, skipped };
}

/** The document as written to `openapi.json`: stable key order, two-space indent, final newline. */
export function serializeDocument(document: OpenApiDocument): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
