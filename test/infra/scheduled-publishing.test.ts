/**
 * Scheduled publishing in the stack: a schedule group; the scheduler's role, assumable by this
 * account's EventBridge Scheduler only, may invoke the publish function and nothing else; the table
 * stream function (which makes the schedules once a write committed) may create, move and delete
 * schedules of that group only and pass that role to the scheduler only; no route function may touch
 * schedules; the publish function's role is its declared table access and its logs.
 */
import { synthesizeWithoutBundling } from './synthesized-stack';
import { statementsOfRole, type Statement } from './template-model';

const { stack, template, resources, logicalId } = synthesizeWithoutBundling();
const publishing = stack.scheduledPublishing;
const groupId = logicalId(publishing.group);
const publishFunctionId = logicalId(publishing.function);
const schedulerRoleId = logicalId(publishing.schedulerRole);
const actionsOf = (statements: Statement[]) => statements.flatMap((statement) => [statement.Action].flat() as string[]);
const roleOf = (functionId: string) => (resources[functionId]!.Properties!.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];

describe('scheduled publishing', () => {
  test('one schedule group, one publish function running the publish entry', () => {
    template.resourceCountIs('AWS::Scheduler::ScheduleGroup', 1);
    expect(resources[publishFunctionId]!.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: 'index.handler' });
  });

  test("the scheduler's role: assumed by this account's scheduler only, may invoke the publish function and send to its dead-letter queue, nothing else", () => {
    // Act
    const role = resources[schedulerRoleId]!.Properties!;
    const statements = statementsOfRole(resources, schedulerRoleId);
    // Assess
    expect(role.AssumeRolePolicyDocument).toMatchObject({
      Statement: [{ Action: 'sts:AssumeRole', Effect: 'Allow', Principal: { Service: 'scheduler.amazonaws.com' }, Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } } }],
    });
    expect(statements).toHaveLength(2);
    expect(statements[0]).toMatchObject({ Effect: 'Allow', Action: 'lambda:InvokeFunction', Resource: { 'Fn::GetAtt': [publishFunctionId, 'Arn'] } });
    expect(statements[1]).toMatchObject({ Effect: 'Allow', Action: 'sqs:SendMessage', Resource: { 'Fn::GetAtt': [logicalId(publishing.failures), 'Arn'] } });
  });

  test('the table stream function manages schedules of its group only, and passes the scheduler role to the scheduler only; it knows where', () => {
    // Act
    const statements = statementsOfRole(resources, roleOf(logicalId(stack.tableStream.function)));
    const schedules = statements.filter((statement) => actionsOf([statement]).some((action) => action.startsWith('scheduler:')));
    const passRole = statements.filter((statement) => actionsOf([statement]).includes('iam:PassRole'));
    // Assess
    expect(schedules).toHaveLength(1);
    expect(JSON.stringify(schedules[0]!.Resource)).toContain(groupId);
    expect(JSON.stringify(schedules[0]!.Resource)).toMatch(/:schedule\/"?,?\{"Ref":"ScheduledPublishingGroup\w+"\},"\/\*"/);
    expect(passRole).toHaveLength(1);
    expect(passRole[0]).toMatchObject({ Resource: { 'Fn::GetAtt': [schedulerRoleId, 'Arn'] }, Condition: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } } });
    expect(resources[logicalId(stack.tableStream.function)]!.Properties!.Environment).toMatchObject({
      Variables: {
        SCHEDULE_GROUP_NAME: { Ref: groupId },
        PUBLISH_FUNCTION_ARN: { 'Fn::GetAtt': [publishFunctionId, 'Arn'] },
        SCHEDULER_ROLE_ARN: { 'Fn::GetAtt': [schedulerRoleId, 'Arn'] },
      },
    });
  });

  test('no other role may touch schedules or pass roles; the publish function reads and writes the table and its logs, and parks a failed run in its queue, nothing else', () => {
    // Act
    const streamRole = roleOf(logicalId(stack.tableStream.function));
    const others = Object.entries(resources).filter(([id, resource]) => resource.Type === 'AWS::IAM::Role' && id !== streamRole);
    const publishStatements = statementsOfRole(resources, roleOf(publishFunctionId));
    const publishActions = actionsOf(publishStatements);
    // Assess
    for (const [id] of others) {
      const actions = actionsOf(statementsOfRole(resources, id));
      expect({ id, scheduler: actions.filter((action) => /^(scheduler|iam):/.test(action)) }).toEqual({ id, scheduler: [] });
    }
    expect(publishActions.filter((action) => !/^(dynamodb|logs):/.test(action)).sort()).toEqual(['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage']);
    const sends = publishStatements.filter((statement) => actionsOf([statement]).some((action) => action.startsWith('sqs:')));
    expect(sends.map((statement) => statement.Resource)).toEqual([{ 'Fn::GetAtt': [logicalId(publishing.failures), 'Arn'] }]);
    expect(publishActions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:UpdateItem', 'dynamodb:PutItem']));
  });
});
