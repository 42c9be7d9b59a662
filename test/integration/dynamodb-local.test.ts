import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { localClient } from '../../infra/local/dynamodb';
import { TABLE } from '../../shared/db/table-definition';
import { useTestTable } from '../support/table';

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
