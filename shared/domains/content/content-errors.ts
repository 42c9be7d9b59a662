/**
 * Errors of the content pipeline that callers handle, kept apart from the parsers that raise them:
 * a use case can recognise them without loading markdown-it (shared/domains/content/process-content.ts loads
 * the parsers on first use only).
 */

/** markdown-it's own cap (its `maxNesting` default); past it, it silently drops the rest of the body. */
export const MAX_NESTING = 100;

/**
 * HTML elements open inside one another, at most (as an HTML parser counts them: `<li>` closes the
 * `<li>` before it, `<img>` holds nothing). Browsers stop nesting at the same depth (Chromium's
 * parser puts deeper elements beside the 512th), so no page shows deeper structure; and htmlparser2
 * and sanitize-html pay for each element in proportion to the depth it opens at, so a 100 KB body
 * of elements nested 12,500 deep would cost quadratic time.
 */
export const MAX_HTML_DEPTH = 512;

/**
 * Marks the error whichever copy of this class made it: in a Lambda the parsers that throw it run
 * from the asset's second file (content-pipeline.js, which holds its own copy of this module), while
 * the use case that catches it is in index.js, so a plain `instanceof` would miss it.
 */
const NESTED_TOO_DEEP = Symbol.for('cms.content.ContentNestedTooDeep');

/** Content nested deeper than the pipeline accepts: refused, never cut short. */
export class ContentNestedTooDeep extends Error {
  readonly [NESTED_TOO_DEEP] = true;

  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[NESTED_TOO_DEEP] === true;
  }

  static markdown(): ContentNestedTooDeep {
    // A list level is two of markdown-it's (list and item), a quote one.
    return new ContentNestedTooDeep(`The content nests Markdown lists or quotes too deeply (at most ${(MAX_NESTING - 4) / 2} lists or ${MAX_NESTING - 4} quotes).`);
  }

  static html(): ContentNestedTooDeep {
    return new ContentNestedTooDeep(`The content nests HTML elements too deeply (at most ${MAX_HTML_DEPTH} elements inside one another).`);
  }
}
