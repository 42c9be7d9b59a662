/**
 * Business counts as CloudWatch metrics, written as embedded-metric-format lines on stdout: CloudWatch
 * Logs turns each line into a data point, so a count costs a log line, no API call and no latency.
 * The stack's dashboard reads the same names (infra/stack/dashboard.ts), in the namespace the stack
 * gives every function (`METRICS_NAMESPACE`, one per stack). No dimensions: one time series per count.
 *
 * In Lambda every line is written (a metric is not a log to filter out); outside it (tests, `npm start`)
 * only where INFO lines are, so that LOG_LEVEL=WARN keeps a local console quiet.
 * A few lines of our own rather than Powertools' Metrics: docs/performance.md, "Logging and metrics
 * at init", measured what each costs at a cold start.
 */
import { config } from '#platform/config';

export const BUSINESS_METRICS = {
  postsPublished: 'PostsPublished',
  postsCreated: 'PostsCreated',
  postsImported: 'PostsImported',
  loginFailures: 'LoginFailures',
  quotaRefusals: 'QuotaRefusals',
  webhookDeliveries: 'WebhookDeliveries',
  webhookFailures: 'WebhookFailures',
  mediaRejected: 'MediaRejected',
} as const;

export type BusinessMetric = (typeof BUSINESS_METRICS)[keyof typeof BUSINESS_METRICS];

type Sink = (line: string) => void;
const QUIET_LEVELS = new Set(['WARN', 'ERROR', 'SILENT']);
const stdout: Sink = (line) => {
  if (process.env.AWS_LAMBDA_FUNCTION_NAME !== undefined || !QUIET_LEVELS.has(process.env.LOG_LEVEL?.toUpperCase() ?? 'INFO')) process.stdout.write(line);
};
let sink: Sink = stdout;

/** The EMF line of `value` counts of `name` (one line, newline-terminated). */
export function metricLine(name: BusinessMetric, value: number, timestampMs: number, namespace = config.metricsNamespace): string {
  return (
    JSON.stringify({
      _aws: { Timestamp: timestampMs, CloudWatchMetrics: [{ Namespace: namespace, Dimensions: [[]], Metrics: [{ Name: name, Unit: 'Count' }] }] },
      [name]: value,
    }) + '\n'
  );
}

/** Counts `value` (default 1) of `name` now. */
export function countMetric(name: BusinessMetric, value = 1): void {
  if (value <= 0) return;
  sink(metricLine(name, value, Date.now()));
}

/** Tests: where the lines go instead of stdout (undefined puts stdout back). */
export function setMetricSink(next: Sink | undefined): void {
  sink = next ?? stdout;
}
