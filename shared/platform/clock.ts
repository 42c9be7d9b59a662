/** The service's clock. Quotas and tokens read time here, so tests move time instead of sleeping. */
let source: () => number = () => Date.now();

export const clock = {
  nowMs: (): number => source(),
  now: (): Date => new Date(source()),
  nowSeconds: (): number => Math.floor(source() / 1000),
};

/** Tests only: replace the clock; returns a function that restores it. */
export function setClock(fn: () => number): () => void {
  const previous = source;
  source = fn;
  return () => {
    source = previous;
  };
}
