/**
 * Markdown -> HTML with markdown-it (CommonMark plus tables and strikethrough). Raw HTML passes
 * through (`html: true`), so a body that mixes Markdown and HTML renders as its author meant; bare
 * URLs are not turned into links (linkify off: the text stays what was written). markdown-it parses
 * in time linear in the input and caps nesting at MAX_NESTING levels, which is why it, and not a pass
 * of regular expressions, reads post bodies. Write path only: imported by the content pipeline. The
 * parser is built on first use, so a cold start that serves no content write does not pay for it.
 */
import MarkdownIt from 'markdown-it';

/** markdown-it's own cap (its `maxNesting` default); past it, it silently drops the rest of the body. */
export const MAX_NESTING = 100;

/** Lists or quotes nested so deep that markdown-it would drop what follows: refused, never cut short. */
export class ContentNestedTooDeep extends Error {
  constructor() {
    // A list level is two of markdown-it's (list and item), a quote one.
    super(`The content nests Markdown lists or quotes too deeply (at most ${(MAX_NESTING - 4) / 2} lists or ${MAX_NESTING - 4} quotes).`);
  }
}

type Renderer = InstanceType<typeof MarkdownIt>;
let markdown: Renderer | undefined;

export function renderMarkdown(source: string): string {
  markdown ??= new MarkdownIt('default', { html: true, linkify: false, typographer: false, maxNesting: MAX_NESTING });
  const env = {};
  const tokens = markdown.parse(source, env);
  for (const token of tokens) if (token.level >= MAX_NESTING - 4) throw new ContentNestedTooDeep();
  return markdown.renderer.render(tokens, markdown.options, env);
}
