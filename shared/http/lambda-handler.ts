/**
 * The handler pipeline, written once: a route (from the route table) and an operation (from the
 * handler file the route names) become one middy chain, each middleware one concern:
 *
 *   header normaliser → body size + JSON parser → request scope → access (admin permission | client
 *   quota [+ user token]) → input limits → input validation → idempotency → [action] → envelope;
 *   the error mapper registered last, so that its onError answers every error first.
 *
 * The whole chain runs inside the request's log scope.
 */
import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import type { APIGatewayProxyResult, Context } from 'aws-lambda';
import type { RouteDef } from '../routes/types';
import { logger } from '../logger';
import type { ApiRequest, Operation } from './endpoint';
import { header, requestIdOf, requestUrl, type ApiEvent } from './event';
import { access } from './pipeline/access';
import { envelope } from './pipeline/envelope';
import { errorMapper } from './pipeline/error-mapper';
import { idempotency } from './pipeline/idempotency';
import { inputValidation } from './pipeline/input-validation';
import { bodyParsing, inputLimits } from './pipeline/request-limits';
import { requestScope } from './pipeline/request-scope';
import { stateOf } from './pipeline/state';

export type LambdaHandler = (event: ApiEvent, context: Context) => Promise<APIGatewayProxyResult>;

export function lambdaHandler(route: RouteDef, operation: Operation): LambdaHandler {
  const chain = middy<ApiEvent, APIGatewayProxyResult, Error, Context>()
    .use(httpHeaderNormalizer())
    .use(bodyParsing(route.method))
    .use(requestScope())
    .use(access(route, operation.authenticateUser))
    .use(inputLimits(route.method))
    .use(inputValidation(operation.schemas))
    .use(idempotency(route))
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
  return (event, context) => logger.withRequestId(requestIdOf(event, context?.awsRequestId ?? 'unknown'), () => chain(event, context));
}
