/** First of the chain: the request id every log line and error body of this request carries. */
import type middy from '@middy/core';
import type { APIGatewayProxyResult, Context } from 'aws-lambda';
import { requestIdOf, type ApiEvent } from '#platform/http/event';
import { stateOf } from './state';

export function requestScope(): middy.MiddlewareObj<ApiEvent, APIGatewayProxyResult, Error, Context> {
  return {
    before: (request) => {
      stateOf(request.event).requestId = requestIdOf(request.event, request.context?.awsRequestId ?? 'unknown');
    },
  };
}
