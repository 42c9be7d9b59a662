/**
 * Running the stack in production, assembled from what the stack already holds: the alarm topic, the
 * API's per-audience metrics and alarms (from the route table), the errors and throttles of every
 * function (from the function lists), the table's and the stream's alarms, and the dashboard. The
 * dead-letter queues' alarms are made beside their queues (background-function.ts); like every alarm
 * of the stack they notify the topic (alarms.ts).
 */
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { RouteDef } from '#platform/routes/types';
import { AlarmTopic } from './alarms';
import { ApiMetrics } from './api-metrics';
import { CmsDashboard } from './dashboard';
import { DataAlarms } from './data-alarms';
import { functionAlarms } from './function-alarms';
import type { RouteFunctions } from './route-functions';

export interface MonitoringProps {
  readonly alarmEmail?: string;
  readonly routes: readonly RouteDef[];
  readonly accessLogs: ILogGroup;
  readonly handlers: RouteFunctions;
  /** The functions outside the API, by name (their log group's). */
  readonly backgroundFunctions: ReadonlyMap<string, IFunction>;
  readonly table: ITable;
  readonly streamFunction: IFunction;
  /** What each asynchronous path parks when it gives up, by label. */
  readonly deadLetters: ReadonlyMap<string, IQueue>;
}

export class Monitoring extends Construct {
  readonly alarmTopic: AlarmTopic;
  readonly api: ApiMetrics;
  readonly data: DataAlarms;
  readonly dashboard: CmsDashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const { handlers } = props;
    this.alarmTopic = new AlarmTopic(this, 'Alarms', { email: props.alarmEmail });
    this.api = new ApiMetrics(this, 'Api', { routes: props.routes, accessLogs: props.accessLogs });
    this.data = new DataAlarms(this, 'Data', { table: props.table, streamFunction: props.streamFunction });

    // The route functions' alarms live in their nested stacks, next to the functions they read.
    // Logical ids unique over all the templates (infra/tools/flat-template.ts reads them as one).
    const routeSets = [
      ['admin route functions', 'admin', 'AdminRouteFunctions'],
      ['client route functions', 'client', 'ClientRouteFunctions'],
    ] as const;
    for (const [label, stack, idPrefix] of routeSets) functionAlarms(handlers.nestedStacks[stack], idPrefix, label, handlers.of(stack).functions);
    const others = new Map<string, IFunction>([...handlers.authorizers.functions, ...props.backgroundFunctions]);
    functionAlarms(this, 'Functions', 'authorizers and background functions', others);

    this.dashboard = new CmsDashboard(this, 'Dashboard', {
      api: this.api,
      data: this.data,
      functionSets: new Map<string, readonly IFunction[]>([
        ...routeSets.map(([label, stack]) => [label, [...handlers.of(stack).functions.values()]] as const),
        ['authorizers and background functions', [...others.values()]],
      ]),
      deadLetters: props.deadLetters,
    });
  }
}
