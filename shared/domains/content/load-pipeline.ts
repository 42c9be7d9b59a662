/**
 * Loads the parsers of the content pipeline on first use. The specifier is kept verbatim in the
 * Lambda bundles (marked external, infra/stack/bundling.ts) and resolves there to
 * `content-pipeline.js` beside `index.js`, built by the asset's afterBundling hook; under tsx and Jest
 * it resolves to ./content-pipeline.ts. Only `require` of this exact string may reach that module:
 * an `import` of it would put the parsers back into the bundle.
 */
export type ContentPipeline = typeof import('./content-pipeline');

let loaded: ContentPipeline | undefined;

export function contentPipeline(): ContentPipeline {
  loaded ??= require('./content-pipeline') as ContentPipeline;
  return loaded;
}
