/**
 * What a handler file declares: its operation — the schemas that parse path, query and body, and the
 * action that calls a use case and returns a `Reply`. It knows nothing of its route: the route table
 * names the handler file, and `lambdaHandler(route, operation)` (shared/platform/http/lambda-handler.ts) binds
 * the two into the middy chain, in the Lambda bundle's generated entry and in the local gateway alike.
 */
import type * as z from 'zod/mini';
import type { AdminPrincipal, ClientPrincipal, UserPrincipal } from '#platform/auth/principal';
import type { UserAuthenticator } from './pipeline/access';
import type { Reply } from './reply';
import type { InputParser } from './input-checks';

export type { UserAuthenticator } from './pipeline/access';
export { LIMITS } from './pipeline/request-limits';

/**
 * An input is parsed by its zod schema, or by a zod-free parser that answers as one (input-checks.ts)
 * where building the schema costs the cold start too much; the document shows that parser's zod twin.
 */
export type Parser = z.ZodMiniType | InputParser;

export interface Schemas<P extends Parser, Q extends Parser, B extends Parser> {
  params?: P;
  query?: Q;
  body?: B;
  /** The success status, when it is not the default the OpenAPI document assumes (201 for a POST `…-create` route, else 200). */
  successStatus?: 200 | 201 | 202;
}

/** What an operation carries for the OpenAPI document and the contract tests. */
export interface DocumentedSchemas extends Schemas<Parser, Parser, Parser> {
  /** The success body's `result` (or `data`): not enforced at run time; set by `documentResponse`. */
  response?: z.ZodMiniType;
  /** A realistic `result` (or `data`) of a success, valid against `response`: the OpenAPI document's example. */
  responseExample?: unknown;
  /** A realistic request body, valid against `body`: the OpenAPI document's example. */
  requestExample?: unknown;
  /** A success that is a document of its own media type (`documentReply`), not JSON: an example per media type. */
  responseDocuments?: Readonly<Record<string, string>>;
}

export interface ApiRequest<P = unknown, Q = unknown, B = unknown> {
  params: P;
  query: Q;
  body: B;
  /** Admin routes: the authenticated principal (permission already checked). */
  admin?: AdminPrincipal;
  /** Client routes: the API key. */
  client?: ClientPrincipal;
  /** `client-user` routes: the logged-in user. */
  user?: UserPrincipal;
  requestId: string;
  /** Absolute URL of this request without its query (pagination links). */
  url: string;
  /** The query as sent, for links that keep the caller's parameters. */
  rawQuery: Record<string, string | string[]>;
  header(name: string): string | undefined;
  /** The client address API Gateway saw (never a header the caller can set). */
  sourceIp: string;
}

type Output<S> = S extends z.ZodMiniType ? z.output<S> : S extends InputParser<infer T> ? T : undefined;

export interface EndpointOptions {
  /**
   * Required by `client-user` routes, given by `userEndpoint` (shared/domains/accounts/user-endpoint.ts): only the
   * handlers that verify tokens bundle the token verifier.
   */
  authenticateUser?: UserAuthenticator;
}

export interface Operation {
  readonly schemas: DocumentedSchemas;
  readonly action: (request: ApiRequest<any, any, any>) => Promise<Reply>;
  readonly authenticateUser?: UserAuthenticator;
}

export function endpoint<
  P extends Parser = z.ZodMiniType,
  Q extends Parser = z.ZodMiniType,
  B extends Parser = z.ZodMiniType,
>(schemas: Schemas<P, Q, B>, action: (request: ApiRequest<Output<P>, Output<Q>, Output<B>>) => Promise<Reply>, options: EndpointOptions = {}): Operation {
  return { schemas: { ...schemas }, action, ...(options.authenticateUser ? { authenticateUser: options.authenticateUser } : {}) };
}

/**
 * Names the schema of an operation's success body, and a realistic example of it (the `result`, or
 * `data`: the document wraps it in the envelope), for the OpenAPI document and the contract tests.
 * Handlers call it in a statement labelled `DOCS:`, which Lambda bundles drop (esbuild `dropLabels`,
 * infra/stack/bundling.ts): a deployed function neither builds nor carries its response schemas,
 * which are most of the schemas there are, while tests, `npm start` and `npm run openapi` run the
 * handler modules as written and see them.
 */
export function documentResponse(operation: Operation, response: z.ZodMiniType, example: unknown): void {
  operation.schemas.response = response;
  operation.schemas.responseExample = example;
}

/**
 * Names the media types of an operation whose success is a document (`documentReply`: a feed, a
 * sitemap) with an example of each, in a `DOCS:` statement as `documentResponse`.
 */
export function documentDocuments(operation: Operation, examples: Readonly<Record<string, string>>): void {
  operation.schemas.responseDocuments = examples;
}

/**
 * A realistic body of the operation's request, for the OpenAPI document (in a `DOCS:` statement, as
 * `documentResponse`); test/contract/openapi-examples.test.ts holds it to the body schema.
 */
export function documentRequest(operation: Operation, example: Record<string, unknown>): void {
  operation.schemas.requestExample = example;
}
