/**
 * Everything of the content pipeline that needs a parser, in one module that only `require` reaches
 * (shared/domains/content/load-pipeline.ts). The stack bundles it as a second file of the asset of the
 * functions that write post content (`content-pipeline.js` beside `index.js`, infra/stack/bundling.ts),
 * so a cold start compiles none of markdown-it, htmlparser2 or the sanitizer: a title or status edit
 * never loads them, and the first write that sends content (or a title holding `<`) pays for it.
 * Under tsx and Jest the same `require` reaches this TypeScript module.
 */
export { analyseHtml, HtmlAnalyser, tocOf } from './analyse-html';
export { parseMarkdown, renderMarkdown, renderParsed } from './markdown';
export { readableFromTokens, readTokens } from './markdown-events';
export { readableInBlocks, readInBlocks } from './markdown-blocks';
export { sanitizePostHtml, SanitizedWriter } from './sanitize';
export { Parser as HtmlParser } from 'htmlparser2';
