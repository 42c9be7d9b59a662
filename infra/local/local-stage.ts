/**
 * The local gateway's stage as API Gateway's management API knows a stage: the local gateway answers
 * the one management call the service makes (FlushStageAuthorizersCache, on key revocation) under
 * LOCAL_APIGATEWAY_PREFIX, for this stage. Small on purpose: the `cms` tool reads it without the gateway.
 */
export const LOCAL_APIGATEWAY_PREFIX = '/_local/apigateway';
export const LOCAL_STAGE = { restApiId: 'local', stageName: 'local' } as const;

/** The environment that makes the service's calls of its stage (config.apiStage) reach the local gateway at `url`. */
export function localApiGatewayEnv(url: string): { LOCAL_APIGATEWAY_URL: string; REST_API_ID: string; STAGE_NAME: string } {
  return { LOCAL_APIGATEWAY_URL: `${url}${LOCAL_APIGATEWAY_PREFIX}`, REST_API_ID: LOCAL_STAGE.restApiId, STAGE_NAME: LOCAL_STAGE.stageName };
}
