/**
 * Markdown -> HTML with markdown-it (CommonMark plus tables and strikethrough). Raw HTML passes
 * through (`html: true`), so a body that mixes Markdown and HTML renders as its author meant; bare
 * URLs are not turned into links (linkify off: the text stays what was written). markdown-it parses
 * in time linear in the input and caps nesting (100 levels), which is why it, and not a pass of
 * regular expressions, reads post bodies. Write path only: imported by the content pipeline. The
 * parser is built on first use, so a cold start that serves no content write does not pay for it.
 */
import MarkdownIt from 'markdown-it';

let markdown: { render(source: string): string } | undefined;

export function renderMarkdown(source: string): string {
  markdown ??= new MarkdownIt('default', { html: true, linkify: false, typographer: false });
  return markdown.render(source);
}
