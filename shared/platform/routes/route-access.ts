/**
 * A route's whole table access: its declaration (`access`), the quota every client route consumes
 * and the records every idempotent route keeps, added from the route itself.
 */
import { all, type TableAccess } from './access-types';
import { IDEMPOTENCY, QUOTA } from './access-fragments';
import type { RouteDef } from './types';

const NOTHING: TableAccess = { items: {} };

export function accessOfRoute(route: Pick<RouteDef, 'id' | 'audience' | 'idempotent' | 'access'>): TableAccess {
  if (!route.access) throw new Error(`route ${route.id} declares no table access (its route({...}) in shared/platform/routes)`);
  return all(route.access, route.audience === 'admin' ? NOTHING : QUOTA, route.idempotent ? IDEMPOTENCY : NOTHING);
}
