/**
 * Linear work, counted rather than timed (time is the bench's: `npm run bench -- --only=content`
 * holds the worst-case bodies to their create and read budgets).
 */
import { uniqueAnchors, type Heading } from '#domains/content/analyse-html';

describe('unique anchors are found with a counter per title, not by retrying', () => {
  const countSetLookups = (headings: Heading[]): number => {
    const has = jest.spyOn(Set.prototype, 'has');
    try {
      uniqueAnchors(headings);
      return has.mock.calls.length;
    } finally {
      has.mockRestore();
    }
  };

  test('n equal titles cost at most a constant number of lookups each', () => {
    // Prepare
    const equal = (n: number): Heading[] => Array.from({ length: n }, () => ({ level: 2, title: 'Notes' }));
    // Act
    const lookups = [1_000, 4_000].map((n) => countSetLookups(equal(n)));
    // Assess: the former loop made n^2 / 2 lookups (8 million for 4,000 headings).
    expect(lookups[0]).toBeLessThanOrEqual(2 * 1_000);
    expect(lookups[1]).toBeLessThanOrEqual(2 * 4_000);
  });

  test('authored ids in the way are stepped over once, not once per heading', () => {
    // Prepare: ids notes-2..notes-1001 taken by authors, then 1,000 headings titled Notes.
    const taken: Heading[] = Array.from({ length: 1_000 }, (_, i) => ({ level: 2, title: 'x', explicitId: `notes-${i + 2}` }));
    const equal: Heading[] = Array.from({ length: 1_000 }, () => ({ level: 2, title: 'Notes' }));
    // Act
    const anchors = uniqueAnchors([...taken, ...equal]);
    const lookups = countSetLookups([...taken, ...equal]);
    // Assess
    expect(new Set(anchors).size).toBe(2_000);
    expect(anchors.slice(1_000, 1_003)).toEqual(['notes', 'notes-1002', 'notes-1003']);
    expect(lookups).toBeLessThanOrEqual(4 * 2_000);
  });
});
