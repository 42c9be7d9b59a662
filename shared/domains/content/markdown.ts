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
export type MarkdownToken = CoreState['tokens'][number];
let markdown: Renderer | undefined;
/** The deepest token level accepted, read once (under tsx and Jest an imported constant is a getter call at every use). */
export const DEEPEST_LEVEL = MAX_NESTING - 5;

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
  const { tokens } = state;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    if (token.type !== 'inline') continue;
    if (INLINE_SYNTAX.test(token.content)) {
      state.md.inline.parse(token.content, state.md, state.env, token.children!);
    } else if (token.content !== '') {
      const text = newToken('text', '', 0);
      text.content = token.content;
      // A new one-element array rather than a push into the empty one, which would grow it to 17
      // slots: 25,000 headings kept 3.8 MB of empty slots alive until the body was read.
      token.children = [text];
    }
  }
}

type TokenNesting = MarkdownToken['nesting'];

/**
 * A token as markdown-it's `Token` constructor makes it: the same fields, in the same order, with
 * the same prototype (its methods, `instanceof`, `constructor`), so that nothing reading a token can
 * tell the two apart (test/unit/content/markdown-plain-inline.test.ts compares the tokens' JSON and
 * keys with the stock parser's). markdown-it 15's build sets each of the eight defaulted fields
 * through a transpiled `_defineProperty` helper (a property-key conversion, then a keyed store shared
 * by every field of every class, so never specialised): `"# h\n"` repeated to 100 KB is 100,000
 * tokens, and that helper was a fifth of the pipeline's CPU time on it. Plain assignments cost a
 * few per cent. (An object literal with the same `__proto__` would let V8 pretenure the tokens of
 * large bodies; measured, it made 25 KB bodies 40 % slower and 100 KB ones no faster, so not taken.)
 */
function PlainToken(this: MarkdownToken, type: string, tag: string, nesting: TokenNesting): void {
  this.map = null;
  this.level = 0;
  this.children = null;
  this.content = '';
  this.markup = '';
  this.info = '';
  this.block = false;
  this.hidden = false;
  this.type = type;
  this.tag = tag;
  this.attrs = null;
  this.nesting = nesting;
  this.meta = null;
}
PlainToken.prototype = MarkdownIt.Token.prototype;
const TokenOfPlainFields = PlainToken as unknown as typeof MarkdownIt.Token;
const newToken = (type: string, tag: string, nesting: TokenNesting): MarkdownToken => new TokenOfPlainFields(type, tag, nesting);

/**
 * The parser's block and inline states with `push` and `pushPending` as markdown-it 15.0.3 writes
 * them, making their tokens with `newToken`. Each parser instance has its own state classes
 * (`parser.block.State`), so only this parser's are replaced.
 */
function withPlainTokens(parser: Renderer): void {
  parser.block.State = class extends parser.block.State {
    override push(type: string, tag: string, nesting: TokenNesting): MarkdownToken {
      const token = newToken(type, tag, nesting);
      token.block = true;
      if (nesting < 0) this.level--;
      token.level = this.level;
      if (nesting > 0) this.level++;
      this.tokens.push(token);
      return token;
    }
  };
  parser.inline.State = class extends parser.inline.State {
    override pushPending(): MarkdownToken {
      const token = newToken('text', '', 0);
      token.content = this.pending;
      token.level = this.pendingLevel;
      this.tokens.push(token);
      this.pending = '';
      return token;
    }

    override push(type: string, tag: string, nesting: TokenNesting): MarkdownToken {
      if (this.pending) this.pushPending();
      const token = newToken(type, tag, nesting);
      let tokenMeta: (typeof this.tokens_meta)[number] = undefined;
      if (nesting < 0) {
        this.level--;
        this.delimiters = this._prev_delimiters.pop()!;
      }
      token.level = this.level;
      if (nesting > 0) {
        this.level++;
        this._prev_delimiters.push(this.delimiters);
        this.delimiters = [];
        tokenMeta = { delimiters: this.delimiters };
      }
      this.pendingLevel = this.level;
      this.tokens.push(token);
      this.tokens_meta.push(tokenMeta);
      return token;
    }
  };
}

const OPTIONS = { html: true, linkify: false, typographer: false, maxNesting: MAX_NESTING } as const;

/** The parser as configured here; `stock: true` keeps markdown-it's own inline rule and tokens (the tests' reference). */
export function markdownParser(options: { stock?: boolean } = {}): Renderer {
  const parser = new MarkdownIt('default', OPTIONS);
  if (options.stock) return parser;
  parser.core.ruler.at('inline', inlineWithPlainText);
  withPlainTokens(parser);
  return parser;
}

/** A body parsed: its tokens, with what rendering them needs. */
export interface ParsedMarkdown {
  parser: Renderer;
  tokens: MarkdownToken[];
  env: Record<string, unknown>;
}

/** The tokens of a body; throws ContentNestedTooDeep where markdown-it would drop the rest of it. */
export function parseMarkdown(source: string): ParsedMarkdown {
  markdown ??= markdownParser();
  const env = {};
  const tokens = markdown.parse(source, env);
  for (let index = 0; index < tokens.length; index++) if (tokens[index].level > DEEPEST_LEVEL) throw ContentNestedTooDeep.markdown();
  return { parser: markdown, tokens, env };
}

export function renderParsed({ parser, tokens, env }: ParsedMarkdown): string {
  return parser.renderer.render(tokens, parser.options, env);
}

export function renderMarkdown(source: string): string {
  return renderParsed(parseMarkdown(source));
}
