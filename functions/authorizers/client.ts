/**
 * Client authorizer: the `Api-Key` header must name a stored, unrevoked key. API Gateway caches the
 * answer per key (AUTHORIZERS.client.cacheTtlSeconds), and meters the usage plan with the returned
 * `usageIdentifierKey`. Throwing `Unauthorized` makes the gateway answer 401 `unauthorized` ("invalid key").
 */
import type { APIGatewayRequestAuthorizerEvent, APIGatewayAuthorizerResult } from 'aws-lambda';
import { findApiKeyByValue } from '#domains/api-keys/api-keys-repository';
import { encodeClientPrincipal } from '#platform/auth/principal';
import { logger, errorFields } from '#platform/logs/logger';
import { allow, headerOf } from './policy';


export const handler = async (event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> => {
  const value = headerOf(event, 'api-key');
  if (!value) throw new Error('Unauthorized');
  let apiKey;
  try {
    apiKey = await findApiKeyByValue(value);
  } catch (error) {
    logger.error('client authorizer failed', errorFields(error));
    throw error; // the gateway answers 500 (AUTHORIZER_FAILURE), never a wrong allow
  }
  if (!apiKey || apiKey.revokedAt) throw new Error('Unauthorized');
  return allow(`api_key:${apiKey.id}`, event.methodArn, encodeClientPrincipal({ apiKeyId: apiKey.id }), value);
};
