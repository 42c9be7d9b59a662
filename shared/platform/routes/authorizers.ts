/** The two Lambda authorizers; not routes, but the stack and the local gateway both need their entries. */
import type { TableAccess } from './access-types';

export interface AuthorizerDef {
  readonly id: string;
  readonly entry: string;
  readonly cacheTtlSeconds: number;
  /** What it may do to the table (as a route's `access`). */
  readonly access: TableAccess;
}

export const AUTHORIZERS: Readonly<Record<'client' | 'admin', AuthorizerDef>> = {
  /** `Api-Key` header: identity source, cached per key by API Gateway; returns `usageIdentifierKey`. */
  client: { id: 'authorizer-client', entry: 'functions/authorizers/client.ts', cacheTtlSeconds: 300, access: { items: { GetItem: ['apiKey'] } } },
  /**
   * Bearer token or admin `Api-Key`: no identity source (either header may carry the credential), so no
   * gateway cache. Bearer tokens: it reads the user (token version, status); admin keys: the key.
   */
  admin: { id: 'authorizer-admin', entry: 'functions/authorizers/admin.ts', cacheTtlSeconds: 0, access: { items: { GetItem: ['apiKey', 'user'] } } },
};
