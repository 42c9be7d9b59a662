/**
 * What a function may touch, derived from its route (audience, capabilities, idempotency), never
 * written by hand. Functions with the same needs share one IAM role: identical permissions, and the
 * stack stays far below CloudFormation's resource limit as the route table grows.
 */
import type { RouteDef } from '../../shared/routes/types';
import { keys } from '../../shared/db/keys';

export interface Needs {
  /** Every function reads the table (authorizers look up keys and users). */
  readonly tableWrite: boolean;
  /** Client routes consume the exact per-key quota: one UpdateItem on the key's rate-window item. */
  readonly quotaWrite: boolean;
  /** Idempotent routes record their first answer under the Idempotency-Key. */
  readonly idempotencyWrite: boolean;
  /** Signs or verifies user tokens: reads the JWT secret through the extension. */
  readonly jwt: boolean;
  /** Seals and opens list cursors: reads the cursor secret through the extension. */
  readonly cursorKey: boolean;
  readonly media: boolean;
  readonly apiGatewayKeys: boolean;
}

export function needsOfRoute(route: RouteDef): Needs {
  const tableWrite = route.capabilities.includes('table-write');
  return {
    tableWrite,
    // Full write access already covers the narrower grants.
    quotaWrite: !tableWrite && route.audience !== 'admin',
    idempotencyWrite: !tableWrite && route.idempotent === true,
    // client-user routes verify the caller's Bearer token in the handler.
    jwt: route.capabilities.includes('jwt') || route.audience === 'client-user',
    cursorKey: route.capabilities.includes('cursor-key'),
    media: route.capabilities.includes('media-bucket'),
    apiGatewayKeys: route.capabilities.includes('api-gateway-keys'),
  };
}

/** The client authorizer reads the key; the admin authorizer also verifies Bearer tokens. */
export const CLIENT_AUTHORIZER_NEEDS: Needs = {
  tableWrite: false,
  quotaWrite: false,
  idempotencyWrite: false,
  jwt: false,
  cursorKey: false,
  media: false,
  apiGatewayKeys: false,
};
export const ADMIN_AUTHORIZER_NEEDS: Needs = { ...CLIENT_AUTHORIZER_NEEDS, jwt: true };

/** A stable name per distinct set of needs (it names the shared role). */
export function profileName(needs: Needs): string {
  const parts = [needs.tableWrite ? 'Write' : 'Read'];
  if (needs.quotaWrite) parts.push('Quota');
  if (needs.idempotencyWrite) parts.push('Idempotency');
  if (needs.jwt) parts.push('Jwt');
  if (needs.cursorKey) parts.push('Cursor');
  if (needs.media) parts.push('Media');
  if (needs.apiGatewayKeys) parts.push('ApiKeys');
  return parts.join('');
}

/** Partition-key prefixes of the narrow writes (dynamodb:LeadingKeys conditions). */
export const partitionFamily = (pk: string): string => `${pk.slice(0, pk.indexOf('#') + 1)}*`;
export const QUOTA_PARTITION_PATTERN = partitionFamily(keys.rateWindow(0, 0).pk);
export const IDEMPOTENCY_PARTITION_PATTERN = partitionFamily(keys.idempotency('', '').pk);
