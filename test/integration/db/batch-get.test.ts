import { BatchGetCommand, BatchWriteCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { useTestTable } from '#test/support/table';
import { db, tableName } from '#platform/db/client';
import { BATCH_GET_ATTEMPTS, batchGetItems } from '#platform/db/batch-get';

useTestTable();

const key = (n: number) => ({ pk: `BG#${n}`, sk: 'X' });

async function putItems(from: number, count: number) {
  const items = Array.from({ length: count }, (_, i) => ({ ...key(from + i), n: from + i }));
  for (let start = 0; start < items.length; start += 25) {
    const chunk = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
    await db.send(new BatchWriteCommand({ RequestItems: { [tableName()]: chunk } }));
  }
}

type Send = (command: BatchGetCommand) => Promise<BatchGetCommandOutput>;

/** Records the BatchGetCommands sent; `answer` may answer one instead of DynamoDB (undefined: DynamoDB answers). */
function spyOnBatchGets(answer?: (command: BatchGetCommand, call: number, send: Send) => Promise<unknown> | undefined) {
  const send = db.send.bind(db);
  const calls: BatchGetCommand[] = [];
  const spy = jest.spyOn(db, 'send').mockImplementation(((command: unknown) => {
    if (!(command instanceof BatchGetCommand)) return send(command as never);
    calls.push(command);
    return answer?.(command, calls.length, send as Send) ?? send(command as never);
  }) as typeof db.send);
  return { calls, restore: () => spy.mockRestore() };
}

describe('batchGetItems', () => {
  test('reads more than 100 keys in chunks of 100 and leaves out keys without an item', async () => {
    // Prepare
    await putItems(0, 230);
    const spy = spyOnBatchGets();
    // Act
    let found;
    try {
      found = await batchGetItems(Array.from({ length: 240 }, (_, n) => key(n)));
    } finally {
      spy.restore();
    }
    // Assess
    expect(found.map((item) => item.n).sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 230 }, (_, n) => n));
    expect(spy.calls.map((call) => call.input.RequestItems![tableName()].Keys!.length)).toEqual([100, 100, 40]);
  });

  test('asks again for the keys a call left unprocessed', async () => {
    // Prepare: the first call answers only its first 3 keys and returns the others as unprocessed
    await putItems(1000, 10);
    const spy = spyOnBatchGets((command, call, send) => {
      if (call !== 1) return undefined;
      const asked = command.input.RequestItems![tableName()].Keys!;
      return send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: asked.slice(0, 3) } } })).then((output) => ({
        ...output,
        UnprocessedKeys: { [tableName()]: { Keys: asked.slice(3) } },
      }));
    });
    // Act
    let found;
    try {
      found = await batchGetItems(Array.from({ length: 10 }, (_, i) => key(1000 + i)));
    } finally {
      spy.restore();
    }
    // Assess
    expect(found.map((item) => item.n).sort()).toEqual(Array.from({ length: 10 }, (_, i) => 1000 + i));
    expect(spy.calls.map((call) => call.input.RequestItems![tableName()].Keys!.length)).toEqual([10, 7]);
  });

  test('keys that stay unprocessed are an error after the last attempt, not a partial answer', async () => {
    // Prepare: every call leaves every key unprocessed
    await putItems(2000, 2);
    const spy = spyOnBatchGets((command) =>
      Promise.resolve({ $metadata: {}, Responses: { [tableName()]: [] }, UnprocessedKeys: command.input.RequestItems }),
    );
    // Act
    let outcome;
    try {
      outcome = await batchGetItems([key(2000), key(2001)], { what: 'things' }).catch((error: unknown) => error);
    } finally {
      spy.restore();
    }
    // Assess
    expect(outcome).toBeInstanceOf(Error);
    expect((outcome as Error).message).toBe('BatchGet of things left 2 keys unprocessed');
    expect(spy.calls).toHaveLength(BATCH_GET_ATTEMPTS);
  });

  test('consistent reads ask DynamoDB for them, on retries too', async () => {
    // Prepare
    await putItems(3000, 4);
    const spy = spyOnBatchGets((command, call) =>
      call === 1 ? Promise.resolve({ $metadata: {}, Responses: { [tableName()]: [] }, UnprocessedKeys: command.input.RequestItems }) : undefined,
    );
    // Act
    let found;
    try {
      found = await batchGetItems([key(3000), key(3001)], { consistent: true });
    } finally {
      spy.restore();
    }
    // Assess
    expect(found).toHaveLength(2);
    expect(spy.calls.map((call) => call.input.RequestItems![tableName()].ConsistentRead)).toEqual([true, true]);
  });

  test('no keys, no call', async () => {
    // Prepare
    const spy = spyOnBatchGets();
    // Act
    const found = await batchGetItems([]);
    spy.restore();
    // Assess
    expect(found).toEqual([]);
    expect(spy.calls).toHaveLength(0);
  });
});
