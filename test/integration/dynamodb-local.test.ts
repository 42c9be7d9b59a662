/**
 * The DynamoDB Local the tests run on: the table from the shared definition, and a table whose indexes
 * and TTL change being read and written by its current schema (the launcher's schema cache).
 *
 * @dynamodb-streams (a DynamoDB Local of its own: changing a table's indexes while other files' tests
 * load the shared instance made a write right after a new index answer InternalFailure, 2 runs in 4)
 */
import { CreateTableCommand, DeleteTableCommand, DescribeTableCommand, DescribeTimeToLiveCommand, PutItemCommand, QueryCommand, UpdateTableCommand, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { localClient } from '#infra/local/dynamodb';
import { TABLE } from '#platform/db/table-definition';
import { useTestTable } from '#test/support/table';

const table = useTestTable();

test('the test table is created from the shared definition with every index', async () => {
  // Prepare
  const client = localClient(process.env.DYNAMODB_ENDPOINT!);
  // Act
  const described = await client.send(new DescribeTableCommand({ TableName: table.name }));
  client.destroy();
  // Assess
  const indexNames = (described.Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName).sort();
  expect(indexNames).toEqual(TABLE.indexes.map((index) => index.name).sort());
  expect(described.Table?.KeySchema).toEqual([
    { AttributeName: 'pk', KeyType: 'HASH' },
    { AttributeName: 'sk', KeyType: 'RANGE' },
  ]);
});

/** Waits up to 20 s for `done`; a state never reached fails the test by name instead of writing too early. */
async function until(what: string, done: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`DynamoDB Local: ${what} did not happen within 20 s`);
}

test('a table whose indexes change is read and written with its new schema (DynamoDB Local keeps parsed schemas by their bytes)', async () => {
  // Prepare: a table of its own with one index, an item in it
  const client = localClient(process.env.DYNAMODB_ENDPOINT!);
  const name = `${table.name}-indexes`;
  const key = (attribute: string) => ({ AttributeName: attribute, AttributeType: 'S' as const });
  const index = (name: string, pk: string) => ({ IndexName: name, KeySchema: [{ AttributeName: pk, KeyType: 'HASH' as const }], Projection: { ProjectionType: 'ALL' as const } });
  await client.send(
    new CreateTableCommand({
      TableName: name,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [key('pk'), key('a')],
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
      GlobalSecondaryIndexes: [index('by-a', 'a')],
    }),
  );
  const put = (pk: string) => client.send(new PutItemCommand({ TableName: name, Item: { pk: { S: pk }, a: { S: 'A' }, b: { S: 'B' } } }));
  const byIndex = async (indexName: string, attribute: string, value: string) =>
    (await client.send(new QueryCommand({ TableName: name, IndexName: indexName, KeyConditionExpression: '#k = :v', ExpressionAttributeNames: { '#k': attribute }, ExpressionAttributeValues: { ':v': { S: value } } }))).Items?.map((item) => item.pk.S).sort();
  await put('1');
  try {
    // Act: a second index added, an item written after it; then the first index removed, and TTL turned on and off
    await client.send(new UpdateTableCommand({ TableName: name, AttributeDefinitions: [key('pk'), key('a'), key('b')], GlobalSecondaryIndexUpdates: [{ Create: index('by-b', 'b') }] }));
    await until('the new index is ACTIVE', async () => {
      const described = await client.send(new DescribeTableCommand({ TableName: name }));
      return (described.Table?.GlobalSecondaryIndexes ?? []).length === 2 && described.Table!.GlobalSecondaryIndexes!.every((each) => each.IndexStatus === 'ACTIVE');
    });
    await put('2');
    const withBoth = { a: await byIndex('by-a', 'a', 'A'), b: await byIndex('by-b', 'b', 'B') };
    await client.send(new UpdateTableCommand({ TableName: name, GlobalSecondaryIndexUpdates: [{ Delete: { IndexName: 'by-a' } }] }));
    await until('the removed index is gone', async () => {
      const described = await client.send(new DescribeTableCommand({ TableName: name }));
      return !described.Table?.GlobalSecondaryIndexes?.some((each) => each.IndexName === 'by-a');
    });
    await put('3');
    const afterDelete = await byIndex('by-b', 'b', 'B');
    const removed = await byIndex('by-a', 'a', 'A').then(
      () => 'answered',
      (error: Error) => error.name,
    );
    const ttl: string[] = [];
    for (const enabled of [true, false, true]) {
      await client.send(new UpdateTimeToLiveCommand({ TableName: name, TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: enabled } }));
      ttl.push(String((await client.send(new DescribeTimeToLiveCommand({ TableName: name }))).TimeToLiveDescription?.TimeToLiveStatus));
    }
    // Assess: every write and read went by the schema as it was at that moment
    expect(withBoth).toEqual({ a: ['1', '2'], b: ['1', '2'] });
    expect(afterDelete).toEqual(['1', '2', '3']);
    expect(removed).toBe('ValidationException');
    expect(ttl).toEqual(['ENABLED', 'DISABLED', 'ENABLED']);
  } finally {
    await client.send(new DeleteTableCommand({ TableName: name }));
    client.destroy();
  }
});
