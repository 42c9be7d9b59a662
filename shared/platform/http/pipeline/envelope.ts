/** The use case's `Reply` in the route's success envelope (`{status, result, meta?}` or `{data, meta?}`). */
import type middy from '@middy/core';
import type { APIGatewayProxyResult, Context } from 'aws-lambda';
import type { RouteBinding } from '#platform/routes/types';
import { successBody } from '#platform/http/envelope';
import type { ApiEvent } from '#platform/http/event';
import type { Reply } from '#platform/http/reply';
import { answerHeaders } from './headers';
import { stateOf } from './state';

export function envelope(route: RouteBinding): middy.MiddlewareObj<ApiEvent, APIGatewayProxyResult, Error, Context> {
  return {
    after: (request) => {
      const reply = request.response as unknown as Reply;
      if (reply.document) {
        // A body made piece by piece can only be written by a streaming function: a buffered one would
        // answer `[object AsyncGenerator]`.
        if (typeof reply.document.body !== 'string' && !route.streamed) throw new Error(`route ${route.id} answers a streamed body but is not declared streamed`);
        request.response = {
          statusCode: reply.statusCode,
          headers: answerHeaders(stateOf(request.event), { ...reply.headers, 'Content-Type': reply.document.contentType }),
          // A streamed route's piecewise body stays an iterable: its streaming wrapper writes it.
          body: reply.document.body as string,
        };
        return;
      }
      request.response = {
        statusCode: reply.statusCode,
        headers: answerHeaders(stateOf(request.event), reply.headers),
        body: JSON.stringify(successBody(route.envelope, reply)),
      };
    },
  };
}
