/**
 * How a post body is written. `markdown` (the default) is CommonMark with raw HTML allowed, so HTML
 * and a mix of both read correctly; `html` is for HTML that Markdown would misread (lines indented
 * four spaces after a blank line become code blocks in Markdown). Parser-free: the schemas import it.
 */
export const CONTENT_FORMATS = ['markdown', 'html'] as const;
export type ContentFormat = (typeof CONTENT_FORMATS)[number];
export const DEFAULT_CONTENT_FORMAT: ContentFormat = 'markdown';
