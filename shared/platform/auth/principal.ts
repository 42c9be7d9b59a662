/**
 * Who is calling. Authorizers put a flat string context on the request (API Gateway allows only
 * strings, numbers and booleans there); these functions are the one place that encodes and decodes it.
 */
export interface AdminPrincipal {
  type: 'user' | 'api_key';
  id: number;
  permissions: ReadonlySet<string>;
}

export interface ClientPrincipal {
  apiKeyId: number;
}

export interface UserPrincipal {
  userId: number;
  roles: readonly string[];
}

export type AuthorizerContext = Record<string, string | number | boolean>;

export function encodeAdminPrincipal(principal: AdminPrincipal): AuthorizerContext {
  return {
    principalType: principal.type,
    // Not `principalId`: API Gateway puts the policy's principalId under that name in requestContext.authorizer.
    subjectId: String(principal.id),
    permissions: [...principal.permissions].join(','),
  };
}

export function decodeAdminPrincipal(context: Record<string, unknown> | null | undefined): AdminPrincipal | undefined {
  if (!context) return undefined;
  const type = context.principalType;
  const id = Number(context.subjectId);
  if ((type !== 'user' && type !== 'api_key') || !Number.isInteger(id)) return undefined;
  const permissions = typeof context.permissions === 'string' && context.permissions ? context.permissions.split(',') : [];
  return { type, id, permissions: new Set(permissions) };
}

export function encodeClientPrincipal(principal: ClientPrincipal): AuthorizerContext {
  return { apiKeyId: String(principal.apiKeyId) };
}

export function decodeClientPrincipal(context: Record<string, unknown> | null | undefined): ClientPrincipal | undefined {
  const id = Number(context?.apiKeyId);
  return Number.isInteger(id) && id > 0 ? { apiKeyId: id } : undefined;
}
