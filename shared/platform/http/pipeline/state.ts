/**
 * What the middlewares of one request share: who is calling, the parsed input, the quota and the
 * idempotency claim. Kept beside the event (one state per invocation), so no middleware reaches into
 * another's internals.
 */
import type { AdminPrincipal, ClientPrincipal, UserPrincipal } from '#platform/auth/principal';
import type { QuotaState } from '#platform/quotas/rate-limiter';
import type { IdempotencyClaim } from '#platform/http/idempotency';
import { requestIdOf, type ApiEvent } from '#platform/http/event';

export interface Access {
  admin?: AdminPrincipal;
  client?: ClientPrincipal;
  user?: UserPrincipal;
}

export interface PipelineState {
  requestId: string;
  access: Access;
  input?: { params: unknown; query: unknown; body: unknown };
  rawQuery: Record<string, string | string[]>;
  quota?: QuotaState;
  idempotency?: IdempotencyClaim;
}

const states = new WeakMap<object, PipelineState>();

export function stateOf(event: ApiEvent): PipelineState {
  let state = states.get(event);
  if (!state) {
    state = { requestId: requestIdOf(event, 'unknown'), access: {}, rawQuery: {} };
    states.set(event, state);
  }
  return state;
}
