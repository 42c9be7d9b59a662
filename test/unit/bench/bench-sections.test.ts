/**
 * The bench survives a loaded machine: a transient DynamoDB fault during seeding is tried again, and a
 * section that fails anyway is reported as failed while the others still run.
 */
import { runSection, type SectionOutcome } from '../../../bench/lib/sections';
import { RETRY_ATTEMPTS, isTransient, retryTransient } from '../../../bench/lib/retry';
import type { Budget } from '../../../bench/lib/report';

const hangUp = () => Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });

describe('bench sections', () => {
  test('a failing section is a failed budget line and the sections after it still run', async () => {
    // Arrange
    const record = { budgets: [] as Budget[], outcomes: [] as SectionOutcome[], log: () => undefined };
    const ran: string[] = [];
    // Act
    await runSection('capacity', async () => {
      ran.push('capacity');
      throw new Error('seed: socket hang up');
    }, record);
    await runSection('media', async () => {
      ran.push('media');
    }, record);
    // Assess
    expect(ran).toEqual(['capacity', 'media']);
    expect(record.outcomes).toEqual([
      { name: 'capacity', failed: true, error: 'seed: socket hang up' },
      { name: 'media', failed: false },
    ]);
    expect(record.budgets).toEqual([{ name: 'section capacity ran to its end', pass: false, detail: 'failed: seed: socket hang up' }]);
  });
});

describe('seeding retries transient errors', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('a socket hang-up is tried again until the call succeeds', async () => {
    // Arrange
    let calls = 0;
    const work = async () => {
      calls++;
      if (calls < 3) throw hangUp();
      return 'seeded';
    };
    // Act
    const result = retryTransient('seed: batch write', work);
    await jest.runAllTimersAsync();
    // Assess
    await expect(result).resolves.toBe('seeded');
    expect(calls).toBe(3);
  });

  test('an error that does not pass is thrown at once', async () => {
    // Arrange
    let calls = 0;
    const work = async () => {
      calls++;
      throw new Error('ValidationException: one or more parameter values were invalid');
    };
    // Act / Assess
    await expect(retryTransient('seed: batch write', work)).rejects.toThrow('ValidationException');
    expect(calls).toBe(1);
  });

  test('a fault that never passes gives up after the last attempt', async () => {
    // Arrange
    let calls = 0;
    const work = async () => {
      calls++;
      throw hangUp();
    };
    // Act
    const result = retryTransient('seed: batch write', work);
    const settled = result.catch((error: unknown) => error);
    await jest.runAllTimersAsync();
    // Assess
    expect(await settled).toBeInstanceOf(Error);
    expect(calls).toBe(RETRY_ATTEMPTS);
    expect(isTransient(hangUp())).toBe(true);
  });
});
