/**
 * The API's requests, 5xx answers, 429 refusals and latency per audience (admin, client), read from
 * the stage's access log by metric filters: API Gateway's own metrics are per API (free) or per
 * method (detailed metrics: 5 metrics for each of the 60-odd methods, about $100 a month), never per
 * group of methods. The audiences are told apart by path, and the paths come from the route table:
 * `/api/admin/…` for admin routes, `/api/client/…` and `/api/v3/…` for client and client-user routes
 * (functionStackOf, route-functions.ts). Eight custom metrics in all.
 *
 * Alarms per audience (docs/operations.md gives the reasoning):
 * - 5xx rate: at least 1 % of the requests of a 5-minute period answered 5xx, two periods running,
 *   counted only when the period had at least 20 requests (below that one failure is already 5 %,
 *   and the function alarms catch a crash).
 * - p99 latency: above the audience's ceiling for three periods running (a percentile over few
 *   requests is their maximum: counted only from 50 requests a period).
 */
import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, MathExpression, Metric, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { FilterPattern, MetricFilter, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { RouteDef } from '#platform/routes/types';
import { functionStackOf, type FunctionStackName } from './route-functions';
import { metricsNamespace } from './observability';

export const API_METRIC_PERIOD = Duration.minutes(5);

/**
 * p99 ceilings, ms. The bench (docs/performance.md, "Latency under load") measured p99 of 87-175 ms
 * on client routes and 251-424 ms on admin routes through the local gateway on a loaded machine; a
 * cold start adds about 0.1-0.3 s (init at 1024 MB) and, at low traffic, is well within the slowest
 * 1 %. Client ceiling: about twice the worst client p99 with a cold start; admin: writes are
 * transactions of 20-100 items and bulk actions many of them, so about five times its worst p99.
 * Both far below the handler timeout (20 s) and API Gateway's 29 s.
 */
export const P99_CEILING_MS: Record<FunctionStackName, number> = { admin: 2_500, client: 1_000 };
export const ERROR_RATE_PERCENT = 1;
export const MIN_REQUESTS_FOR_RATE = 20;
export const MIN_REQUESTS_FOR_P99 = 50;

/** The first three segments of each audience's paths: `/api/admin/`, `/api/client/`, `/api/v3/`. */
export function audiencePathPrefixes(routes: readonly RouteDef[]): Record<FunctionStackName, string[]> {
  const prefixes: Record<FunctionStackName, Set<string>> = { admin: new Set(), client: new Set() };
  for (const route of routes) prefixes[functionStackOf(route.audience)].add(`${route.path.split('/').slice(0, 3).join('/')}/`);
  for (const prefix of prefixes.admin) {
    if (prefixes.client.has(prefix)) throw new Error(`routes under ${prefix} belong to both audiences: the access-log metrics cannot tell them apart`);
  }
  return { admin: [...prefixes.admin].sort(), client: [...prefixes.client].sort() };
}

export interface AudienceMetrics {
  readonly requests: IMetric;
  readonly serverErrors: IMetric;
  readonly refused429: IMetric;
  /** Latency of each request (ms); read it with a statistic (p50, p99). */
  latency(statistic: string): IMetric;
  /** 100 × 5xx / requests, 0 in a period with fewer than MIN_REQUESTS_FOR_RATE requests. */
  readonly errorRate: IMetric;
  /** p99 latency, 0 in a period with fewer than MIN_REQUESTS_FOR_P99 requests. */
  readonly p99: IMetric;
}

export interface ApiMetricsProps {
  readonly routes: readonly RouteDef[];
  readonly accessLogs: ILogGroup;
}

const AUDIENCE_LABEL: Record<FunctionStackName, string> = { admin: 'Admin', client: 'Client' };

export class ApiMetrics extends Construct {
  readonly audiences: Record<FunctionStackName, AudienceMetrics>;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: ApiMetricsProps) {
    super(scope, id);
    const namespace = metricsNamespace(this);
    const prefixes = audiencePathPrefixes(props.routes);
    const audience = (name: FunctionStackName): AudienceMetrics => {
      const label = AUDIENCE_LABEL[name];
      // `{ ($.resourcePath = "/api/admin/*") && … }`: a prefix match on the route's resource path.
      const onPaths = `(${prefixes[name].map((prefix) => `$.resourcePath = "${prefix}*"`).join(' || ')})`;
      const filter = (metricName: string, condition: string | undefined, metricValue: string, unit?: string): Metric => {
        const pattern = FilterPattern.literal(`{ ${onPaths}${condition ? ` && ${condition}` : ''} }`);
        const metricFilter = new MetricFilter(this, `${label}${metricName}`, {
          logGroup: props.accessLogs,
          filterPattern: pattern,
          metricNamespace: namespace,
          metricName: `${label}${metricName}`,
          metricValue,
          ...(unit ? { unit: unit as never } : {}),
        });
        return metricFilter.metric({ period: API_METRIC_PERIOD, statistic: 'Sum' });
      };
      const requests = filter('Requests', undefined, '1');
      const serverErrors = filter('ServerErrors', '$.status >= 500', '1');
      const refused429 = filter('Refused429', '$.status = 429', '1');
      const latencyMetric = filter('Latency', '$.latency >= 0', '$.latency', 'Milliseconds');
      const latency = (statistic: string) => latencyMetric.with({ statistic, label: `${label} ${statistic} latency` });
      return {
        requests: requests.with({ label: `${label} requests` }),
        serverErrors: serverErrors.with({ label: `${label} 5xx` }),
        refused429: refused429.with({ label: `${label} 429` }),
        latency,
        errorRate: new MathExpression({
          // Ids of their own per audience: one graph shows both audiences' rates.
          expression: `IF(${name}Requests >= ${MIN_REQUESTS_FOR_RATE}, 100 * FILL(${name}Errors, 0) / ${name}Requests, 0)`,
          usingMetrics: { [`${name}Requests`]: requests, [`${name}Errors`]: serverErrors },
          label: `${label} 5xx %`,
          period: API_METRIC_PERIOD,
        }),
        p99: new MathExpression({
          expression: `IF(${name}Requests >= ${MIN_REQUESTS_FOR_P99}, ${name}P99, 0)`,
          usingMetrics: { [`${name}Requests`]: requests, [`${name}P99`]: latency('p99') },
          label: `${label} p99 ms`,
          period: API_METRIC_PERIOD,
        }),
      };
    };
    this.audiences = { admin: audience('admin'), client: audience('client') };

    for (const name of ['admin', 'client'] as const) {
      const label = AUDIENCE_LABEL[name];
      const metrics = this.audiences[name];
      this.alarms.push(
        new Alarm(this, `${label}ErrorRate`, {
          alarmDescription: `${label} API: at least ${ERROR_RATE_PERCENT} % of requests answered 5xx for 10 minutes. Runbook: docs/operations.md, "API 5xx rate".`,
          metric: metrics.errorRate,
          threshold: ERROR_RATE_PERCENT,
          evaluationPeriods: 2,
          datapointsToAlarm: 2,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
        new Alarm(this, `${label}P99Latency`, {
          alarmDescription: `${label} API: p99 latency above ${P99_CEILING_MS[name]} ms for 15 minutes. Runbook: docs/operations.md, "API p99 latency".`,
          metric: metrics.p99,
          threshold: P99_CEILING_MS[name],
          evaluationPeriods: 3,
          datapointsToAlarm: 3,
          comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
      );
    }
  }
}
