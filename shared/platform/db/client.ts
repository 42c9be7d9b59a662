/**
 * One DynamoDB document client per process, created at module scope so that a warm Lambda reuses
 * its connections. Locally DYNAMODB_ENDPOINT points it at DynamoDB Local.
 */
import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { config } from '#platform/config';
import { logger } from '#platform/logs/logger';

/**
 * The SDK's logger. Its default, a no-op logger, still has `info` and `error`, so after every call the
 * SDK walks the command's input and output to redact them for a log line it then drops (its
 * `schemaLogFilter`: about 3 % of the CPU of a 15-post list, more for large items). Without those two
 * methods it skips the walk; its warnings (socket pressure) reach our log.
 */
export const sdkLogger = {
  trace: () => undefined,
  debug: () => undefined,
  warn: (message: unknown) => logger.warn('aws sdk warning', { detail: String(message) }),
} as unknown as NonNullable<DynamoDBClientConfig['logger']>;

/**
 * Deadlines: every DynamoDB call ends well inside API Gateway's 29 s, whatever DynamoDB does. At most
 * MAX_ATTEMPTS tries of (connect + answer), plus the SDK's short backoff: about 3 × 3 s + 1 s = 10 s,
 * below the handler timeout (infra/stack/settings.ts), itself below the gateway's limit. A call that
 * timed out after sending may still have been applied: the error map says so (503).
 */
export const DB_DEADLINES = { connectionTimeoutMs: 1_000, requestTimeoutMs: 2_000, maxAttempts: 3 } as const;

/**
 * The deadlines this process uses: DB_DEADLINES unless DYNAMODB_REQUEST_TIMEOUT_MS says otherwise (tests
 * on DynamoDB Local). A raised request deadline raises the connection's to half of it: on a loaded
 * machine the connect timer fires late, as the answer does (at the deployed 2 s both stay as above).
 */
export const dbDeadlines = () => {
  const requestTimeoutMs = config.dynamoRequestTimeoutMs;
  return { ...DB_DEADLINES, requestTimeoutMs, connectionTimeoutMs: Math.max(DB_DEADLINES.connectionTimeoutMs, Math.floor(requestTimeoutMs / 2)) };
};

function createDocumentClient(): DynamoDBDocumentClient {
  const endpoint = config.dynamoEndpoint;
  const deadlines = dbDeadlines();
  const client = new DynamoDBClient({
    region: config.region,
    maxAttempts: deadlines.maxAttempts,
    requestHandler: new NodeHttpHandler({
      connectionTimeout: deadlines.connectionTimeoutMs,
      requestTimeout: deadlines.requestTimeoutMs,
      // Without it the handler only logs a warning and the request keeps waiting.
      throwOnRequestTimeout: true,
    }),
    logger: sdkLogger,
    ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true },
    unmarshallOptions: { wrapNumbers: false },
  });
}

export const db = createDocumentClient();

/** The table name, read when used (tests switch tables per file). */
export const tableName = (): string => config.tableName;
