/**
 * The init-time reference with the project's own logging and metrics beside the DynamoDB client: the
 * logger and the embedded-metric writer, loaded as every function loads them (what runs at module
 * scope is their init; writing a line is the invocation's). Against bench/reference/dynamodb-client.ts,
 * what they cost at a cold start (bench/logging-init.ts).
 */
import { db } from '#platform/db/client';
import { logger } from '#platform/logs/logger';
import { BUSINESS_METRICS, metricLine } from '#platform/logs/metrics';

export const handler = async () => ({
  statusCode: 200,
  body: logger.withRequestId('bench', () => `${typeof db.send} ${metricLine(BUSINESS_METRICS.loginFailures, 1, 0).length}`),
});
