/**
 * What a post's stream record asks of its EventBridge schedule, and the schedule a post gets: a
 * one-time `at()` never earlier than its published_at, the publish function as target through the
 * scheduler role, the event it is invoked with, deleted by the scheduler after it ran.
 */
import { scheduleChangeOf } from '#domains/scheduling/schedule-change';
import { atExpression, scheduleBody, scheduleName } from '#domains/scheduling/eventbridge-scheduler';

const post = (status: string, publishedAt: string | null = '2030-01-01T10:00:00.000Z') => ({ id: 7, status, published_at: publishedAt });

describe('scheduleChangeOf', () => {
  test.each([
    ['created scheduled', undefined, post('scheduled'), { kind: 'set', postId: 7, publishedAt: '2030-01-01T10:00:00.000Z' }],
    ['scheduled from a draft', post('draft'), post('scheduled'), { kind: 'set', postId: 7, publishedAt: '2030-01-01T10:00:00.000Z' }],
    ['moved to another time', post('scheduled'), post('scheduled', '2030-02-01T08:30:00.000Z'), { kind: 'set', postId: 7, publishedAt: '2030-02-01T08:30:00.000Z' }],
    ['published (by its schedule or early)', post('scheduled'), post('published'), { kind: 'delete', postId: 7 }],
    ['unscheduled to a draft', post('scheduled'), post('draft'), { kind: 'delete', postId: 7 }],
    ['trashed', post('scheduled'), post('trash'), { kind: 'delete', postId: 7 }],
    ['deleted', post('scheduled'), undefined, { kind: 'delete', postId: 7 }],
    ['edited, still at the same time', post('scheduled'), post('scheduled'), null],
    ['a published post edited', post('published'), post('published'), null],
  ])('%s', (_case, oldImage, newImage, expected) => {
    expect(scheduleChangeOf({ oldImage, newImage })).toEqual(expected);
  });
});

describe('the schedule of a post', () => {
  test('at() is in UTC whole seconds, rounded up so that it never fires before published_at', () => {
    expect(atExpression('2030-01-01T10:00:00.000Z')).toBe('at(2030-01-01T10:00:00)');
    expect(atExpression('2030-01-01T10:00:00.001Z')).toBe('at(2030-01-01T10:00:01)');
    expect(atExpression('2030-12-31T23:59:59.500Z')).toBe('at(2031-01-01T00:00:00)');
  });

  test('one-time, no flexible window, deleted after it ran, invoking the publish function with the post and its time', () => {
    // Act
    const body = scheduleBody({ groupName: 'cms-posts', functionArn: 'arn:aws:lambda:eu-west-1:1:function:publish', roleArn: 'arn:aws:iam::1:role/scheduler' }, 7, '2030-01-01T10:00:00.000Z');
    // Assess
    expect(scheduleName(7)).toBe('post-7');
    expect(body).toMatchObject({
      GroupName: 'cms-posts',
      ScheduleExpression: 'at(2030-01-01T10:00:00)',
      ScheduleExpressionTimezone: 'UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
      ActionAfterCompletion: 'DELETE',
      Target: { Arn: 'arn:aws:lambda:eu-west-1:1:function:publish', RoleArn: 'arn:aws:iam::1:role/scheduler' },
    });
    expect(JSON.parse(body.Target.Input)).toEqual({ post_id: 7, published_at: '2030-01-01T10:00:00.000Z' });
  });

  test('a schedule that cannot invoke the function after its retries is parked in the dead-letter queue the stack names', () => {
    // Prepare
    const target = { groupName: 'cms-posts', functionArn: 'arn:aws:lambda:eu-west-1:1:function:publish', roleArn: 'arn:aws:iam::1:role/scheduler' };
    const deadLetterArn = 'arn:aws:sqs:eu-west-1:1:cms-schedule-failures';
    // Act
    const withQueue = scheduleBody({ ...target, deadLetterArn }, 7, '2030-01-01T10:00:00.000Z');
    // Assess
    expect(withQueue.Target).toMatchObject({ RetryPolicy: { MaximumEventAgeInSeconds: 86_400, MaximumRetryAttempts: 185 }, DeadLetterConfig: { Arn: deadLetterArn } });
  });
});
