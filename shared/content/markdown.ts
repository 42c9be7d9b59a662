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
type CoreState = Parameters<Renderer['core']['process']>[0];
let markdown: Renderer | undefined;

/**
 * The characters at which markdown-it's inline parser stops its plain-text rule (`isTerminatorChar`
 * of its `text` rule): every other inline rule starts at one of them. Inline content without any is
 * one text token, whatever the rules.
 */
const INLINE_SYNTAX = /[\n!#$%&*+\-:<=>@[\\\]^_`{}~]/;

/**
 * markdown-it's core `inline` rule, with plain inline content (a heading or table cell of words)
 * made its one text token directly: the same tokens, without building an inline parser state for
 * each (1 KB of it per call). `"# h\n"` repeated to 100 KB is 25,000 such contents: 15-20 % of
 * markdown-it's time. test/unit/content/markdown-plain-inline.test.ts holds the output to the stock
 * rule's on random Markdown.
 */
function inlineWithPlainText(state: CoreState): void {
  for (const token of state.tokens) {
    if (token.type !== 'inline') continue;
    if (INLINE_SYNTAX.test(token.content)) {
      state.md.inline.parse(token.content, state.md, state.env, token.children!);
    } else if (token.content !== '') {
      const text = new state.Token('text', '', 0);
      text.content = token.content;
      token.children!.push(text);
    }
  }
}

const OPTIONS = { html: true, linkify: false, typographer: false, maxNesting: MAX_NESTING } as const;

/** The parser as configured here; `plainInline: false` keeps markdown-it's own inline rule (the tests' reference). */
export function markdownParser(options: { plainInline?: boolean } = {}): Renderer {
  const parser = new MarkdownIt('default', OPTIONS);
  if (options.plainInline !== false) parser.core.ruler.at('inline', inlineWithPlainText);
  return parser;
}

export function renderMarkdown(source: string): string {
  markdown ??= markdownParser();
  const env = {};
  const tokens = markdown.parse(source, env);
  for (const token of tokens) if (token.level >= MAX_NESTING - 4) throw ContentNestedTooDeep.markdown();
  return markdown.renderer.render(tokens, markdown.options, env);
}
