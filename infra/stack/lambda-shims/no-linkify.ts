/**
 * Bundled in place of `linkify-it` (infra/stack/bundling.ts). markdown-it builds a LinkifyIt in its
 * constructor, but the post pipeline turns linkify off (shared/domains/content/markdown.ts: bare URLs stay
 * text), so the rules that would call it return first; 11 KB left out of the post write bundles. If
 * linkify were ever turned on, the first call fails loudly here.
 */
function absent(): never {
  throw new Error('linkify-it is not bundled into CMS functions: linkify is off (infra/stack/lambda-shims/no-linkify.ts)');
}

export class LinkifyIt {
  test = absent;
  pretest = absent;
  match = absent;
  matchAtStart = absent;
}
