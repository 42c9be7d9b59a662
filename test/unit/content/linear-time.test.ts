import { processContent } from '../../../shared/content/process-content';
import { uniqueAnchors, type Heading } from '../../../shared/content/analyse-html';
import { WORST_CASE_CONTENTS } from '../../../bench/lib/content-cases';

/** CPU time, not wall time: waiting for a core on a shared machine is not work of the pipeline. */
const msOf = (run: () => void): number => {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

/**
 * The fastest of a few runs of each, interleaved so that other work on a shared machine weighs on
 * both alike: the least disturbed figures.
 */
function fastestPairMs(small: () => void, large: () => void, rounds = 7): [number, number] {
  let bestSmall = Infinity;
  let bestLarge = Infinity;
  for (let i = 0; i < rounds; i++) {
    bestSmall = Math.min(bestSmall, msOf(small));
    bestLarge = Math.min(bestLarge, msOf(large));
  }
  return [bestSmall, bestLarge];
}

describe('the content pipeline runs in time linear in the body', () => {
  test.each(WORST_CASE_CONTENTS.map((c) => [c.name, c] as const))('%s: 4x the body costs well under the 16x of quadratic work', (_name, contentCase) => {
    // Prepare
    const small = contentCase.body(25_000);
    const large = contentCase.body(100_000);
    const run = (body: string) => () => processContent(body, { format: contentCase.format, unfiltered: false });
    run(small)(); // warm the parsers up
    // Act
    const [smallMs, largeMs] = fastestPairMs(run(small), run(large));
    // Assess: linear is 4x and quadratic 16x; 10x leaves room for garbage collection and a loaded
    // machine's caches. 2 ms of slack for timer noise on tiny times.
    expect(Buffer.byteLength(large)).toBeLessThanOrEqual(100_000);
    expect(largeMs).toBeLessThanOrEqual(10 * smallMs + 2);
    // Far inside a Lambda's time even on a loaded machine (the bench holds creates to 150 ms end to end).
    expect(largeMs).toBeLessThan(1_000);
  });
});

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
