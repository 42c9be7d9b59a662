import { useTestTable } from '#test/support/table';
import { tableName } from '#platform/db/client';
import { ServiceUnavailable } from '#platform/errors';
import { AGAIN, commitUnlessRaced, untilSettled } from '#platform/db/transactions';

useTestTable();

const put = (pk: string, condition?: string) => ({
  Put: { TableName: tableName(), Item: { pk, sk: 'X' }, ...(condition ? { ConditionExpression: condition } : {}) },
});

describe('transactions that may lose a race', () => {
  test('a failed condition is reported with the index of its item and nothing is written', async () => {
    // Prepare
    await commitUnlessRaced([put('T#taken')]);
    // Act
    const outcome = await commitUnlessRaced([put('T#free'), put('T#taken', 'attribute_not_exists(pk)')]);
    const retry = await commitUnlessRaced([put('T#free', 'attribute_not_exists(pk)')]);
    // Assess
    expect(outcome).toEqual({ committed: false, conditionFailed: [1] });
    expect(retry).toEqual({ committed: true });
  });

  test('an attempt that never settles gives up within its budget with a 503-class error', async () => {
    // Prepare
    let attempts = 0;
    const started = performance.now();
    // Act
    const run = untilSettled(async () => {
      attempts++;
      return AGAIN;
    }, 300);
    // Assess
    await expect(run).rejects.toBeInstanceOf(ServiceUnavailable);
    expect(attempts).toBeGreaterThan(1);
    expect(performance.now() - started).toBeLessThan(1500);
  });

  test('an attempt that settles answers its value', async () => {
    let attempts = 0;
    const value = await untilSettled(async () => (++attempts < 3 ? AGAIN : 'done'));
    expect([value, attempts]).toEqual(['done', 3]);
  });
});
