/**
 * The deployed table stream: the table streams both images; one event source mapping runs the stream
 * function with an event filter on the item types its consumers read, per-record failure reports,
 * bisection, a retry limit and an on-failure queue; the function's role writes the search postings
 * and their state items, lists the webhooks, sends to the webhook queue, rewrites the author of a user's
 * comments and reads the stream, nothing more.
 */
import { Match } from 'aws-cdk-lib/assertions';
import { synthesizeWithoutBundling } from './synthesized-stack';
import { STREAM_DELIVERY } from '#platform/stream/delivery';

const { stack, template, resources, logicalId } = synthesizeWithoutBundling();
const functionId = logicalId(stack.tableStream.function);
const queueId = logicalId(stack.tableStream.failures);
const ofType = (type: string) => Object.entries(resources).filter(([, resource]) => resource.Type === type);

type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown; Effect: string };

function roleStatements(): Statement[] {
  const roleRef = (resources[functionId]!.Properties!.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return ofType('AWS::IAM::Policy')
    .filter(([, policy]) => JSON.stringify(policy.Properties!.Roles) === JSON.stringify([{ Ref: roleRef }]))
    .flatMap(([, policy]) => (policy.Properties!.PolicyDocument as { Statement: Statement[] }).Statement);
}

describe('the table stream', () => {
  test('the table streams new and old images', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', { StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' } });
  });

  test('one event source mapping reads the stream: filtered on post items, failures per record, bisect on error, retries, an on-failure queue', () => {
    // Act
    const mappings = ofType('AWS::Lambda::EventSourceMapping').filter(([, mapping]) => JSON.stringify(mapping.Properties!.EventSourceArn).includes('StreamArn'));
    // Assess
    expect(mappings).toHaveLength(1);
    const [, mapping] = mappings[0]!;
    expect(mapping.Properties).toMatchObject({
      FunctionName: { Ref: functionId },
      EventSourceArn: { 'Fn::GetAtt': [expect.any(String), 'StreamArn'] },
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: STREAM_DELIVERY.batchSize,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: STREAM_DELIVERY.retryAttempts,
      MaximumRecordAgeInSeconds: STREAM_DELIVERY.maxRecordAgeHours * 3600,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
    });
    const filters = (mapping.Properties!.FilterCriteria as { Filters: { Pattern: string }[] }).Filters;
    expect(filters.map((filter) => JSON.parse(filter.Pattern))).toEqual([{ dynamodb: { Keys: { sk: { S: ['CATEGORY', 'COMMENT', 'MEDIA', 'POST', 'TAG', 'USER'] } } } }]);
  });

  test('the on-failure queue is encrypted and raises an alarm at one message', () => {
    template.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Threshold: 1,
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
    });
  });

  test("the function's role: get, batch get, put and delete on search partitions only, a Query of the webhooks and of a user's comments, updates of comments and of the list version, the stream's reads, send to its queues, the posts' schedules, its logs", () => {
    // Act
    const statements = roleStatements();
    const actions = statements.flatMap((statement) => [statement.Action].flat());
    // Assess
    const table = statements.find((statement) => [statement.Action].flat().includes('dynamodb:PutItem'))!;
    expect([table.Action].flat().sort()).toEqual(['dynamodb:BatchGetItem', 'dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem']);
    expect(table.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['TW#*', 'TV#*', 'TGS#*'] } });
    expect(actions.filter((action) => action.startsWith('dynamodb:')).sort()).toEqual(
      ['dynamodb:BatchGetItem', 'dynamodb:DeleteItem', 'dynamodb:DescribeStream', 'dynamodb:GetItem', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:Query', 'dynamodb:UpdateItem'].sort(),
    );
    const queries = statements.filter((statement) => [statement.Action].flat().includes('dynamodb:Query'));
    expect(queries.map((query) => [query.Action].flat())).toEqual([['dynamodb:Query'], ['dynamodb:Query']]);
    const webhooks = queries.find((query) => JSON.stringify(query.Condition).includes('WEBHOOKS'))!;
    expect(webhooks.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['WEBHOOKS'] } });
    expect(JSON.stringify(webhooks.Resource)).not.toContain('/index/');
    const byAuthor = queries.find((query) => query !== webhooks)!;
    expect(byAuthor.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['UC#*'] } });
    expect(JSON.stringify(byAuthor.Resource)).toContain('/index/lp3');
    const updates = statements.filter((statement) => [statement.Action].flat().includes('dynamodb:UpdateItem'));
    expect(updates.map((update) => [[update.Action].flat(), update.Condition])).toEqual([[['dynamodb:UpdateItem'], { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['COMMENT#*', 'LISTV'] } }]]);
    expect(actions.filter((action) => action.startsWith('sqs:'))).toEqual(expect.arrayContaining(['sqs:SendMessage']));
    expect(actions.every((action) => /^(dynamodb|sqs|logs|scheduler|iam):/.test(action))).toBe(true);
    expect(actions.filter((action) => action.startsWith('scheduler:')).sort()).toEqual(['scheduler:CreateSchedule', 'scheduler:DeleteSchedule', 'scheduler:UpdateSchedule']);
    expect(actions.filter((action) => action.startsWith('iam:'))).toEqual(['iam:PassRole']);
    expect(statements.some((statement) => JSON.stringify(statement.Resource).includes(queueId))).toBe(true);
  });

  test('the function runs the stream entry on arm64 with the table name', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('table stream'),
      Architectures: ['arm64'],
      Environment: { Variables: Match.objectLike({ TABLE_NAME: Match.anyValue() }) },
    });
  });
});
