import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { cancellationCodes, failedConditions } from '#platform/db/transactions';

const cancelled = (codes: (string | undefined)[]) =>
  new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: codes.map((Code) => (Code ? { Code } : {})) });

describe('reading a cancelled transaction', () => {
  test('gives each item its code, None where DynamoDB gave none', () => {
    // Act
    const codes = cancellationCodes(cancelled(['None', 'ConditionalCheckFailed', undefined, 'TransactionConflict']));
    // Assess
    expect(codes).toEqual(['None', 'ConditionalCheckFailed', 'None', 'TransactionConflict']);
  });

  test('lists the indexes of the items whose condition failed', () => {
    expect(failedConditions(cancelled(['ConditionalCheckFailed', 'None', 'ConditionalCheckFailed']))).toEqual([0, 2]);
    expect(failedConditions(cancelled(['None', 'TransactionConflict']))).toEqual([]);
  });

  test('any other error is no cancellation', () => {
    const other = Object.assign(new Error('x'), { CancellationReasons: [{ Code: 'ConditionalCheckFailed' }] });
    expect(cancellationCodes(other)).toBeUndefined();
    expect(failedConditions(other)).toEqual([]);
    expect(failedConditions(undefined)).toEqual([]);
  });
});
