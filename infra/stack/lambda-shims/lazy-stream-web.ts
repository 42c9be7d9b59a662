/**
 * Bundled in place of `node:stream/web` (infra/stack/bundling.ts). @middy/core imports its
 * `ReadableStream` at module scope for response streaming, which these functions never use; loading
 * Node's web streams costs about 1 ms of every cold start. This module hands out the same class
 * on first access instead. It is CommonJS on purpose: esbuild then reads its exports through
 * property getters at the point of use, not at import.
 */
Object.defineProperty(exports, 'ReadableStream', {
  enumerable: true,
  get: () => (process.getBuiltinModule('node:stream/web') as typeof import('node:stream/web')).ReadableStream,
});
