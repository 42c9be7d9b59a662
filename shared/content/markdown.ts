/**
 * Markdown -> HTML with markdown-it (CommonMark plus tables and strikethrough). Raw HTML passes
 * through (`html: true`), so a body that mixes Markdown and HTML renders as its author meant; bare
 * URLs are not turned into links (linkify off: the text stays what was written). markdown-it parses
 * in time linear in the input and caps nesting at MAX_NESTING levels, which is why it, and not a pass
 * of regular expressions, reads post bodies. Write path only: required by the content pipeline on
 * first use, and the parser built then, so a cold start that serves no content write pays for neither.
 */
import MarkdownIt from 'markdown-it';
import { ContentNestedTooDeep, MAX_NESTING } from './content-errors';

type Renderer = InstanceType<typeof MarkdownIt>;
let markdown: Renderer | undefined;

export function renderMarkdown(source: string): string {
  markdown ??= new MarkdownIt('default', { html: true, linkify: false, typographer: false, maxNesting: MAX_NESTING });
  const env = {};
  const tokens = markdown.parse(source, env);
  for (const token of tokens) if (token.level >= MAX_NESTING - 4) throw ContentNestedTooDeep.markdown();
  return markdown.renderer.render(tokens, markdown.options, env);
}
