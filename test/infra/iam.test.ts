import { AUTHORIZERS, routes } from '../../shared/routes';
import { IDEMPOTENCY_PARTITION_PATTERN, QUOTA_PARTITION_PATTERN, needsOfRoute } from '../../infra/stack/access';
import { synthesizeWithoutBundling } from './synthesized-stack';
import { asArray, referencedIds, statementsOfRole, type Statement } from './template-model';

const { stack, resources, logicalId } = synthesizeWithoutBundling();
const tableId = logicalId(stack.node.findChild('Table'));
const bucketId = logicalId(stack.node.findChild('MediaBucket'));
const secretId = logicalId(stack.node.findChild('JwtSecret'));
const usagePlanId = Object.entries(resources).find(([, resource]) => resource.Type === 'AWS::ApiGateway::UsagePlan')![0];

const TABLE_WRITES = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'dynamodb:*', '*'];

function statementsOf(functionId: string): Statement[] {
  const fn = resources[logicalId(stack.handlers.functions.get(functionId)!)]!;
  const roleId = [...referencedIds(fn.Properties!.Role)][0]!;
  return statementsOfRole(resources, roleId);
}

const actionsOf = (statement: Statement): string[] => asArray(statement.Action);
const touches = (statement: Statement, id: string): boolean => referencedIds(statement.Resource).has(id);
const tableWrites = (statements: Statement[]) =>
  statements.filter((s) => s.Effect === 'Allow' && touches(s, tableId) && actionsOf(s).some((action) => TABLE_WRITES.includes(action)));
const leadingKeys = (statement: Statement): unknown => statement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'];

describe('least privilege of every function', () => {
  test.each(routes.map((route) => [route.id, route] as const))('%s writes the table only as its route allows', (id, route) => {
    // Prepare
    const needs = needsOfRoute(route);
    // Act
    const writes = tableWrites(statementsOf(id));
    // Assess
    if (needs.tableWrite) {
      expect(writes.flatMap(actionsOf)).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem']));
      return;
    }
    // A read route writes at most its own quota counter (client routes) and idempotency record, each
    // limited by a condition to that family of partitions.
    for (const statement of writes) {
      expect(statement.Resource).toEqual({ 'Fn::GetAtt': [tableId, 'Arn'] });
      expect([[QUOTA_PARTITION_PATTERN], [IDEMPOTENCY_PARTITION_PATTERN]]).toContainEqual(leadingKeys(statement));
    }
    const quota = writes.filter((statement) => JSON.stringify(leadingKeys(statement)) === JSON.stringify([QUOTA_PARTITION_PATTERN]));
    expect(quota.flatMap(actionsOf)).toEqual(needs.quotaWrite ? ['dynamodb:UpdateItem'] : []);
    const idempotency = writes.filter((statement) => JSON.stringify(leadingKeys(statement)) === JSON.stringify([IDEMPOTENCY_PARTITION_PATTERN]));
    expect(idempotency.flatMap(actionsOf).sort()).toEqual(needs.idempotencyWrite ? ['dynamodb:DeleteItem', 'dynamodb:PutItem'] : []);
  });

  test.each([AUTHORIZERS.client.id, AUTHORIZERS.admin.id])('authorizer %s only reads the table', (id) => {
    expect(tableWrites(statementsOf(id))).toEqual([]);
  });

  test.each([...routes.map((route) => [route.id, needsOfRoute(route)] as const), [AUTHORIZERS.admin.id, { jwt: true, media: false, apiGatewayKeys: false }] as const, [AUTHORIZERS.client.id, { jwt: false, media: false, apiGatewayKeys: false }] as const])(
    '%s reaches the secret, the bucket and API Gateway keys only if it needs them',
    (id, needs) => {
      // Act
      const statements = statementsOf(id);
      const actions = statements.flatMap(actionsOf);
      // Assess
      expect(statements.some((statement) => touches(statement, secretId))).toBe(needs.jwt);
      expect(statements.some((statement) => touches(statement, bucketId))).toBe(needs.media);
      expect(actions.some((action) => action.startsWith('apigateway:'))).toBe(needs.apiGatewayKeys);
      expect(actions.includes('ssm:GetParameter')).toBe(needs.apiGatewayKeys);
      if (needs.apiGatewayKeys) {
        const planKeys = statements.find((statement) => touches(statement, usagePlanId))!;
        expect(JSON.stringify(planKeys.Resource)).toContain('/keys');
        expect(actionsOf(planKeys).sort()).toEqual(['apigateway:GET', 'apigateway:POST']);
      }
    },
  );

  test('no policy in the stack allows every action, nor every action of a service', () => {
    // Prepare
    const documents = Object.values(resources).flatMap((resource) => {
      if (resource.Type === 'AWS::IAM::Policy') return [resource.Properties!.PolicyDocument];
      if (resource.Type === 'AWS::IAM::Role') return asArray(resource.Properties!.Policies as { PolicyDocument: unknown }[]).map((p) => p.PolicyDocument);
      return [];
    }) as { Statement: Statement[] }[];
    // Act
    const actions = documents.flatMap((document) => document.Statement.flatMap(actionsOf));
    // Assess
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.filter((action) => action === '*' || action.endsWith(':*'))).toEqual([]);
  });

  test('no function role carries an AWS managed policy', () => {
    // Prepare
    const roleIds = new Set([...stack.handlers.roles.values()].map((role) => logicalId(role)));
    // Act
    const managed = [...roleIds].flatMap((id) => asArray(resources[id]!.Properties!.ManagedPolicyArns as unknown[]));
    // Assess
    expect(managed).toEqual([]);
  });
});
