/**
 * Admin authorizer: `Authorization: Bearer <token>` of an active user, or an `Api-Key` created with
 * admin permissions. Either header may carry the credential, so there is no identity source and no
 * gateway cache; sessions.ts caches principals in-process instead. The handler checks the route's
 * permission; a Deny here is rendered by the gateway as 401 `authentication_required`.
 */
import type { APIGatewayRequestAuthorizerEvent, APIGatewayAuthorizerResult } from 'aws-lambda';
import { authenticateAdmin } from '#domains/accounts/sessions';
import { encodeAdminPrincipal } from '#platform/auth/principal';
import { logger, errorFields } from '#platform/logs/logger';
import { allow, deny, headerOf } from './policy';


export const handler = async (event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> => {
  try {
    const principal = await authenticateAdmin(headerOf(event, 'authorization'), headerOf(event, 'api-key'));
    if (!principal) return deny('anonymous', event.methodArn);
    return allow(`${principal.type}:${principal.id}`, event.methodArn, encodeAdminPrincipal(principal));
  } catch (error) {
    logger.error('admin authorizer failed', errorFields(error));
    throw error;
  }
};
