/**
 * One CloudWatch dashboard per stack (named after it): requests, 5xx and p50/p99 latency per audience,
 * errors and throttles of the functions, DynamoDB throttling and system errors, quota refusals, the
 * stream's lag, the dead-letter queues, and the business counts the code writes as embedded metrics
 * (shared/platform/logs/metrics.ts). Built from the same metric objects the alarms watch, so the graph
 * an alarm points at shows what it measured.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import { Dashboard, GraphWidget, Metric, TextWidget, type IMetric, type IWidget } from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { BUSINESS_METRICS, type BusinessMetric } from '#platform/logs/metrics';
import type { ApiMetrics } from './api-metrics';
import type { DataAlarms } from './data-alarms';
import { functionsSum } from './function-alarms';
import { metricsNamespace } from './observability';

export interface DashboardProps {
  readonly api: ApiMetrics;
  readonly data: DataAlarms;
  /** Named sets of functions ("admin routes" → functions), each graphed as one sum. */
  readonly functionSets: ReadonlyMap<string, readonly IFunction[]>;
  /** Queue label → dead-letter queue. */
  readonly deadLetters: ReadonlyMap<string, IQueue>;
}

const PERIOD = Duration.minutes(5);
const WIDTH = 8;

export class CmsDashboard extends Construct {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: DashboardProps) {
    super(scope, id);
    const { api, data } = props;
    const audiences = [api.audiences.admin, api.audiences.client];
    const graph = (title: string, left: IMetric[], options: { right?: IMetric[]; leftLabel?: string } = {}): IWidget =>
      new GraphWidget({ title, left, right: options.right ?? [], width: WIDTH, height: 6, period: PERIOD, leftYAxis: { min: 0, label: options.leftLabel, showUnits: false } });
    const namespace = metricsNamespace(this);
    const business = (name: BusinessMetric, label: string) => new Metric({ namespace, metricName: name, statistic: 'Sum', period: PERIOD, label });
    const sets = [...props.functionSets];

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: Stack.of(this).stackName,
      defaultInterval: Duration.hours(3),
      widgets: [
        [
          new TextWidget({
            markdown: `# ${Stack.of(this).stackName}\nWhat each graph means and what to do when its alarm fires: docs/operations.md in the repository.`,
            width: 24,
            height: 2,
          }),
        ],
        [
          graph('Requests per audience', audiences.map((a) => a.requests)),
          graph('5xx answers per audience', audiences.map((a) => a.serverErrors), { right: audiences.map((a) => a.errorRate) }),
          graph('Latency per audience (ms)', audiences.flatMap((a) => [a.latency('p50'), a.latency('p99')]), { leftLabel: 'ms' }),
        ],
        [
          graph('Function errors (uncaught)', sets.map(([label, fns], index) => functionsSum(fns, 'Errors', label, `set${index}_`))),
          graph('Function throttles', sets.map(([label, fns], index) => functionsSum(fns, 'Throttles', label, `set${index}_`))),
          graph('Quota refusals', [business(BUSINESS_METRICS.quotaRefusals, 'per-key quotas (DynamoDB counters)'), ...audiences.map((a) => a.refused429)]),
        ],
        [
          // Apart: both sums name their operations' metrics alike.
          graph('DynamoDB throttled requests', [data.metrics.throttled]),
          graph('DynamoDB system errors', [data.metrics.systemErrors]),
          graph('Table stream lag (iterator age, ms)', [data.metrics.iteratorAge], { leftLabel: 'ms' }),
        ],
        [
          graph(
            'Dead letters (messages waiting)',
            [...props.deadLetters].map(([label, queue]) => queue.metricApproximateNumberOfMessagesVisible({ period: PERIOD, statistic: 'Maximum', label })),
          ),
          graph('Posts', [
            business(BUSINESS_METRICS.postsCreated, 'created (API and imports)'),
            business(BUSINESS_METRICS.postsImported, 'imported from WordPress'),
            business(BUSINESS_METRICS.postsPublished, 'published'),
          ]),
          graph('Webhooks', [business(BUSINESS_METRICS.webhookDeliveries, 'delivered'), business(BUSINESS_METRICS.webhookFailures, 'failed attempts')]),
        ],
        [graph('Logins and media', [business(BUSINESS_METRICS.loginFailures, 'login failures'), business(BUSINESS_METRICS.mediaRejected, 'media rejected')])],
      ],
    });
  }
}
