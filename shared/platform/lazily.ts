/**
 * A value built on first use, then kept: for what only some requests need (the post field catalogue
 * and its views, the Unicode property patterns), paid for on the first request that needs it, as it
 * compiles the code it runs then, not at init.
 */
export function lazily<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}
