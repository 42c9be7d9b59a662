import { CombinedTransaction, MAX_TRANSACTION_ITEMS, packedInOrder } from '#platform/db/combined-transaction';
import { counterAdd } from '#platform/db/counter-update';
import type { TransactItem } from '#platform/db/transactions';

const put = (pk: string): TransactItem => ({ Put: { TableName: 't', Item: { pk, sk: 'X' } } });
const add = (pk: string, deltas: [string, number][], condition?: string) => counterAdd({ pk, sk: 'C' }, deltas, condition);

describe('several writes as one transaction', () => {
  test('counter ADDs on one item are merged, their deltas summed and their condition kept; each item knows its writes', () => {
    // Prepare
    const together = new CombinedTransaction();
    // Act
    const first = together.add([put('A'), add('ALL', [['n_published', 1], ['n_all', 1]]), add('TAG', [['n_published', 1]], 'attribute_exists(pk)')], 0);
    const second = together.add([put('B'), add('ALL', [['n_published', 1], ['n_all', 1]]), add('TAG', [['n_draft', 1]], 'attribute_exists(pk)')], 1);
    // Assess
    expect([first, second]).toEqual([true, true]);
    expect(together.items).toHaveLength(4);
    const all = together.items[1].Update!;
    const summed = Object.fromEntries(Object.entries(all.ExpressionAttributeNames!).map(([name, attribute]) => [attribute, all.ExpressionAttributeValues![`:${name.slice(1)}`]]));
    expect(summed).toEqual({ n_published: 2, n_all: 2 });
    expect(together.items[2].Update!.ConditionExpression).toBe('attribute_exists(pk)');
    expect(together.sourcesAt(1)).toEqual([
      { write: 0, index: 1 },
      { write: 1, index: 1 },
    ]);
    expect(together.sourcesAt(3)).toEqual([{ write: 1, index: 0 }]);
  });

  test('itemsAdded counts what a write would add (a counter already moved adds nothing) and refuses what add refuses, changing nothing', () => {
    // Prepare
    const together = new CombinedTransaction();
    together.add([put('A'), add('ALL', [['n_all', 1]]), add('TAG', [['n_all', 1]], 'attribute_exists(pk)')], 0);
    // Act
    const sharing = together.itemsAdded([put('B'), add('ALL', [['n_all', 1]]), add('TAG', [['n_all', 1]], 'attribute_exists(pk)')]);
    const apart = together.itemsAdded([put('C'), add('OTHER', [['n_all', 1]])]);
    const refused = together.itemsAdded([put('A')]);
    // Assess
    expect([sharing, apart, refused]).toEqual([1, 2, undefined]);
    expect(together.items).toHaveLength(3);
    expect(together.writes).toBe(1);
  });

  test('a write that touches an item already there that is no counter, or with another condition, is refused and changes nothing', () => {
    // Prepare
    const together = new CombinedTransaction();
    together.add([put('A'), add('TAG', [['n_published', 1]], 'attribute_exists(pk)')], 0);
    // Act
    const samePut = together.add([put('A')], 1);
    const otherCondition = together.add([put('B'), add('TAG', [['n_published', 1]])], 2);
    // Assess
    expect([samePut, otherCondition]).toEqual([false, false]);
    expect(together.items).toHaveLength(2);
    expect(together.writes).toBe(1);
  });

  test("identical checks of one item are one (an author's comments); a check with another condition is refused", () => {
    // Prepare
    const check = (pk: string, name: string): TransactItem => ({
      ConditionCheck: { TableName: 't', Key: { pk, sk: 'U' }, ConditionExpression: 'first_name = :first', ExpressionAttributeValues: { ':first': name } },
    });
    const together = new CombinedTransaction();
    together.add([put('A'), check('USER#1', 'Sara')], 0);
    // Act
    const same = together.add([put('B'), check('USER#1', 'Sara')], 1);
    const other = together.add([put('C'), check('USER#1', 'Reza')], 2);
    // Assess
    expect([same, other]).toEqual([true, false]);
    expect(together.items).toHaveLength(3);
    expect(together.sourcesAt(1)).toEqual([
      { write: 0, index: 1 },
      { write: 1, index: 1 },
    ]);
  });

  test('packed in order, first fit: each transaction takes every write left that still fits; one that fits none alone throws', () => {
    // Prepare: 40-item writes, so two fit a transaction; the third waits for the next.
    const write = (n: number) => Array.from({ length: 40 }, (_, index) => put(`P${n}-${index}`));
    const writes = [write(0), write(1), write(2), write(3), write(4)];
    // Act
    const packed = packedInOrder(writes, (items) => items);
    // Assess
    expect(packed.map(({ taken }) => taken.map((items) => writes.indexOf(items)))).toEqual([[0, 1], [2, 3], [4]]);
    expect(packed.map(({ together }) => together.items.length)).toEqual([80, 80, 40]);
    expect(() => packedInOrder([Array.from({ length: MAX_TRANSACTION_ITEMS + 1 }, (_, index) => put(`X${index}`))], (items) => items)).toThrow(/does not fit/);
  });

  test('no more than DynamoDB takes in one transaction', () => {
    // Prepare
    const together = new CombinedTransaction();
    const write = (n: number) => Array.from({ length: 10 }, (_, index) => put(`W${n}-${index}`));
    // Act
    const taken = Array.from({ length: 11 }, (_, n) => together.add(write(n), n));
    // Assess
    expect(taken.filter(Boolean)).toHaveLength(MAX_TRANSACTION_ITEMS / 10);
    expect(together.items).toHaveLength(MAX_TRANSACTION_ITEMS);
  });
});
