/**
 * API Gateway's side of a REQUEST Lambda authorizer: call the same handler the stack deploys, read
 * its answer like the gateway does (throw `Unauthorized` → 401, other throw → authorizer failure,
 * policy evaluated against the method ARN, context values flattened to strings), and cache the
 * answer per identity source for the authorizer's TTL on the service clock.
 */
import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import type { GatewayResponseType } from '#platform/routes/gateway-responses';
import { clock } from '#platform/clock';

export type AuthorizerHandler = (event: APIGatewayRequestAuthorizerEvent) => Promise<APIGatewayAuthorizerResult>;

export type AuthorizerOutcome =
  | { allowed: true; principalId: string; context: Record<string, string>; usageIdentifierKey: string | null }
  | { allowed: false; gatewayResponse: GatewayResponseType; cause?: unknown };

type Answer = { result: APIGatewayAuthorizerResult } | { unauthorized: true };

interface PolicyStatement {
  Effect?: string;
  Action?: string | string[];
  Resource?: string | string[];
}

function globMatches(pattern: string, value: string): boolean {
  const regex = new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`);
  return regex.test(value);
}

function listOf(value: string | string[] | undefined): string[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** IAM evaluation reduced to what authorizer policies use: an explicit Deny wins, then any Allow. */
export function policyAllows(result: APIGatewayAuthorizerResult, methodArn: string): boolean {
  const statements = (result.policyDocument?.Statement ?? []) as PolicyStatement[];
  const applies = (statement: PolicyStatement) =>
    listOf(statement.Action).some((action) => globMatches(action, 'execute-api:Invoke')) &&
    listOf(statement.Resource).some((resource) => globMatches(resource, methodArn));
  if (statements.some((statement) => statement.Effect === 'Deny' && applies(statement))) return false;
  return statements.some((statement) => statement.Effect === 'Allow' && applies(statement));
}

/** API Gateway accepts only flat string, number and boolean context values and hands them on as strings. */
function flatContext(context: unknown): Record<string, string> | undefined {
  if (context === undefined || context === null) return {};
  if (typeof context !== 'object') return undefined;
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(context)) {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return undefined;
    flat[key] = String(value);
  }
  return flat;
}

function isAuthorizerResult(value: unknown): value is APIGatewayAuthorizerResult {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as { principalId?: unknown; policyDocument?: { Statement?: unknown } };
  return typeof candidate.principalId === 'string' && Array.isArray(candidate.policyDocument?.Statement);
}

class MalformedAuthorizerResult extends Error {}

export class EmulatedAuthorizer {
  private readonly cache = new Map<string, { answer: Answer; expiresAt: number }>();

  constructor(
    private readonly load: () => Promise<AuthorizerHandler>,
    private readonly ttlSeconds: number,
  ) {}

  /** `identity` is the cache key (the identity source's value); `undefined` means "do not cache". */
  async authorize(event: APIGatewayRequestAuthorizerEvent, identity: string | undefined): Promise<AuthorizerOutcome> {
    let answer: Answer;
    try {
      answer = await this.answer(event, identity);
    } catch (error) {
      const type = error instanceof MalformedAuthorizerResult ? 'AUTHORIZER_CONFIGURATION_ERROR' : 'AUTHORIZER_FAILURE';
      return { allowed: false, gatewayResponse: type, cause: error };
    }
    if ('unauthorized' in answer) return { allowed: false, gatewayResponse: 'UNAUTHORIZED' };
    const { result } = answer;
    const context = flatContext(result.context);
    if (!context) return { allowed: false, gatewayResponse: 'AUTHORIZER_CONFIGURATION_ERROR', cause: new Error('authorizer context must be flat') };
    if (!policyAllows(result, event.methodArn)) return { allowed: false, gatewayResponse: 'ACCESS_DENIED' };
    return {
      allowed: true,
      principalId: result.principalId,
      context,
      usageIdentifierKey: typeof result.usageIdentifierKey === 'string' ? result.usageIdentifierKey : null,
    };
  }

  private async answer(event: APIGatewayRequestAuthorizerEvent, identity: string | undefined): Promise<Answer> {
    const cacheable = identity !== undefined && this.ttlSeconds > 0;
    if (cacheable) {
      const cached = this.cache.get(identity);
      if (cached && cached.expiresAt > clock.nowMs()) return cached.answer;
      this.cache.delete(identity);
    }
    const handler = await this.load();
    let result: unknown;
    try {
      result = await handler(event);
    } catch (error) {
      // The gateway treats the exact message `Unauthorized` as "no credential", anything else as a failure.
      if (error instanceof Error && error.message === 'Unauthorized') return { unauthorized: true };
      throw error;
    }
    if (!isAuthorizerResult(result)) throw new MalformedAuthorizerResult('authorizer returned no principalId and policyDocument');
    const answer: Answer = { result };
    if (cacheable) this.cache.set(identity, { answer, expiresAt: clock.nowMs() + this.ttlSeconds * 1000 });
    return answer;
  }

  clear(): void {
    this.cache.clear();
  }
}
