/**
 * The route table: every endpoint of the service. Each module file exports its routes as named
 * constants, each a whole declaration (`route({...})`, types.ts), and the descriptions of their
 * OpenAPI tags (`TAGS`). A Lambda bundle carries none of this: its generated entry inlines its route's
 * binding (infra/stack/lambda-entries.ts).
 */
import type { RouteDef } from './types';
import * as auth from './auth';
import * as system from './system';
import * as adminPosts from './admin-posts';
import * as adminComments from './admin-comments';
import * as adminCategories from './admin-categories';
import * as adminTags from './admin-tags';
import * as adminMedia from './admin-media';
import * as adminUsers from './admin-users';
import * as clientPosts from './client-posts';
import * as clientComments from './client-comments';
import * as clientCategories from './client-categories';
import * as clientUser from './client-user';
import * as clientMfa from './client-mfa';
import * as clientAlternative from './client-alternative';
import * as clientSite from './client-site';

const modules: Record<string, unknown>[] = [
  auth,
  system,
  adminPosts,
  adminComments,
  adminCategories,
  adminTags,
  adminMedia,
  adminUsers,
  clientPosts,
  clientComments,
  clientCategories,
  clientUser,
  clientMfa,
  clientAlternative,
  clientSite,
];

function isRoute(value: unknown): value is RouteDef {
  return typeof value === 'object' && value !== null && 'id' in value && 'method' in value && 'path' in value && 'entry' in value;
}

export const routes: readonly RouteDef[] = modules.flatMap((module) => Object.values(module).filter(isRoute));

/** Each OpenAPI tag's description, from the `TAGS` of the module that declares its routes. */
export const tagDescriptions: Readonly<Record<string, string>> = Object.assign(
  {},
  ...modules.map((module) => (module.TAGS ?? {}) as Record<string, string>),
);

export { AUTHORIZERS } from './authorizers';
export { GATEWAY_RESPONSES, USAGE_PLAN, gatewayResponse, gatewayResponseBody } from './gateway-responses';
export type { RouteDef, Audience, HttpMethod, Capability } from './types';
