/**
 * One EventBridge Scheduler one-time schedule per scheduled post (`post-<id>` in the stack's schedule
 * group): `at(...)` its published_at (rounded up to the second, so it never fires before it), invoking
 * the publish function with `{post_id, published_at}` through the scheduler role (which may invoke that
 * function and nothing else), deleted by the scheduler once it has run (`ActionAfterCompletion:
 * DELETE`). Signed REST calls (shared/platform/aws/aws-request.ts), as for API Gateway and S3.
 */
import { awsRequest, AwsRequestFailed } from '#platform/aws/aws-request';
import { config } from '#platform/config';

export interface SchedulerTarget {
  groupName: string;
  /** The publish function. */
  functionArn: string;
  /** The role the scheduler assumes to invoke it. */
  roleArn: string;
  /** Where the scheduler parks an invocation that failed its retries (an SQS queue). */
  deadLetterArn?: string;
}

/** Set by the stack on the table stream function; absent locally, where a timer publishes (infra/local/scheduled-publisher.ts). */
export function schedulerTarget(): SchedulerTarget | undefined {
  const { scheduleGroupName: groupName, publishFunctionArn: functionArn, schedulerRoleArn: roleArn, scheduleDeadLetterArn: deadLetterArn } = config;
  return groupName && functionArn && roleArn ? { groupName, functionArn, roleArn, ...(deadLetterArn ? { deadLetterArn } : {}) } : undefined;
}

export const scheduleName = (postId: number): string => `post-${postId}`;

/** `at(2030-01-01T10:00:01)`: UTC, whole seconds, never earlier than `publishedAt`. */
export function atExpression(publishedAt: string): string {
  const ms = Date.parse(publishedAt);
  const second = Math.ceil(ms / 1000) * 1000;
  return `at(${new Date(second).toISOString().slice(0, 19)})`;
}

/** The body of CreateSchedule / UpdateSchedule for a post (the name is in the path). */
export function scheduleBody(target: SchedulerTarget, postId: number, publishedAt: string) {
  return {
    GroupName: target.groupName,
    ScheduleExpression: atExpression(publishedAt),
    ScheduleExpressionTimezone: 'UTC',
    FlexibleTimeWindow: { Mode: 'OFF' },
    ActionAfterCompletion: 'DELETE',
    Target: {
      Arn: target.functionArn,
      RoleArn: target.roleArn,
      Input: JSON.stringify({ post_id: postId, published_at: publishedAt }),
      // The scheduler hands the event to Lambda's asynchronous queue: these retries are for Lambda
      // refusing it (throttled, unavailable), a day of tries at most, then the dead-letter queue. A
      // function that fails (or is invoked before the time, by clock skew, and throws) is retried by
      // Lambda and then parked in the same queue (scheduled-publishing.ts): nothing fails silently.
      RetryPolicy: { MaximumEventAgeInSeconds: 86_400, MaximumRetryAttempts: 185 },
      ...(target.deadLetterArn ? { DeadLetterConfig: { Arn: target.deadLetterArn } } : {}),
    },
    Description: `Publishes post ${postId} at ${publishedAt}`,
  };
}

const endpoint = (path: string): URL => new URL(`https://scheduler.${config.region}.amazonaws.com${path}`);

/** Creates the post's schedule, or moves it when it exists. */
export async function putSchedule(target: SchedulerTarget, postId: number, publishedAt: string): Promise<void> {
  const path = `/schedules/${encodeURIComponent(scheduleName(postId))}`;
  const body = scheduleBody(target, postId, publishedAt);
  try {
    await awsRequest('scheduler', 'POST', endpoint(path), body);
  } catch (error) {
    if (!(error instanceof AwsRequestFailed && error.errorType === 'ConflictException')) throw error;
    await awsRequest('scheduler', 'PUT', endpoint(path), body);
  }
}

/** Deletes the post's schedule; one already gone (it ran, or was never made) is no error. */
export async function deleteSchedule(target: SchedulerTarget, postId: number): Promise<void> {
  const url = endpoint(`/schedules/${encodeURIComponent(scheduleName(postId))}`);
  url.searchParams.set('groupName', target.groupName);
  try {
    await awsRequest('scheduler', 'DELETE', url);
  } catch (error) {
    if (!(error instanceof AwsRequestFailed && error.errorType === 'ResourceNotFoundException')) throw error;
  }
}
