/**
 * Who may call: on admin routes the principal the admin authorizer put in the context, holding the
 * route's permission; on client routes the API key (and its exact quota); on `client-user` routes
 * also the user behind the Bearer token.
 */
import type middy from '@middy/core';
import type { APIGatewayProxyResult, Context } from 'aws-lambda';
import type { RouteBinding } from '#platform/routes/types';
import { AuthenticationRequired, InvalidApiKey, PermissionDenied } from '#platform/errors';
import { decodeAdminPrincipal, decodeClientPrincipal, type UserPrincipal } from '#platform/auth/principal';
import { consumeQuota } from '#platform/quotas/rate-limiter';
import { header, type ApiEvent } from '#platform/http/event';
import { stateOf } from './state';

/** Verifies a user's `Authorization: Bearer` token (401/403 otherwise). */
export type UserAuthenticator = (authorization: string | undefined) => Promise<UserPrincipal>;

type Middleware = middy.MiddlewareObj<ApiEvent, APIGatewayProxyResult, Error, Context>;

/** Builds a route's access middleware; `authenticateUser` is given by `userEndpoint` operations. */
export type AccessFactory = (route: RouteBinding, authenticateUser: UserAuthenticator | undefined) => Middleware;

/** Admin routes: the principal the admin authorizer put in the context must hold the route's permission. */
export const adminAccess: AccessFactory = (route) => {
  if (route.audience !== 'admin') throw new Error(`route ${route.id} is not an admin route`);
  if (!route.permission) throw new Error(`admin route ${route.id} declares no permission`);
  const permission = route.permission;
  return {
    before: (request) => {
      const context = request.event.requestContext?.authorizer as Record<string, unknown> | null | undefined;
      const admin = decodeAdminPrincipal(context);
      if (!admin) throw new AuthenticationRequired();
      if (!admin.permissions.has(permission)) throw new PermissionDenied(permission);
      stateOf(request.event).access = { admin };
    },
  };
};

/** Client routes: the API key and its exact quota; `client-user` routes also the user's Bearer token. */
export const clientAccess: AccessFactory = (route, authenticateUser) => {
  if (route.audience === 'admin') throw new Error(`route ${route.id} is an admin route`);
  if (route.audience === 'client-user' && !authenticateUser) {
    throw new Error(`route ${route.id} needs a user token: build its operation with userEndpoint()`);
  }
  return {
    before: async (request) => {
      const state = stateOf(request.event);
      const context = request.event.requestContext?.authorizer as Record<string, unknown> | null | undefined;
      const client = decodeClientPrincipal(context);
      if (!client) throw new InvalidApiKey();
      state.quota = await consumeQuota(client.apiKeyId);
      state.access = route.audience === 'client-user' ? { client, user: await authenticateUser!(header(request.event, 'authorization')) } : { client };
    },
  };
};

/** The access factory of a route's audience. */
export const accessOf = (route: RouteBinding): AccessFactory => (route.audience === 'admin' ? adminAccess : clientAccess);
