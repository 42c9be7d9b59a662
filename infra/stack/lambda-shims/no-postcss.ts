/**
 * Bundled in place of `postcss` (infra/stack/bundling.ts). sanitize-html requires it only to filter
 * `style` attributes, and the post sanitizer (shared/domains/content/sanitize.ts) allows none
 * (`parseStyleAttributes: false`), so the ~200 KB CSS parser is left out of the bundles. Were a
 * style attribute ever parsed, this fails loudly (sanitize-html then drops the attribute).
 */
export function parse(): never {
  throw new Error('postcss is not bundled into CMS functions: no style attribute is ever allowed (infra/stack/lambda-shims/no-postcss.ts)');
}
