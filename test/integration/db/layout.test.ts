import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { useTestTable } from '#test/support/table';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import { LAYOUT_VERSION, layoutMismatch, readLayout, stampLayout } from '#platform/db/layout';
import { ensureTable, localClient } from '#infra/local/dynamodb';

useTestTable();

describe('layout stamp', () => {
  test('a table created from the definition carries the code layout version', async () => {
    // Act
    const stamp = await readLayout(db, tableName());
    // Assess
    expect(stamp?.version).toBe(LAYOUT_VERSION);
    expect(layoutMismatch(stamp)).toBeUndefined();
  });

  test('ensureTable on an existing table answers its stamp and leaves it as it is', async () => {
    // Prepare: the table says it holds an older layout
    await db.send(new PutCommand({ TableName: tableName(), Item: { ...keys.layout(), entity: 'layout', version: 0, since: '2020-01-01T00:00:00.000Z' } }));
    const client = localClient(process.env.DYNAMODB_ENDPOINT!);
    try {
      // Act
      const stamp = await ensureTable(client, tableName());
      const again = await stampLayout(db, tableName());
      // Assess
      expect(stamp).toEqual({ version: 0, since: '2020-01-01T00:00:00.000Z' });
      expect(again.version).toBe(0);
      expect(layoutMismatch(stamp)).toMatch(/holds data layout 0 .* reads layout/);
    } finally {
      client.destroy();
    }
  });

  test('a table without a stamp is layout 1, and stamping it writes the code version once', async () => {
    // Prepare
    await db.send(new DeleteCommand({ TableName: tableName(), Key: keys.layout() }));
    // Act
    const before = await readLayout(db, tableName());
    const stamped = await stampLayout(db, tableName(), '2026-01-01T00:00:00.000Z');
    const after = await readLayout(db, tableName());
    // Assess
    expect(before).toBeUndefined();
    expect(layoutMismatch(before)).toMatch(/no layout stamp/);
    expect(stamped).toEqual({ version: LAYOUT_VERSION, since: '2026-01-01T00:00:00.000Z' });
    expect(after).toEqual(stamped);
  });
});
