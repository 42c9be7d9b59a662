/**
 * Scheduled publishing in AWS: the publish function (functions/scheduling/publish-post.ts), an
 * EventBridge Scheduler schedule group where each scheduled post gets its one-time schedule, and the
 * role the scheduler assumes to invoke the function, which may invoke that function and nothing else
 * (and may be assumed by the scheduler of this account only). The schedules themselves are made by
 * the table stream function once a post write has committed (shared/domains/scheduling/schedule-consumer.ts):
 * `grantManageSchedules` lets it create, move and delete schedules in this group only, and pass this
 * role to the scheduler only.
 *
 * Nothing fails silently: the scheduler retries handing the event to Lambda for a day and then parks it
 * in the failures queue (each schedule's DeadLetterConfig, shared/domains/scheduling/eventbridge-scheduler.ts);
 * Lambda runs it asynchronously, retries a failed run twice and then parks the event in the same
 * queue (the function's on-failure destination). One message there raises an alarm.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, Role, ServicePrincipal, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { CfnScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { Construct } from 'constructs';
import { PUBLISH_POST_ACCESS, PUBLISH_POST_ENTRY, PUBLISH_POST_ID } from '#infra/publish-post-entry';
import { tableStatements } from './access';
import { alarmOnFirstMessage, backgroundFunction, functionRole, parkingQueue } from './background-function';

export const PUBLISH_TIMEOUT = Duration.seconds(30);
export const PUBLISH_MEMORY_MB = 256;
/** Lambda's retries of a failed asynchronous run (its most), and how long an event may wait for one. */
export const PUBLISH_RETRY_ATTEMPTS = 2;
export const PUBLISH_MAX_EVENT_AGE = Duration.hours(6);

export class ScheduledPublishing extends Construct {
  readonly function: NodejsFunction;
  readonly group: CfnScheduleGroup;
  readonly schedulerRole: Role;
  /** Publications that failed every retry, the scheduler's and Lambda's. */
  readonly failures: Queue;
  readonly alarm: Alarm;

  constructor(scope: Construct, id: string, props: { table: ITable }) {
    super(scope, id);
    const { table } = props;
    // Standard, not FIFO: EventBridge Scheduler's dead-letter queue cannot be FIFO.
    this.failures = parkingQueue(this, 'Failures');
    this.alarm = alarmOnFirstMessage(
      this,
      'FailuresAlarm',
      this.failures,
      'Scheduled publications that failed every retry (the post stays scheduled, unpublished): see the publish function logs and the queue. Runbook: docs/operations.md, "Dead letters".',
    );
    const role = functionRole(this, 'CMS scheduled publishing: reads a scheduled post and writes its publication');
    // Its declared table access (shared/platform/routes/access-fragments.ts names the fragments): the post, its rows, counts and revision.
    for (const statement of tableStatements(PUBLISH_POST_ACCESS, table.tableArn)) role.addToPrincipalPolicy(statement);
    this.function = backgroundFunction(this, {
      name: PUBLISH_POST_ID,
      entry: PUBLISH_POST_ENTRY,
      description: 'Publishes a scheduled post at its published_at (invoked by its EventBridge schedule)',
      memorySize: PUBLISH_MEMORY_MB,
      timeout: PUBLISH_TIMEOUT,
      role,
      environment: { TABLE_NAME: table.tableName },
    });
    // Grants the function's role SendMessage on the queue.
    this.function.configureAsyncInvoke({
      retryAttempts: PUBLISH_RETRY_ATTEMPTS,
      maxEventAge: PUBLISH_MAX_EVENT_AGE,
      onFailure: new SqsDestination(this.failures),
    });

    this.group = new CfnScheduleGroup(this, 'Group', {});
    const stack = Stack.of(this);
    this.schedulerRole = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', { conditions: { StringEquals: { 'aws:SourceAccount': stack.account } } }),
      description: 'EventBridge Scheduler invoking the CMS publish function, nothing else',
    });
    this.schedulerRole.addToPrincipalPolicy(
      new PolicyStatement({ effect: Effect.ALLOW, actions: ['lambda:InvokeFunction'], resources: [this.function.functionArn] }),
    );
    // The schedules' dead-letter queue: the scheduler sends there as this role.
    this.schedulerRole.addToPrincipalPolicy(new PolicyStatement({ effect: Effect.ALLOW, actions: ['sqs:SendMessage'], resources: [this.failures.queueArn] }));
  }

  /** The schedules of this group's posts: `arn:…:schedule/<group>/*`. */
  schedulesArn(): string {
    const stack = Stack.of(this);
    return stack.formatArn({ service: 'scheduler', resource: 'schedule', resourceName: `${this.group.ref}/*` });
  }

  /** Lets `grantee` create, move and delete this group's schedules, and hand the scheduler role to the scheduler. */
  grantManageSchedules(grantee: IGrantable): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['scheduler:CreateSchedule', 'scheduler:UpdateSchedule', 'scheduler:DeleteSchedule'],
        resources: [this.schedulesArn()],
      }),
    );
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['iam:PassRole'],
        resources: [this.schedulerRole.roleArn],
        conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
      }),
    );
  }

  /** What the schedule consumer reads (shared/domains/scheduling/eventbridge-scheduler.ts). */
  environment(): Record<string, string> {
    return {
      SCHEDULE_GROUP_NAME: this.group.ref,
      PUBLISH_FUNCTION_ARN: this.function.functionArn,
      SCHEDULER_ROLE_ARN: this.schedulerRole.roleArn,
      SCHEDULE_DEAD_LETTER_ARN: this.failures.queueArn,
    };
  }
}
