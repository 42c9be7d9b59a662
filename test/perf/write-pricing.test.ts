/**
 * The bench's write instrument (bench/lib/write-pricing.ts through the probe of dynamo-probe.ts),
 * against DynamoDB Local: on single-item Put/Update/Delete its price must equal what Local reports
 * (Local is right there); on a multi-item transaction it must not take Local's figure, which prices
 * the transaction as the sum of its distinct item costs.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PutItemCommand } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DeleteCommand, DynamoDBDocumentClient, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoProbe, type CallRecord } from '../../bench/lib/dynamo-probe';
import { imageReader } from '../../bench/lib/item-images';
import { indexWrites, priceItemWrite } from '../../bench/lib/write-pricing';
import { useTestTable } from '#test/support/table';

const table = useTestTable();

let client: DynamoDBDocumentClient;
let images: ReturnType<typeof imageReader>;
let probe: DynamoProbe;

beforeAll(() => {
  const endpoint = process.env.DYNAMODB_ENDPOINT!;
  client = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }));
  images = imageReader(endpoint);
  probe = new DynamoProbe(client, undefined, images.read);
});

afterAll(() => {
  images.destroy();
  client.destroy();
});

/** An item of about `bytes` bytes (DynamoDB's size rules: names plus UTF-8 values). */
const itemOf = (id: string, bytes: number, extra: Record<string, unknown> = {}) => ({ pk: `W#${id}`, sk: 'ITEM', body: 'x'.repeat(Math.max(0, bytes - 40)), ...extra });

async function recorded(send: () => Promise<unknown>): Promise<CallRecord> {
  const { calls } = await probe.during(async () => {
    await send().catch(() => undefined);
  });
  expect(calls).toHaveLength(1);
  return calls[0]!;
}

describe('pricing rules', () => {
  it('charges each item by the larger image, per started KB, twice in a transaction', () => {
    // Prepare
    const small = { pk: 'a', sk: 'b', body: 'x'.repeat(500) };
    const large = { pk: 'a', sk: 'b', body: 'x'.repeat(3000) };

    // Act
    const grow = priceItemWrite({ table: 't', key: { pk: 'a', sk: 'b' }, action: 'update', transactional: false, before: small, after: large });
    const shrinkInTransaction = priceItemWrite({ table: 't', key: { pk: 'a', sk: 'b' }, action: 'update', transactional: true, before: large, after: small });
    const deleteNothing = priceItemWrite({ table: 't', key: { pk: 'a', sk: 'b' }, action: 'delete', transactional: false });

    // Assess
    expect(grow.total).toBe(3);
    expect(shrinkInTransaction.total).toBe(6);
    expect(deleteNothing.total).toBe(1);
  });

  it('charges an index write when index keys appear, change, disappear, or the projected item changes', () => {
    // Prepare
    const indexes = [{ partitionKey: 'gpk', sortKey: 'gsk' }];
    const plain = { pk: 'a', sk: 'b', body: 'x'.repeat(1500) };
    const listed = { ...plain, gpk: 'L', gsk: '1' };
    const moved = { ...plain, gpk: 'L', gsk: '2' };
    const touched = { ...listed, extra: 'y' };

    // Act
    const appear = indexWrites(plain, listed, indexes);
    const change = indexWrites(listed, moved, indexes);
    const disappear = indexWrites(moved, plain, indexes);
    const inPlace = indexWrites(listed, touched, indexes);
    const unchanged = indexWrites(listed, { ...listed }, indexes);
    const outside = indexWrites(plain, { ...plain, body: 'z' }, indexes);

    // Assess
    expect(appear).toEqual({ units: 2, items: 1 });
    expect(change).toEqual({ units: 4, items: 2 });
    expect(disappear).toEqual({ units: 2, items: 1 });
    expect(inPlace).toEqual({ units: 2, items: 1 });
    expect(unchanged).toEqual({ units: 0, items: 0 });
    expect(outside).toEqual({ units: 0, items: 0 });
  });
});

describe('KEYS_ONLY indexes (data model v2)', () => {
  it('charges an index item its keys only, and nothing when only unprojected attributes change', () => {
    // Prepare
    const indexes = [{ partitionKey: 'gpk', sortKey: 'gsk', projection: 'KEYS_ONLY' as const }];
    const post = { pk: 'POST#1', sk: 'POST', content: 'x'.repeat(5000), gpk: 'PU#live', gsk: '2026-01-01#1' };

    // Act
    const appear = indexWrites(undefined, post, indexes);
    const contentEdit = indexWrites(post, { ...post, content: 'y'.repeat(5000) }, indexes);
    const move = indexWrites(post, { ...post, gsk: '2026-01-02#1' }, indexes);

    // Assess
    expect(appear).toEqual({ units: 1, items: 1 });
    expect(contentEdit).toEqual({ units: 0, items: 0 });
    expect(move).toEqual({ units: 2, items: 2 });
  });
});

describe('the probe against DynamoDB Local', () => {
  it.each([200, 1000, 1100, 5 * 1024 + 200, 62 * 1024])('prices a single put, update and delete of a %i-byte item as Local reports it', async (bytes) => {
    // Prepare
    const item = itemOf(`single-${bytes}`, bytes);

    // Act
    const put = await recorded(() => client.send(new PutCommand({ TableName: table.name, Item: item })));
    const update = await recorded(() =>
      client.send(new UpdateCommand({ TableName: table.name, Key: { pk: item.pk, sk: item.sk }, UpdateExpression: 'SET more = :more', ExpressionAttributeValues: { ':more': 'y'.repeat(700) } })),
    );
    const remove = await recorded(() => client.send(new DeleteCommand({ TableName: table.name, Key: { pk: item.pk, sk: item.sk } })));

    // Assess
    for (const call of [put, update, remove]) {
      expect(call.price?.total).toBe(call.capacity);
    }
    expect(update.price!.total).toBe(Math.ceil((bytes + 704) / 1024));
  });

  it('bills a failed conditional write at the size of the item it named', async () => {
    // Prepare
    const item = itemOf('conditional', 2500);
    await client.send(new PutCommand({ TableName: table.name, Item: item }));

    // Act
    const failed = await recorded(() => client.send(new PutCommand({ TableName: table.name, Item: item, ConditionExpression: 'attribute_not_exists(pk)' })));

    // Assess
    expect(failed.ok).toBe(false);
    expect(failed.price?.total).toBe(3);
  });

  it('prices ten 1 KB puts in one transaction at 20 units, where Local reports 2', async () => {
    // Prepare
    const items = Array.from({ length: 10 }, (_, n) => itemOf(`tx10-${n}`, 900));

    // Act
    const call = await recorded(() => client.send(new TransactWriteCommand({ TransactItems: items.map((Item) => ({ Put: { TableName: table.name, Item } })) })));

    // Assess
    expect(call.price?.total).toBe(20);
    expect(call.capacity).toBe(2);
  });

  it('prices puts of 5, 5 and 6 KB in one transaction at 32 units, where Local reports 22', async () => {
    // Prepare
    const items = [5, 5, 6].map((kb, n) => itemOf(`tx3-${n}`, kb * 1024 - 100));

    // Act
    const call = await recorded(() => client.send(new TransactWriteCommand({ TransactItems: items.map((Item) => ({ Put: { TableName: table.name, Item } })) })));

    // Assess
    expect(call.price?.total).toBe(32);
    expect(call.capacity).toBe(22);
  });

  it('prices the index writes a key change causes as Local reports them on a single item', async () => {
    // Prepare: an item in gsi1 and gsi2 (all four indexes project ALL attributes).
    const item = itemOf('indexed', 1800, { gsi1pk: 'L', gsi1sk: 'a', gsi2pk: 'L', gsi2sk: 'a' });

    // Act
    const put = await recorded(() => client.send(new PutCommand({ TableName: table.name, Item: item })));
    const move = await recorded(() =>
      client.send(new UpdateCommand({ TableName: table.name, Key: { pk: item.pk, sk: item.sk }, UpdateExpression: 'SET gsi1sk = :b REMOVE gsi2pk', ExpressionAttributeValues: { ':b': 'b' } })),
    );
    const touch = await recorded(() =>
      client.send(new UpdateCommand({ TableName: table.name, Key: { pk: item.pk, sk: item.sk }, UpdateExpression: 'SET note = :n', ExpressionAttributeValues: { ':n': 'n' } })),
    );
    const remove = await recorded(() => client.send(new DeleteCommand({ TableName: table.name, Key: { pk: item.pk, sk: item.sk } })));

    // Assess: put 2 + two index puts of 2; move 2 + gsi1 delete and put 2 + 2 + gsi2 delete 2;
    // touch 2 + gsi1 in place 2; delete 2 + gsi1 delete 2.
    expect(put.price).toMatchObject({ table: 2, index: 4, total: 6, indexItems: 2 });
    expect(move.price).toMatchObject({ table: 2, index: 6, total: 8, indexItems: 3 });
    expect(touch.price).toMatchObject({ table: 2, index: 2, total: 4, indexItems: 1 });
    expect(remove.price).toMatchObject({ table: 2, index: 2, total: 4, indexItems: 1 });
    for (const call of [put, move, touch, remove]) expect(call.capacity).toBe(call.price!.total);
  });

  it('prices a transaction of indexed items with their index writes, where Local reports the distinct item costs', async () => {
    // Prepare: four 1.5 KB items, each in three indexes.
    const items = Array.from({ length: 4 }, (_, n) => itemOf(`txi-${n}`, 1500, { gsi1pk: 'L', gsi1sk: `${n}`, gsi2pk: 'L', gsi2sk: `${n}`, gsi4pk: 'L', gsi4sk: `${n}` }));

    // Act
    const call = await recorded(() => client.send(new TransactWriteCommand({ TransactItems: items.map((Item) => ({ Put: { TableName: table.name, Item } })) })));

    // Assess: 4 items x 2 units x 2 (transactional) + 4 x 3 index puts x 2 units.
    expect(call.price).toMatchObject({ table: 16, index: 24, total: 40 });
    expect(call.capacity).toBeLessThan(call.price!.total);
  });

  it('prices a batch write per item as standard writes, index writes included', async () => {
    // Prepare: two 1.5 KB items, one of them in gsi1.
    const plain = itemOf('batch-plain', 1500);
    const indexed = itemOf('batch-indexed', 1500, { gsi1pk: 'B', gsi1sk: '1' });

    // Act
    const call = await recorded(() => client.send(new BatchWriteCommand({ RequestItems: { [table.name]: [{ PutRequest: { Item: plain } }, { PutRequest: { Item: indexed } }] } })));

    // Assess
    expect(call.price).toMatchObject({ table: 4, index: 2, total: 6, items: 2, indexItems: 1 });
  });

  it('refuses to price a low-level write, whose marshalled input it does not read', async () => {
    // Act
    const { calls } = await probe.during(async () => {
      await expect(client.send(new PutItemCommand({ TableName: table.name, Item: { pk: { S: 'W#low' }, sk: { S: 'ITEM' } } }) as never)).rejects.toThrow(/document-client writes only/);
    });

    // Assess
    expect(calls).toHaveLength(1);
    expect(calls[0]!.price).toBeUndefined();
  });
});
