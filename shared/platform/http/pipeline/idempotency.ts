/**
 * `Idempotency-Key` on the routes that accept it: the first answer is stored and replayed to a retry
 * (before: claim or replay; after: store the answer; on error: release the claim).
 */
import type middy from '@middy/core';
import type { APIGatewayProxyResult, Context } from 'aws-lambda';
import type { RouteBinding } from '#platform/routes/types';
import { claimIdempotencyKey, fingerprint } from '#platform/http/idempotency';
import { header, type ApiEvent } from '#platform/http/event';
import { answerHeaders } from './headers';
import { stateOf, type Access } from './state';

function principalOf(access: Access): string {
  if (access.admin) return `${access.admin.type}-${access.admin.id}`;
  if (access.user) return `user-${access.user.userId}`;
  return `key-${access.client?.apiKeyId ?? 'none'}`;
}

export function idempotency(route: RouteBinding): middy.MiddlewareObj<ApiEvent, APIGatewayProxyResult, Error, Context>[] {
  if (!route.idempotent) return [];
  return [idempotencyOf(route)];
}

function idempotencyOf(route: RouteBinding): middy.MiddlewareObj<ApiEvent, APIGatewayProxyResult, Error, Context> {
  return {
    before: async (request) => {
      const state = stateOf(request.event);
      const key = header(request.event, 'idempotency-key');
      // Absent: no idempotency. Present but empty is a malformed key (400), not an absent one.
      if (key === undefined) return undefined;
      const scope = `${route.id}#${principalOf(state.access)}#${JSON.stringify(request.event.pathParameters ?? {})}`;
      const claim = await claimIdempotencyKey(scope, key, fingerprint(state.input?.body));
      if (!claim.replay) {
        state.idempotency = claim;
        return undefined;
      }
      // Returning an answer here ends the chain: the handler does not run again.
      return { statusCode: claim.replay.statusCode, headers: answerHeaders(state, { 'Idempotent-Replayed': 'true' }), body: claim.replay.body };
    },
    after: async (request) => {
      const response = request.response;
      if (response) await stateOf(request.event).idempotency?.complete({ statusCode: response.statusCode, body: response.body });
    },
    onError: async (request) => {
      await stateOf(request.event).idempotency?.abandon();
    },
  };
}
