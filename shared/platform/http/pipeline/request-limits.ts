/**
 * Limits checked before any schema walks the input (docs/limits.md): body size and JSON (the middy
 * parser), nesting depth, and the size of query values and of the query language.
 */
import type middy from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyResult, Context } from 'aws-lambda';
import { InvalidParameters, MalformedRequest, PayloadTooLarge } from '#platform/errors';
import { queryOf, type ApiEvent } from '#platform/http/event';
import { takesBody, type RouteDef } from '#platform/routes/types';
import { stateOf } from './state';

type Middleware = middy.MiddlewareObj<ApiEvent, APIGatewayProxyResult, Error, Context>;

/** Request limits: bodies well under the gateway's 10 MB, shallow JSON, bounded query language. */
export const LIMITS = { bodyBytes: 1024 * 1024, bodyDepth: 32, searchChars: 200, filters: 10, queryValueChars: 2000 } as const;

// curl -d sends form content types: read JSON whatever the Content-Type says (the option exists at run time, not in the types).
const jsonParserOptions = { disableContentTypeCheck: true } as unknown as Parameters<typeof httpJsonBodyParser>[0];

function checkBodySize(body: unknown): void {
  if (typeof body === 'string' && Buffer.byteLength(body, 'utf8') > LIMITS.bodyBytes) throw new PayloadTooLarge(LIMITS.bodyBytes);
}

/** Deeply nested JSON is refused before any schema walks it. */
function checkBodyDepth(body: unknown): void {
  let level: unknown[] = [body];
  for (let depth = 0; level.length > 0; depth++) {
    if (depth > LIMITS.bodyDepth) {
      const message = `The request body may not nest deeper than ${LIMITS.bodyDepth} levels.`;
      throw new MalformedRequest(message, { body: [message] });
    }
    level = level.flatMap((value) => (value !== null && typeof value === 'object' ? Object.values(value) : []));
  }
}

function checkQueryLimits(query: Record<string, string | string[]>): void {
  const problems = Object.create(null) as Record<string, string[]>;
  for (const [name, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    if (name === 'search' && values.some((entry) => entry.length > LIMITS.searchChars))
      problems[name] = [`search may not be longer than ${LIMITS.searchChars} characters.`];
    else if (values.some((entry) => entry.length > LIMITS.queryValueChars))
      problems[name] = [`${name} may not be longer than ${LIMITS.queryValueChars} characters.`];
    const filters = name === 'filter' ? values.flatMap((entry) => entry.split(/[,;]/)).filter((entry) => entry.trim() !== '') : [];
    if (filters.length > LIMITS.filters) (problems[name] ??= []).push(`At most ${LIMITS.filters} filters.`);
  }
  if (Object.keys(problems).length > 0) throw new InvalidParameters(problems);
}

/** Body size, then the JSON parser (routes that take a body only): before authentication, as the gateway's own checks. */
export function bodyParsing(route: Pick<RouteDef, 'method' | 'deleteBody'>): Middleware[] {
  if (!takesBody(route)) return [];
  return [{ before: (request) => checkBodySize(request.event.body) }, httpJsonBodyParser(jsonParserOptions)];
}

/** Query values and JSON depth: after access, so an unauthenticated caller learns nothing about them. */
export function inputLimits(route: Pick<RouteDef, 'method' | 'deleteBody'>): Middleware {
  const body = takesBody(route);
  return {
    before: (request) => {
      const state = stateOf(request.event);
      state.rawQuery = queryOf(request.event);
      checkQueryLimits(state.rawQuery);
      if (body) checkBodyDepth(request.event.body);
    },
  };
}
