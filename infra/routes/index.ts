/**
 * The route table: every endpoint of the service. Each module file exports its routes as named
 * constants (a handler imports only its own, so its bundle carries one entry, not the table).
 */
import type { RouteDef } from './types';
import * as auth from './auth';
import * as system from './system';
import * as adminPosts from './admin-posts';
import * as clientPosts from './client-posts';

const modules: Record<string, RouteDef>[] = [auth, system, adminPosts, clientPosts];

export const routes: readonly RouteDef[] = modules.flatMap((module) => Object.values(module));

export { AUTHORIZERS } from './authorizers';
export type { RouteDef, Audience, HttpMethod, Capability } from './types';
export { GATEWAY_RESPONSES, USAGE_PLAN, gatewayResponse, gatewayResponseBody } from './gateway-responses';
