/**
 * API Gateway keeps the client authorizer's answer for a key AUTHORIZERS.client.cacheTtlSeconds (300 s),
 * so a revoked key would open client routes that long. Revoking flushes the stage's whole authorizer
 * cache (FlushStageAuthorizersCache: `DELETE /restapis/{id}/stages/{stage}/cache/authorizers`): every
 * other key is simply asked of the authorizer again on its next request. The local gateway answers
 * the same call for its own cache (infra/local/gateway.ts), so both are flushed by this one request.
 * A signed request, as gateway-registration.ts's, rather than the API Gateway SDK client.
 */
import { config } from '#platform/config';
import { uriEncode } from '#platform/aws/sigv4';
import { awsRequest } from '#platform/aws/aws-request';

/** Flushes the stage's authorizer cache; nothing to do where no stage is configured. */
export async function flushAuthorizerCache(): Promise<void> {
  const stage = config.apiStage;
  if (!stage) return;
  const path = `/restapis/${uriEncode(stage.restApiId)}/stages/${uriEncode(stage.stageName)}/cache/authorizers`;
  await awsRequest('apigateway', 'DELETE', new URL(`${config.apiGatewayEndpoint}${path}`));
}
