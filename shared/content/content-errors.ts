/**
 * Errors of the content pipeline that callers handle, kept apart from the parsers that raise them:
 * a use case can recognise them without loading markdown-it (shared/content/process-content.ts loads
 * the parsers on first use only).
 */

/** markdown-it's own cap (its `maxNesting` default); past it, it silently drops the rest of the body. */
export const MAX_NESTING = 100;

/** Lists or quotes nested so deep that markdown-it would drop what follows: refused, never cut short. */
export class ContentNestedTooDeep extends Error {
  constructor() {
    // A list level is two of markdown-it's (list and item), a quote one.
    super(`The content nests Markdown lists or quotes too deeply (at most ${(MAX_NESTING - 4) / 2} lists or ${MAX_NESTING - 4} quotes).`);
  }
}
