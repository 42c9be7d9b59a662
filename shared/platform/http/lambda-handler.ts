/**
 * The handler pipeline, written once: a route (from the route table) and an operation (from the
 * handler file the route names) become one middy chain, each middleware one concern:
 *
 *   header normaliser → body size + JSON parser → request scope → access (admin permission | client
 *   quota [+ user token]) → input limits → input validation → idempotency → [action] → envelope;
 *   the error mapper registered last, so that its onError answers every error first.
 *
 * The whole chain runs inside the request's log scope.
 *
 * The parts only some routes run (the access of one audience, the body parser, idempotency) are handed
 * in by whoever binds the route: a route's generated entry (infra/stack/lambda-entries.ts) imports only
 * those its route needs, so a Lambda bundle carries no middleware its route never runs (a GET no body
 * parser, an admin route no quota counter, a route without `idempotent` no idempotency store: about
 * 7 KB of every such bundle, compiled at each cold start). `lambdaHandler` takes them all, for the
 * local gateway and the tests.
 */
import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import type { APIGatewayProxyResult, Context } from 'aws-lambda';
import { takesBody, type RouteBinding } from '#platform/routes/types';
import { logger } from '#platform/logs/logger';
import type { ApiRequest, Operation } from './endpoint';
import { header, requestIdOf, requestUrl, type ApiEvent } from './event';
import { accessOf, type AccessFactory } from './pipeline/access';
import { envelope } from './pipeline/envelope';
import { errorMapper } from './pipeline/error-mapper';
import { idempotency } from './pipeline/idempotency';
import { inputValidation } from './pipeline/input-validation';
import { bodyParsing, inputLimits } from './pipeline/request-limits';
import { requestScope } from './pipeline/request-scope';
import { stateOf } from './pipeline/state';
import { streamedHandler, type StreamedHandler } from './response-streaming';

export type LambdaHandler = (event: ApiEvent, context: Context) => Promise<APIGatewayProxyResult>;

/** The middlewares a route needs that not every route does (see above). */
export interface RouteParts {
  access: AccessFactory;
  /** Required when the route takes a body. */
  bodyParsing?: typeof bodyParsing;
  /** Required when the route is `idempotent`. */
  idempotency?: typeof idempotency;
}

/** Every part, chosen at run time from the route: the local gateway and the tests. */
export function lambdaHandler(route: RouteBinding, operation: Operation): LambdaHandler {
  return routeHandler(route, operation, { access: accessOf(route), bodyParsing, idempotency });
}

/** The handler the route's function exports, as the local gateway and the bench run it: streaming for a `streamed` route. */
export function functionHandler(route: RouteBinding, operation: Operation): LambdaHandler | StreamedHandler {
  const chain = lambdaHandler(route, operation);
  return route.streamed ? streamedHandler(chain) : chain;
}

/** The route's chain from the parts its entry hands in; a part the route needs and did not get fails here, at init. */
export function routeHandler(route: RouteBinding, operation: Operation, parts: RouteParts): LambdaHandler {
  if (takesBody(route) && !parts.bodyParsing) throw new Error(`route ${route.id} takes a body: its entry must hand in bodyParsing`);
  if (route.idempotent && !parts.idempotency) throw new Error(`route ${route.id} is idempotent: its entry must hand in idempotency`);
  const chain = middy<ApiEvent, APIGatewayProxyResult, Error, Context>()
    .use(httpHeaderNormalizer())
    .use(parts.bodyParsing?.(route) ?? [])
    .use(requestScope())
    .use(parts.access(route, operation.authenticateUser))
    .use(inputLimits(route))
    .use(inputValidation(operation.schemas))
    .use(parts.idempotency?.(route) ?? [])
    .use(envelope(route))
    .use(errorMapper(route))
    .handler(async (event) => {
      const state = stateOf(event);
      const request: ApiRequest = {
        params: state.input?.params,
        query: state.input?.query,
        body: state.input?.body,
        ...state.access,
        requestId: state.requestId,
        // Read when a link is built: routes that build none need no public base URL.
        get url() {
          return requestUrl(event);
        },
        rawQuery: state.rawQuery,
        header: (name) => header(event, name),
        sourceIp: event.requestContext?.identity?.sourceIp ?? 'unknown',
      };
      // The envelope middleware turns the Reply into the proxy result.
      return (await operation.action(request)) as unknown as APIGatewayProxyResult;
    });
  return (event, context) => logger.withRequestId(requestIdOf(event, context?.awsRequestId ?? 'unknown'), () => chain(event, context), context);
}
