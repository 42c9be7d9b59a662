import { AUTHORIZERS, routes } from '#platform/routes/index';
import { accessOfRoute } from '#platform/routes/route-access';
import { READ_ACTIONS, readsOnly, type TableAccess } from '#platform/routes/access-types';
import { KEY_FAMILIES } from '#platform/db/key-families';
import { TABLE } from '#platform/db/table-definition';
import { MEDIA_PROCESSING_ACCESS, MEDIA_PROCESSING_ID } from '#infra/media-processing-entry';
import { needsOfRoute } from '#infra/stack/access';
import { synthesizeWithoutBundling } from './synthesized-stack';
import { asArray, referencedIds, type Statement } from './template-model';
import { functionStatements } from '#test/support/least-privilege/policy-check';

const synthesized = synthesizeWithoutBundling();
const { stack, resources, logicalId } = synthesized;
const tableId = logicalId(stack.node.findChild('Table'));
const bucketId = logicalId(stack.node.findChild('MediaBucket'));
const secretId = logicalId(stack.node.findChild('JwtSecret'));
const mfaKeyId = logicalId(stack.node.findChild('MfaKey'));
const usagePlanId = Object.entries(resources).find(([, resource]) => resource.Type === 'AWS::ApiGateway::UsagePlan')![0];
const statementsByFunction = functionStatements(synthesized);
const statementsOf = (functionId: string): Statement[] => statementsByFunction.get(functionId)!;

const TABLE_INDEXES: string[] = TABLE.indexes.map((index) => index.name);
const actionsOf = (statement: Statement): string[] => asArray(statement.Action);
const touches = (statement: Statement, id: string): boolean => referencedIds(statement.Resource).has(id);
const tableStatements = (statements: Statement[]) => statements.filter((statement) => touches(statement, tableId));
const leadingKeys = (statement: Statement): string[] | undefined =>
  statement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'] as string[] | undefined;
const onBaseTable = (statement: Statement): boolean => JSON.stringify(statement.Resource) === JSON.stringify({ 'Fn::GetAtt': [tableId, 'Arn'] });
const WRITES = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

const allFunctions = [...routes.map((route) => route.id), AUTHORIZERS.client.id, AUTHORIZERS.admin.id, MEDIA_PROCESSING_ID];
/** The functions that are not routes declare their access beside their entry. */
const OTHER_ACCESS: Record<string, TableAccess> = {
  [AUTHORIZERS.client.id]: AUTHORIZERS.client.access,
  [AUTHORIZERS.admin.id]: AUTHORIZERS.admin.access,
  [MEDIA_PROCESSING_ID]: MEDIA_PROCESSING_ACCESS,
};
const accessOf = (functionId: string): TableAccess => {
  const route = routes.find((candidate) => candidate.id === functionId);
  return route ? accessOfRoute(route) : OTHER_ACCESS[functionId]!;
};

describe('declared table access', () => {
  test('every route declares its access', () => {
    // Assess
    expect(routes.filter((route) => !route.access || typeof route.access.items !== 'object').map((route) => route.id)).toEqual([]);
  });

  test.each(routes.map((route) => [route.id, route] as const))('%s writes only if its route has the table-write capability', (_id, route) => {
    // Prepare: the quota and idempotency records every client or idempotent route keeps are not table writes of the route.
    const declared = route.access;
    // Assess
    expect(readsOnly(declared)).toBe(!route.capabilities.includes('table-write'));
  });

  test('every key family is a distinct partition pattern no other family contains', () => {
    // Prepare
    const patterns = Object.values(KEY_FAMILIES);
    // Assess: a prefix family would grant the other's partitions too (`PC#*` must not cover `PCC#...`).
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const pattern of patterns) {
      // A family of partitions (`POST#*`) or one fixed partition (`WEBHOOKS`).
      expect(pattern).toMatch(/^[A-Z]+(#|$)/);
      const others = patterns.filter((other) => other !== pattern && other.endsWith('*'));
      for (const other of others) expect(pattern.startsWith(other.slice(0, -1))).toBe(false);
    }
  });
});

describe('least privilege of every function, read from the template', () => {
  test.each(allFunctions.map((id) => [id] as const))('%s gets only the DynamoDB actions and partitions it declares', (id) => {
    // Prepare
    const access = accessOf(id);
    const declaredActions = new Set(Object.keys(access.items).map((action) => `dynamodb:${action}`));
    // Act
    const statements = tableStatements(statementsOf(id));
    // Assess: on the table, each statement is limited to partitions; indexes are queried only.
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(statement.Effect).toBe('Allow');
      if (onBaseTable(statement)) {
        expect(leadingKeys(statement)?.length).toBeGreaterThan(0);
        for (const action of actionsOf(statement)) expect(declaredActions).toContain(action);
      } else {
        expect(actionsOf(statement)).toEqual(['dynamodb:Query']);
        for (const index of JSON.stringify(statement.Resource).matchAll(/\/index\/([^"]*)"/g)) expect(TABLE_INDEXES).toContain(index[1]);
        expect(JSON.stringify(statement.Resource)).toMatch(/\/index\/[a-z0-9]+"/);
      }
    }
    const granted = statements.filter(onBaseTable).flatMap(actionsOf);
    expect(new Set(granted)).toEqual(declaredActions);
    expect(granted.filter((action) => action.includes('*') || action === 'dynamodb:Scan')).toEqual([]);
    if (readsOnly(access)) expect(granted.filter((action) => WRITES.includes(action))).toEqual([]);
    expect(granted.every((action) => READ_ACTIONS.map((read) => `dynamodb:${read}`).includes(action))).toBe(readsOnly(access));
  });

  test.each(allFunctions.map((id) => [id] as const))('%s reads no API key or password hash unless it declares it', (id) => {
    // Prepare
    const access = accessOf(id);
    const declares = (family: 'apiKey' | 'user') => Object.values(access.items).some((families) => families.includes(family));
    // Act
    const patterns = tableStatements(statementsOf(id)).flatMap((statement) => leadingKeys(statement) ?? []);
    // Assess
    expect(patterns.includes(KEY_FAMILIES.apiKey)).toBe(declares('apiKey'));
    expect(patterns.includes(KEY_FAMILIES.user)).toBe(declares('user'));
  });

  test('only login, the admin authorizer and the routes that verify a user token read the signing secret', () => {
    // Act
    const readers = allFunctions.filter((id) => statementsOf(id).some((statement) => touches(statement, secretId))).sort();
    // Assess
    const verifiers = routes.filter((route) => route.audience === 'client-user' || route.capabilities.includes('jwt')).map((route) => route.id);
    expect(readers).toEqual([...verifiers, AUTHORIZERS.admin.id].sort());
    expect(readers).toContain('client-auth-login');
    expect(readers).not.toContain(AUTHORIZERS.client.id);
    expect(readers.filter((id) => id.includes('-list') && !id.includes('comments'))).toEqual([]);
  });

  test('only the routes that enrol or check second-factor codes read the MFA key, and no other secret is granted with it', () => {
    // Act
    const readers = allFunctions.filter((id) => statementsOf(id).some((statement) => touches(statement, mfaKeyId))).sort();
    const grants = allFunctions.flatMap((id) => statementsOf(id).filter((statement) => touches(statement, mfaKeyId)));
    // Assess
    expect(readers).toEqual(
      ['client-auth-login-mfa', 'client-auth-login-mfa-totp-create', 'client-user-mfa-totp-create', 'client-user-mfa-verify', 'client-user-mfa-disable'].sort(),
    );
    for (const grant of grants) {
      expect(actionsOf(grant).sort()).toEqual(['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue']);
      expect([...referencedIds(grant.Resource)]).toEqual([mfaKeyId]);
    }
    // Nor do the password login, the status read or the admin reset, which never open a secret.
    expect(readers).not.toContain('client-auth-login');
    expect(readers).not.toContain('client-user-mfa-get');
    expect(readers).not.toContain('admin-user-users-mfa-reset');
  });

  test('the second factor is read only by the routes that declare it', () => {
    // Act
    const readers = allFunctions.filter((id) => tableStatements(statementsOf(id)).some((statement) => leadingKeys(statement)?.includes(KEY_FAMILIES.mfa))).sort();
    // Assess: not the authorizers, not the profile, not the comment routes that read users.
    expect(readers).toEqual(
      [
        'admin-user-users-delete',
        'admin-user-users-mfa-reset',
        'client-auth-login-mfa',
        'client-auth-login-mfa-totp-create',
        'client-user-mfa-disable',
        'client-user-mfa-totp-create',
        'client-user-mfa-get',
        'client-user-mfa-verify',
      ].sort(),
    );
  });

  test.each(routes.map((route) => [route.id, needsOfRoute(route)] as const))('%s reaches the bucket and API Gateway keys only if it needs them', (id, needs) => {
    // Act
    const statements = statementsOf(id);
    const actions = statements.flatMap(actionsOf);
    // Assess
    expect(statements.some((statement) => touches(statement, bucketId))).toBe(needs.media);
    expect(actions.some((action) => action.startsWith('apigateway:'))).toBe(needs.apiGatewayKeys);
    expect(actions.includes('ssm:GetParameter')).toBe(needs.apiGatewayKeys);
  });

  test('API Gateway keys: create, attach to this stack usage plan only, and disable; nothing else', () => {
    // Prepare
    const withKeys = routes.filter((route) => needsOfRoute(route).apiGatewayKeys);
    // Act
    const statements = statementsOf(withKeys[0]!.id).filter((statement) => actionsOf(statement).some((action) => action.startsWith('apigateway:')));
    // Assess
    expect(withKeys.length).toBeGreaterThan(0);
    expect(statements.flatMap(actionsOf).sort()).toEqual(['apigateway:PATCH', 'apigateway:POST']);
    const post = statements.find((statement) => actionsOf(statement).includes('apigateway:POST'))!;
    expect(JSON.stringify(post.Resource)).toContain('::/apikeys"');
    expect(asArray(post.Resource).some((resource) => referencedIds(resource).has(usagePlanId) && JSON.stringify(resource).includes('/keys'))).toBe(true);
    expect(asArray(post.Resource)).toHaveLength(2);
    const patch = statements.find((statement) => actionsOf(statement).includes('apigateway:PATCH'))!;
    expect(JSON.stringify(patch.Resource)).toContain('::/apikeys/*');
  });

  test("API Gateway's authorizer cache: only the revoke function may flush it, and only this stage's", () => {
    // Prepare
    const restApiId = logicalId(stack.cmsApi.api);
    // Act
    const flushers = allFunctions.filter((id) => statementsOf(id).some((statement) => actionsOf(statement).includes('apigateway:DELETE')));
    const statements = statementsOf('admin-system-api-keys-revoke').filter((statement) => actionsOf(statement).includes('apigateway:DELETE'));
    // Assess
    expect(flushers).toEqual(['admin-system-api-keys-revoke']);
    expect(statements).toHaveLength(1);
    expect(actionsOf(statements[0]!)).toEqual(['apigateway:DELETE']);
    const [resource] = asArray(statements[0]!.Resource);
    expect(asArray(statements[0]!.Resource)).toHaveLength(1);
    expect(referencedIds(resource).has(restApiId)).toBe(true);
    const text = JSON.stringify(resource);
    expect(text).toMatch(/"arn:",\{"Ref":"AWS::Partition"\},":apigateway:",\{"Ref":"AWS::Region"\},"::\/restapis\/"/);
    expect(text).toContain('"/stages/prod/cache/authorizers"');
  });

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
    const roleIds = new Set(stack.handlers.roles.map((role) => logicalId(role)));
    // Act
    const managed = [...roleIds].flatMap((id) => asArray(resources[id]!.Properties!.ManagedPolicyArns as unknown[]));
    // Assess
    expect(managed).toEqual([]);
  });

  test('functions with the same declared needs share one role', () => {
    // Prepare
    const roleOf = (id: string) => JSON.stringify(resources[logicalId(stack.handlers.functions.get(id)!)]!.Properties!.Role);
    // Act
    const lists = ['client-cms-posts-list', 'client-alt-posts-list'].map(roleOf);
    // Assess: both lists declare the same access and the same capabilities.
    expect(lists[0]).toBe(lists[1]);
    expect(stack.handlers.roles.length).toBeLessThan(routes.length + 2);
  });
});
