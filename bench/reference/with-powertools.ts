/**
 * The init-time reference with Powertools for AWS Lambda's Logger and Metrics beside the DynamoDB
 * client, made at module scope as their documentation does (a metric is added and published in the
 * invocation, not at init). Not installed by the project: for
 * bench/logging-init.ts, `npm install --no-save @aws-lambda-powertools/logger@2.36.0
 * @aws-lambda-powertools/metrics@2.36.0` first (or POWERTOOLS_NODE_PATH naming a node_modules holding them).
 */
import { db } from '#platform/db/client';
// @ts-ignore: installed only to measure it
import { Logger } from '@aws-lambda-powertools/logger';
// @ts-ignore: installed only to measure it
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

const logger = new Logger({ serviceName: 'cms' });
const metrics = new Metrics({ namespace: 'CMS/bench', serviceName: 'cms' });

export const handler = async () => {
  metrics.addMetric('LoginFailures', MetricUnit.Count, 1);
  metrics.publishStoredMetrics();
  logger.info('bench');
  return { statusCode: 200, body: typeof db.send };
};
