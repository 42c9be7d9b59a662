/**
 * Who acts on users and API keys: an admin principal (a user or a machine key) or the service itself
 * (the demo seed, the `cms` tool, start-up credentials), which holds every permission. The audit log
 * records the first two by id and the service as `system`.
 */
import { PERMISSIONS } from './permissions';
import type { AdminPrincipal } from './principal';

export interface Actor {
  type: 'user' | 'api_key' | 'system';
  id: number | null;
  permissions: ReadonlySet<string>;
}

export const SYSTEM_ACTOR: Actor = Object.freeze({ type: 'system', id: null, permissions: new Set<string>(PERMISSIONS) });

/** An admin route's caller; the endpoint refuses admin routes without one, so a missing one holds nothing. */
export const actorOf = (principal: AdminPrincipal | undefined): Actor => principal ?? { type: 'system', id: null, permissions: new Set<string>() };

/** `user:3`, `api_key:2`, `system`: how the audit log names an actor (and how its `actor` filter reads). */
export const actorRef = (actor: Pick<Actor, 'type' | 'id'>): string => (actor.type === 'system' ? 'system' : `${actor.type}:${actor.id}`);
