/** A warm function unpacks each distinct packed body once: keyed by its bytes, bounded, frozen. */
import { packJson, unpackText } from '#platform/db/packed-json';
import { UnpackedCache } from '#platform/db/unpacked-cache';

const counting = () => {
  let calls = 0;
  const unpack = (packed: Uint8Array | string) => {
    calls += 1;
    return unpackText(packed);
  };
  return { unpack, calls: () => calls };
};

describe('the unpacked-body cache', () => {
  test('the same bytes unpack once and answer the same value; other bytes are unpacked', () => {
    // Prepare
    const cache = new UnpackedCache();
    const { unpack, calls } = counting();
    const first = packJson({ content: 'one', content_metrics: { words: 1, toc: [] } });
    const again = Uint8Array.from(first);
    const other = packJson({ content: 'two', content_metrics: { words: 1, toc: [] } });
    // Act
    const a = cache.unpack(first, unpack);
    const b = cache.unpack(again, unpack);
    const c = cache.unpack(other, unpack);
    // Assess
    expect(b).toBe(a);
    expect(c).toEqual({ content: 'two', content_metrics: { words: 1, toc: [] } });
    expect(calls()).toBe(2);
  });

  test('a value is frozen all the way down, so no reader can change it for the next', () => {
    // Prepare
    const cache = new UnpackedCache();
    const value = cache.unpack(packJson({ content: 'x', content_metrics: { toc: [{ title: 'h' }] } }), unpackText) as { content_metrics: { toc: { title: string }[] } };
    // Act
    const change = () => {
      value.content_metrics.toc[0]!.title = 'changed';
    };
    // Assess
    expect(change).toThrow(TypeError);
    expect(value.content_metrics.toc[0]!.title).toBe('h');
  });

  test('base64 text, as a stream image carries binary, is the same body as its bytes', () => {
    // Prepare
    const cache = new UnpackedCache();
    const bytes = packJson({ content: 'streamed' });
    // Act
    const fromText = cache.unpack(Buffer.from(bytes).toString('base64'), unpackText);
    // Assess
    expect(fromText).toEqual({ content: 'streamed' });
  });

  test('it holds at most its budget: the least recently used bodies go first', () => {
    // Prepare
    const cache = new UnpackedCache(40_000);
    const bodies = Array.from({ length: 20 }, (_, n) => packJson({ content: `${n} ${'lorem ipsum '.repeat(200)}` }));
    const { unpack, calls } = counting();
    // Act
    for (const body of bodies) cache.unpack(body, unpack);
    cache.unpack(bodies[19]!, unpack);
    cache.unpack(bodies[0]!, unpack);
    // Assess
    expect(cache.heldBytes).toBeLessThanOrEqual(40_000);
    expect(cache.size).toBeLessThan(20);
    expect(calls()).toBe(21);
  });

  test('a body larger than a quarter of the budget is answered but not kept', () => {
    // Prepare
    const cache = new UnpackedCache(10_000);
    // Act
    cache.unpack(packJson({ content: 'x'.repeat(5_000) }), unpackText);
    // Assess
    expect([cache.size, cache.heldBytes]).toEqual([0, 0]);
  });
});
