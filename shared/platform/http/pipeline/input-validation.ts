/** Path, query and body through the operation's zod schemas (400 `bad_request` / 422 `validation_failed`). */
import type middy from '@middy/core';
import type { APIGatewayProxyResult, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import { InvalidParameters, MalformedRequest } from '#platform/errors';
import type { ApiEvent } from '#platform/http/event';
import { parseBody, parseParameters } from '#platform/http/validation';
import type { InputParser } from '#platform/http/input-checks';
import { stateOf } from './state';

export interface InputSchemas {
  params?: z.ZodMiniType | InputParser;
  query?: z.ZodMiniType | InputParser;
  body?: z.ZodMiniType | InputParser;
}

function requireJsonBody(body: unknown): unknown {
  if (typeof body === 'string') throw new MalformedRequest('The request body must be JSON.');
  return body;
}

/**
 * The parameter names an object schema (or a pipe starting with one) declares; undefined when the
 * schema is of another kind and checks its own keys. No query schema declares none.
 */
function declaredNames(schema: z.ZodMiniType | InputParser | undefined): ReadonlySet<string> | undefined {
  if (!schema) return new Set();
  if (!('_zod' in schema)) return schema.names ? new Set(schema.names) : undefined;
  const def = schema._zod.def as { type: string; shape?: Record<string, unknown>; in?: z.ZodMiniType };
  if (def.type === 'object' && def.shape) return new Set(Object.keys(def.shape));
  if (def.type === 'pipe' && def.in) return declaredNames(def.in as z.ZodMiniType);
  return undefined;
}

/**
 * A parameter the route does not declare is refused rather than ignored: a misspelt `per_page`
 * would otherwise answer the default page, and the OpenAPI document lists every name a route reads.
 */
function checkDeclaredQuery(query: Record<string, string | string[]>, declared: ReadonlySet<string> | undefined): void {
  if (!declared) return;
  const undeclared = Object.keys(query).filter((name) => !declared.has(name));
  if (undeclared.length === 0) return;
  const allowed = declared.size > 0 ? `Parameters of this route: ${[...declared].join(', ')}.` : 'This route takes no query parameters.';
  throw new InvalidParameters(Object.fromEntries(undeclared.map((name) => [name, [`Unknown parameter. ${allowed}`]])));
}

export function inputValidation(schemas: InputSchemas): middy.MiddlewareObj<ApiEvent, APIGatewayProxyResult, Error, Context> {
  const queryNames = declaredNames(schemas.query);
  return {
    before: (request) => {
      const state = stateOf(request.event);
      checkDeclaredQuery(state.rawQuery, queryNames);
      state.input = {
        params: schemas.params ? parseParameters(schemas.params, request.event.pathParameters ?? {}) : undefined,
        query: schemas.query ? parseParameters(schemas.query, state.rawQuery) : undefined,
        body: schemas.body ? parseBody(schemas.body, requireJsonBody(request.event.body)) : undefined,
      };
    },
  };
}
