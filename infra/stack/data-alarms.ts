/**
 * The table and its stream: throttled requests and system errors of the operations the service makes,
 * and how far the stream function lags behind the table's writes (search, webhooks and schedules
 * follow the stream: a lag is a stale search and late webhooks, silently).
 *
 * Thresholds (docs/operations.md, "Alarms", says more):
 * - Throttled requests: 10 in each of two 5-minute periods. On demand, a table serves twice its previous
 *   peak at once and adapts within about 30 minutes; the SDK retries a throttled call (client.ts), so
 *   a few throttles in a burst cost latency, not answers. Ten minutes of them is a hot partition or
 *   the table's throughput quota, and callers start to see 503.
 * - System errors: 5 in 5 minutes. DynamoDB answers an occasional 500, which the SDK retries; a run of
 *   them is DynamoDB's trouble in the region (AWS Health says so) and callers see 503.
 * - Stream iterator age: the oldest record the function read was written 5 minutes before, in a
 *   5-minute period. A healthy stream lags by seconds (the bench's consumer caught up with a 20,000-post
 *   seed's own writes in 19-39 s); 5 minutes is a search a user notices as stale. Records are set
 *   aside after 6 hours (STREAM_DELIVERY.maxRecordAgeHours) and the stream keeps them 24: the alarm
 *   leaves hours to act before anything is skipped.
 */
import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, MathExpression, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { Operation, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { STREAM_DELIVERY } from '#platform/stream/delivery';

/** The operations the service's code sends (a grep of shared/ and functions/ for their commands); CloudWatch's limit of 10 metrics an alarm fits them. */
export const TABLE_OPERATIONS = [
  Operation.GET_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.QUERY,
  Operation.SCAN,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
];

export const DATA_ALARM_PERIOD = Duration.minutes(5);
export const THROTTLED_REQUESTS_THRESHOLD = 10;
export const SYSTEM_ERRORS_THRESHOLD = 5;
export const ITERATOR_AGE_THRESHOLD = Duration.minutes(5);

export interface DataAlarmsProps {
  readonly table: ITable;
  readonly streamFunction: IFunction;
}

export class DataAlarms extends Construct {
  readonly throttled: Alarm;
  readonly systemErrors: Alarm;
  readonly iteratorAge: Alarm;
  /** What the alarms watch, labelled for the dashboard. */
  readonly metrics: { readonly throttled: IMetric; readonly systemErrors: IMetric; readonly iteratorAge: IMetric };

  constructor(scope: Construct, id: string, props: DataAlarmsProps) {
    super(scope, id);
    const { table, streamFunction } = props;
    const operations = { operations: TABLE_OPERATIONS, period: DATA_ALARM_PERIOD };
    const summed = (metric: IMetric, label: string) => (metric as MathExpression).with({ label });
    this.metrics = {
      throttled: summed(table.metricThrottledRequestsForOperations(operations), 'throttled requests'),
      systemErrors: summed(table.metricSystemErrorsForOperations(operations), 'system errors'),
      iteratorAge: streamFunction.metric('IteratorAge', { statistic: 'Maximum', period: DATA_ALARM_PERIOD, label: 'max iterator age' }),
    };
    this.throttled = new Alarm(this, 'ThrottledRequests', {
      alarmDescription: `DynamoDB throttled at least ${THROTTLED_REQUESTS_THRESHOLD} requests in each of 10 minutes. Runbook: docs/operations.md, "DynamoDB throttled requests".`,
      metric: this.metrics.throttled,
      threshold: THROTTLED_REQUESTS_THRESHOLD,
      evaluationPeriods: 2,
      datapointsToAlarm: 2,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.systemErrors = new Alarm(this, 'SystemErrors', {
      alarmDescription: `DynamoDB answered at least ${SYSTEM_ERRORS_THRESHOLD} requests with a server error in 5 minutes. Runbook: docs/operations.md, "DynamoDB system errors".`,
      metric: this.metrics.systemErrors,
      threshold: SYSTEM_ERRORS_THRESHOLD,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.iteratorAge = new Alarm(this, 'StreamIteratorAge', {
      alarmDescription: `The table stream function is ${ITERATOR_AGE_THRESHOLD.toMinutes()} minutes or more behind the table's writes (search and webhooks stale; records are set aside after ${STREAM_DELIVERY.maxRecordAgeHours} h). Runbook: docs/operations.md, "Stream iterator age".`,
      metric: this.metrics.iteratorAge,
      threshold: ITERATOR_AGE_THRESHOLD.toMilliseconds(),
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
}
