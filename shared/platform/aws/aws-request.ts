/**
 * Signed HTTPS requests to AWS services other than DynamoDB (S3, API Gateway), with the credentials of
 * the process's one DynamoDB client: in Lambda the role's (from the environment), elsewhere the SDK's
 * default chain (the `cms` tool run with a profile). Throttling, 5xx and network errors are retried
 * twice with backoff, as the SDK clients did.
 */
import { db } from '#platform/db/client';
import { config } from '#platform/config';
import { presignUrl, signRequest, type SigningScope } from './sigv4';

export class AwsRequestFailed extends Error {
  constructor(
    readonly service: string,
    readonly status: number,
    readonly errorType: string,
    detail: string,
  ) {
    super(`${service} answered ${status} ${errorType}: ${detail}`.slice(0, 500));
  }
}

const MAX_ATTEMPTS = 3;

async function scope(service: string): Promise<SigningScope> {
  return { service, region: config.region, credentials: await db.config.credentials(), now: new Date() };
}

/** A presigned URL (S3 uploads): valid `expiresInSeconds`, for exactly these signed headers. */
export async function presignedUrl(service: string, method: string, url: URL, headers: Record<string, string>, expiresInSeconds: number): Promise<string> {
  return presignUrl({ method, url, headers }, await scope(service), expiresInSeconds);
}

const retryable = (status: number) => status === 429 || status >= 500;

export interface AwsAnswer {
  status: number;
  /** Parsed JSON, or null for an empty body. */
  body: unknown;
}

/** `extraHeaders` add to (or replaces) the defaults: SQS's JSON protocol names its action in `x-amz-target`. */
export async function awsRequest(service: string, method: string, url: URL, json?: unknown, extraHeaders: Record<string, string> = {}): Promise<AwsAnswer> {
  const body = json === undefined ? undefined : JSON.stringify(json);
  const baseHeaders: Record<string, string> = { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...extraHeaders };
  for (let attempt = 1; ; attempt++) {
    const headers = await signRequest({ method, url, headers: baseHeaders, body }, await scope(service), { payloadHeader: service === 's3' });
    let response: Response;
    try {
      response = await fetch(url, { method, headers, body });
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS) throw error;
      await backoff(attempt);
      continue;
    }
    const text = await response.text();
    if (response.ok) return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    if (retryable(response.status) && attempt < MAX_ATTEMPTS) {
      await backoff(attempt);
      continue;
    }
    const errorType = response.headers.get('x-amzn-errortype')?.split(':')[0] ?? /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? 'Error';
    throw new AwsRequestFailed(service, response.status, errorType, text);
  }
}

const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 100 * 2 ** (attempt - 1) * (0.5 + Math.random())));
