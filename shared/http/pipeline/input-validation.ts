/** Path, query and body through the operation's zod schemas (400 `bad_request` / 422 `validation_failed`). */
import type middy from '@middy/core';
import type { APIGatewayProxyResult, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import { MalformedRequest } from '../../errors';
import type { ApiEvent } from '../event';
import { parseBody, parseParameters } from '../validation';
import { stateOf } from './state';

export interface InputSchemas {
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
}

function requireJsonBody(body: unknown): unknown {
  if (typeof body === 'string') throw new MalformedRequest('The request body must be JSON.');
  return body;
}

export function inputValidation(schemas: InputSchemas): middy.MiddlewareObj<ApiEvent, APIGatewayProxyResult, Error, Context> {
  return {
    before: (request) => {
      const state = stateOf(request.event);
      state.input = {
        params: schemas.params ? parseParameters(schemas.params, request.event.pathParameters ?? {}) : undefined,
        query: schemas.query ? parseParameters(schemas.query, state.rawQuery) : undefined,
        body: schemas.body ? parseBody(schemas.body, requireJsonBody(request.event.body)) : undefined,
      };
    },
  };
}
