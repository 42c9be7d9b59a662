/**
 * Who may call: on admin routes the principal the admin authorizer put in the context, holding the
 * route's permission; on client routes the API key (and its exact quota); on `client-user` routes
 * also the user behind the Bearer token.
 */
import type middy from '@middy/core';
import type { APIGatewayProxyResult, Context } from 'aws-lambda';
import type { RouteDef } from '../../routes/types';
import { AuthenticationRequired, InvalidApiKey, PermissionDenied } from '../../errors';
import { decodeAdminPrincipal, decodeClientPrincipal, type UserPrincipal } from '../../auth/principal';
import { consumeQuota } from '../../quotas/rate-limiter';
import { header, type ApiEvent } from '../event';
import { stateOf } from './state';

/** Verifies a user's `Authorization: Bearer` token (401/403 otherwise). */
export type UserAuthenticator = (authorization: string | undefined) => Promise<UserPrincipal>;

export function access(route: RouteDef, authenticateUser: UserAuthenticator | undefined): middy.MiddlewareObj<ApiEvent, APIGatewayProxyResult, Error, Context> {
  if (route.audience === 'admin' && !route.permission) throw new Error(`admin route ${route.id} declares no permission`);
  if (route.audience === 'client-user' && !authenticateUser) {
    throw new Error(`route ${route.id} needs a user token: build its operation with userEndpoint()`);
  }
  return {
    before: async (request) => {
      const state = stateOf(request.event);
      const context = request.event.requestContext?.authorizer as Record<string, unknown> | null | undefined;
      if (route.audience === 'admin') {
        const admin = decodeAdminPrincipal(context);
        if (!admin) throw new AuthenticationRequired();
        if (!admin.permissions.has(route.permission!)) throw new PermissionDenied(route.permission!);
        state.access = { admin };
        return;
      }
      const client = decodeClientPrincipal(context);
      if (!client) throw new InvalidApiKey();
      state.quota = await consumeQuota(client.apiKeyId);
      state.access = route.audience === 'client-user' ? { client, user: await authenticateUser!(header(request.event, 'authorization')) } : { client };
    },
  };
}
