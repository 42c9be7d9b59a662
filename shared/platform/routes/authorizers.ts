/** The two Lambda authorizers; not routes, but the stack and the local gateway both need their entries. */
export const AUTHORIZERS = {
  /** `Api-Key` header: identity source, cached per key by API Gateway; returns `usageIdentifierKey`. */
  client: { id: 'authorizer-client', entry: 'functions/authorizers/client.ts', cacheTtlSeconds: 300 },
  /** Bearer token or admin `Api-Key`: no identity source (either header may carry the credential), so no gateway cache. */
  admin: { id: 'authorizer-admin', entry: 'functions/authorizers/admin.ts', cacheTtlSeconds: 0 },
} as const;
