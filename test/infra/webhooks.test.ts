/**
 * The deployed webhook delivery: a FIFO queue with a FIFO dead-letter queue after MAX_ATTEMPTS
 * receives (alarmed at one message), both encrypted and SSL-only; an SQS event source mapping with
 * per-message failure reports; the delivery function's role reads webhooks, writes the delivery log,
 * receives from and changes visibility on its own queue, nothing else; the stream function and the
 * redeliver route may send to the queue, and no other route may.
 */
import { synthesizeWithoutBundling } from './synthesized-stack';
import { MAX_ATTEMPTS } from '#domains/webhooks/retry-policy';
import { DELIVERY_BATCH_SIZE } from '#infra/stack/webhook-delivery';

const { stack, template, resources, logicalId } = synthesizeWithoutBundling();
const delivery = stack.webhookDelivery;
const queueId = logicalId(delivery.queue);
const deadLettersId = logicalId(delivery.deadLetters);
const functionId = logicalId(delivery.function);
const ofType = (type: string) => Object.entries(resources).filter(([, resource]) => resource.Type === type);

type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown; Effect: string };

function statementsOfRole(roleLogicalId: string): Statement[] {
  const inline = ((resources[roleLogicalId]!.Properties!.Policies as { PolicyDocument: { Statement: Statement[] } }[] | undefined) ?? []).flatMap(
    (policy) => policy.PolicyDocument.Statement,
  );
  const attached = ofType('AWS::IAM::Policy')
    .filter(([, policy]) => JSON.stringify(policy.Properties!.Roles).includes(`"${roleLogicalId}"`))
    .flatMap(([, policy]) => (policy.Properties!.PolicyDocument as { Statement: Statement[] }).Statement);
  return [...inline, ...attached];
}

const roleOf = (fnId: string) => (resources[fnId]!.Properties!.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
const actionsOf = (statements: Statement[]) => statements.flatMap((statement) => [statement.Action].flat());

describe('webhook delivery', () => {
  test('a FIFO queue, encrypted and SSL-only, parks a message in a FIFO dead-letter queue after MAX_ATTEMPTS receives', () => {
    expect(resources[queueId]!.Properties).toMatchObject({
      FifoQueue: true,
      SqsManagedSseEnabled: true,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [deadLettersId, 'Arn'] }, maxReceiveCount: MAX_ATTEMPTS },
    });
    expect(resources[deadLettersId]!.Properties).toMatchObject({ FifoQueue: true, SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
    const sslOnly = ofType('AWS::SQS::QueuePolicy').filter(([, policy]) => JSON.stringify(policy.Properties).includes('aws:SecureTransport'));
    const guarded = sslOnly.flatMap(([, policy]) => policy.Properties!.Queues as unknown[]).map((queue) => JSON.stringify(queue));
    expect(guarded).toEqual(expect.arrayContaining([JSON.stringify({ Ref: queueId }), JSON.stringify({ Ref: deadLettersId })]));
  });

  test('one message on the dead-letter queue raises an alarm', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Threshold: 1,
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [deadLettersId, 'QueueName'] } }],
    });
  });

  test('the queue runs the delivery function in batches with per-message failure reports', () => {
    const mappings = ofType('AWS::Lambda::EventSourceMapping').filter(([, mapping]) => JSON.stringify(mapping.Properties!.EventSourceArn).includes(queueId));
    expect(mappings).toHaveLength(1);
    expect(mappings[0]![1].Properties).toMatchObject({
      FunctionName: { Ref: functionId },
      BatchSize: DELIVERY_BATCH_SIZE,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  test("the delivery function's role: get webhooks, put delivery log items, its queue's receive calls, its logs; nothing else", () => {
    const statements = statementsOfRole(roleOf(functionId));
    const table = statements.filter((statement) => actionsOf([statement]).some((action) => action.startsWith('dynamodb:')));
    expect(table.map((statement) => ({ actions: [statement.Action].flat(), condition: statement.Condition }))).toEqual([
      { actions: ['dynamodb:GetItem'], condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['WEBHOOKS'] } } },
      { actions: ['dynamodb:PutItem'], condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['WHD#*'] } } },
    ]);
    const sqs = statements.filter((statement) => actionsOf([statement]).some((action) => action.startsWith('sqs:')));
    expect(sqs.every((statement) => JSON.stringify(statement.Resource) === JSON.stringify({ 'Fn::GetAtt': [queueId, 'Arn'] }))).toBe(true);
    expect(actionsOf(sqs)).toEqual(expect.arrayContaining(['sqs:ReceiveMessage', 'sqs:ChangeMessageVisibility', 'sqs:DeleteMessage']));
    expect(actionsOf(sqs)).not.toContain('sqs:SendMessage');
    expect(actionsOf(statements).every((action) => /^(dynamodb|sqs|logs):/.test(action))).toBe(true);
  });

  test('the stream function and the redeliver route may send to the queue; no other route function may', () => {
    const senders = ofType('AWS::Lambda::Function')
      .filter(([id]) => {
        const role = roleOf(id);
        return statementsOfRole(role).some((statement) => actionsOf([statement]).includes('sqs:SendMessage') && JSON.stringify(statement.Resource).includes(queueId));
      })
      .map(([id]) => id)
      .sort();
    const expected = [logicalId(stack.tableStream.function), logicalId(stack.handlers.functions.get('admin-system-webhooks-redeliver')!)].sort();
    expect(senders).toEqual(expected);
  });

  test('the delivery and stream functions know the queue URL', () => {
    for (const fn of [delivery.function, stack.tableStream.function]) {
      const variables = (resources[logicalId(fn)]!.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables.WEBHOOK_QUEUE_URL).toEqual({ Ref: queueId });
    }
  });
});
