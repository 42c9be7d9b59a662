/**
 * Registered last, so its `onError` runs first: any error becomes the spec's error body through the
 * one table of `shared/platform/http/error-map.ts`. Internal errors are logged with their cause; the answer
 * carries only the request id.
 */
import type middy from '@middy/core';
import type { APIGatewayProxyResult, Context } from 'aws-lambda';
import type { RouteBinding } from '#platform/routes/types';
import { errorFormOf } from '#platform/routes/types';
import { errorFields, logger } from '#platform/logs/logger';
import { closestWindow, rateLimitHeaders } from '#platform/quotas/rate-limiter';
import { errorBody } from '#platform/http/envelope';
import { mapError } from '#platform/http/error-map';
import type { ApiEvent } from '#platform/http/event';
import { answerHeaders } from './headers';
import { stateOf } from './state';

export function errorMapper(route: RouteBinding): middy.MiddlewareObj<ApiEvent, APIGatewayProxyResult, Error, Context> {
  const form = errorFormOf(route.path);
  return {
    onError: (request) => {
      const state = stateOf(request.event);
      const mapped = mapError(request.error);
      if (mapped.internal) logger.error('unhandled error', { route: route.id, request_id: state.requestId, ...errorFields(request.error) });
      else if (mapped.statusCode >= 500) logger.warn('dependency unavailable', { route: route.id, request_id: state.requestId, ...errorFields(request.error) });
      const window = mapped.rateWindow ?? (state.quota ? closestWindow(state.quota) : undefined);
      request.response = {
        statusCode: mapped.statusCode,
        headers: answerHeaders(state, {
          ...(window ? rateLimitHeaders(window) : {}),
          ...(mapped.retryAfterSeconds !== undefined ? { 'Retry-After': String(mapped.retryAfterSeconds) } : {}),
        }),
        body: JSON.stringify(errorBody(form, mapped, state.requestId)),
      };
    },
  };
}
