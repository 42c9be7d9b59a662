/** Headers of every answer the pipeline writes: JSON, CORS origin, request id, the client's quota window. */
import { config } from '#platform/config';
import { closestWindow, rateLimitHeaders } from '#platform/quotas/rate-limiter';
import type { PipelineState } from './state';

export function answerHeaders(state: PipelineState, extra?: Record<string, string>): Record<string, string> {
  return {
    'Content-Type': 'application/json; charset=utf-8',
    'Access-Control-Allow-Origin': config.corsAllowOrigin,
    'X-Request-Id': state.requestId,
    ...(state.quota ? rateLimitHeaders(closestWindow(state.quota)) : {}),
    ...extra,
  };
}
