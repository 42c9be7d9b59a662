/**
 * Errors and throttles of every function, from the function lists the stack already keeps (the
 * route functions per audience, the authorizers, the functions outside the API): no function is
 * listed by hand. An alarm reads at most 10 metrics in its metric math (a CloudWatch limit that
 * cannot be raised), so the functions are taken ten at a time: one errors alarm and one throttles
 * alarm per group of ten, whose description names the group's functions. The alarms are made in
 * the stack that holds the functions (a nested stack for the route functions), so they read the
 * functions' names without crossing stacks.
 *
 * Thresholds (docs/operations.md, "Alarms"): one error or one throttle in five minutes. A route
 * handler answers its own failures (500/503 envelopes), so Lambda's `Errors` counts only what the
 * code did not catch: a crash, a timeout, a module that does not load; the background functions
 * report failed records rather than throw, so an error there is the same kind of surprise. A throttle
 * means the account's concurrency ran out: at the stage's 100 requests/s and the bench's p99 of
 * about 0.4 s the API needs some 40 concurrent executions, far below the default 1,000 (but not
 * below the 10 a new account may start with).
 */
import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, MathExpression, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';

/** CloudWatch: an alarm's metric math may read at most this many metrics. */
export const METRICS_PER_ALARM = 10;
export const FUNCTION_ALARM_PERIOD = Duration.minutes(5);

export type FunctionMetricName = 'Errors' | 'Throttles';

/**
 * The sum of `metric` over `functions` (each read as its 5-minute Sum), one time series. `idPrefix`
 * keeps the metric ids of several sums in one graph apart.
 */
export function functionsSum(functions: readonly IFunction[], metric: FunctionMetricName, label: string, idPrefix = 'm'): IMetric {
  const period = FUNCTION_ALARM_PERIOD;
  const usingMetrics: Record<string, IMetric> = {};
  functions.forEach((fn, index) => {
    usingMetrics[`${idPrefix}${index}`] = fn.metric(metric, { statistic: 'Sum', period });
  });
  return new MathExpression({ expression: `SUM([${Object.keys(usingMetrics).join(',')}])`, usingMetrics, label, period });
}

const chunks = <T>(items: readonly T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, index * size + size));

/**
 * One errors and one throttles alarm per ten functions of `functions` (name → function), in `scope`.
 * `label` names the set in the alarms' ids and descriptions ("admin routes").
 */
export function functionAlarms(scope: Construct, idPrefix: string, label: string, functions: ReadonlyMap<string, IFunction>): Alarm[] {
  const alarms: Alarm[] = [];
  const groups = chunks([...functions.entries()], METRICS_PER_ALARM);
  groups.forEach((group, index) => {
    const names = group.map(([name]) => name);
    const members = group.map(([, fn]) => fn);
    const part = groups.length > 1 ? ` (${index + 1} of ${groups.length})` : '';
    for (const metric of ['Errors', 'Throttles'] as const) {
      const what = metric === 'Errors' ? 'uncaught errors (crash, timeout, failed init)' : 'throttled invocations (concurrency exhausted)';
      alarms.push(
        new Alarm(scope, `${idPrefix}${metric}${index + 1}`, {
          alarmDescription: `Lambda ${what} in the ${label}${part}: ${names.join(', ')}. Runbook: docs/operations.md, "Function ${metric.toLowerCase()}".`,
          metric: functionsSum(members, metric, `${label} ${metric.toLowerCase()}${part}`),
          threshold: 1,
          evaluationPeriods: 1,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
      );
    }
  });
  return alarms;
}
