import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { useTestTable } from '#test/support/table';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import { readCollection } from '#platform/db/collections';
import { queryAllPages } from '#platform/db/query-all';

useTestTable();

// Written out of order, so that the answers' order comes from the index.
const IDS = [3, 11, 1, 7, 5];

beforeAll(async () => {
  const items = IDS.map((id) => ({ pk: `COL#${id}`, sk: 'X', ...keys.collection('CATEGORIES', id), id }));
  await db.send(new BatchWriteCommand({ RequestItems: { [tableName()]: items.map((Item) => ({ PutRequest: { Item } })) } }));
});

describe('readCollection', () => {
  test('reads the whole gsi1 collection by id, ascending unless told', async () => {
    // Act
    const ascending = await readCollection('CATEGORIES');
    const descending = await readCollection('CATEGORIES', { order: 'desc' });
    const other = await readCollection('TAGS');
    // Assess
    expect(ascending.map((item) => item.id)).toEqual([1, 3, 5, 7, 11]);
    expect(descending.map((item) => item.id)).toEqual([11, 7, 5, 3, 1]);
    expect(other).toEqual([]);
  });

  test('a filter keeps the items that match, in the order asked', async () => {
    // Act
    const found = await readCollection('CATEGORIES', { order: 'desc', filter: { expression: 'id > :min', values: { ':min': 4 } } });
    // Assess
    expect(found.map((item) => item.id)).toEqual([11, 7, 5]);
  });
});

describe('queryAllPages', () => {
  test('follows LastEvaluatedKey to the end', async () => {
    // Act: pages of 2 items
    const items = await queryAllPages({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': 'CATEGORIES' },
      Limit: 2,
    });
    // Assess
    expect(items.map((item) => item.id)).toEqual([1, 3, 5, 7, 11]);
  });
});
