/**
 * Scheduled publishing in AWS: the publish function (functions/scheduling/publish-post.ts), an
 * EventBridge Scheduler schedule group where each scheduled post gets its one-time schedule, and the
 * role the scheduler assumes to invoke the function, which may invoke that function and nothing else
 * (and may be assumed by the scheduler of this account only). The schedules themselves are made by
 * the table stream function once a post write has committed (shared/domains/scheduling/schedule-consumer.ts):
 * `grantManageSchedules` lets it create, move and delete schedules in this group only, and pass this
 * role to the scheduler only.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, Role, ServicePrincipal, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { CfnScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { Construct } from 'constructs';
import { PUBLISH_POST_ACCESS, PUBLISH_POST_ENTRY, PUBLISH_POST_ID } from '#infra/publish-post-entry';
import { tableStatements } from './access';
import { backgroundFunction, functionRole } from './background-function';

export const PUBLISH_TIMEOUT = Duration.seconds(30);
export const PUBLISH_MEMORY_MB = 256;

export class ScheduledPublishing extends Construct {
  readonly function: NodejsFunction;
  readonly group: CfnScheduleGroup;
  readonly schedulerRole: Role;

  constructor(scope: Construct, id: string, props: { table: ITable }) {
    super(scope, id);
    const { table } = props;
    const role = functionRole(this, 'CMS scheduled publishing: reads a scheduled post and writes its publication');
    // Its declared table access (shared/platform/routes/access.ts): the post, its rows, counts and revision.
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

    this.group = new CfnScheduleGroup(this, 'Group', {});
    const stack = Stack.of(this);
    this.schedulerRole = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', { conditions: { StringEquals: { 'aws:SourceAccount': stack.account } } }),
      description: 'EventBridge Scheduler invoking the CMS publish function, nothing else',
    });
    this.schedulerRole.addToPrincipalPolicy(
      new PolicyStatement({ effect: Effect.ALLOW, actions: ['lambda:InvokeFunction'], resources: [this.function.functionArn] }),
    );
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
    return { SCHEDULE_GROUP_NAME: this.group.ref, PUBLISH_FUNCTION_ARN: this.function.functionArn, SCHEDULER_ROLE_ARN: this.schedulerRole.roleArn };
  }
}
