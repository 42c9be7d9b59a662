/** IAM policies of the REQUEST authorizers. Allow covers the whole stage so a cached answer fits every route. */
import type { APIGatewayAuthorizerResult } from 'aws-lambda';
import type { APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import type { AuthorizerContext } from '#platform/auth/principal';

/** Authorizer events keep the caller's header case. */
export function headerOf(event: APIGatewayRequestAuthorizerEvent, name: string): string | undefined {
  for (const [key, value] of Object.entries(event.headers ?? {})) if (key.toLowerCase() === name && value) return value;
  return undefined;
}

export function stageWildcard(methodArn: string): string {
  // arn:aws:execute-api:region:account:apiId/stage/METHOD/resource → arn:…:apiId/stage/*
  const [apiPart, stage] = methodArn.split('/');
  return `${apiPart}/${stage ?? '*'}/*`;
}

export function allow(principalId: string, methodArn: string, context: AuthorizerContext, usageIdentifierKey?: string): APIGatewayAuthorizerResult {
  return {
    principalId,
    policyDocument: { Version: '2012-10-17', Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: stageWildcard(methodArn) }] },
    context,
    ...(usageIdentifierKey ? { usageIdentifierKey } : {}),
  };
}

export function deny(principalId: string, methodArn: string): APIGatewayAuthorizerResult {
  return {
    principalId,
    policyDocument: { Version: '2012-10-17', Statement: [{ Action: 'execute-api:Invoke', Effect: 'Deny', Resource: methodArn }] },
  };
}
