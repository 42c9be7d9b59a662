/**
 * Markdown without raw HTML, read from markdown-it's tokens: the events (element opened, text,
 * element closed) that htmlparser2 reports when it reads the HTML markdown-it renders from those
 * tokens, without writing that HTML and parsing it again. For such a body the content pipeline
 * (process-content.ts) feeds these events to the analysis, and for callers whose content is
 * sanitized, to the sanitizer's writer (sanitize.ts), whose output is then what sanitizing the
 * rendered HTML writes: every element markdown-it makes is on the allow-list, and the writer filters
 * attributes and escapes text as the sanitizer's pass does.
 *
 * Why it holds: markdown-it escapes every text and attribute value it writes (`&<>"`), and
 * htmlparser2 decodes exactly those entities, so a text or attribute event carries the token's own
 * string; the elements nest as the tokens do (no tag markdown-it writes makes htmlparser2 close
 * another); and the newlines between tags are where markdown-it 15.0.3's `renderToken` puts them.
 * test/unit/content/markdown-events.test.ts holds the stored content and metrics to those of the
 * rendered HTML on random Markdown. A body with raw HTML (an `html_block` or `html_inline` token) or
 * any token not listed here is rendered and parsed as before.
 *
 * `"# h\n"` repeated to 100 KB renders to 275 KB of HTML with 50,000 elements: writing it and
 * parsing it again was about half the pipeline's time on that body.
 */
import type { HtmlEvents } from './analyse-html';
import { ContentNestedTooDeep, MAX_HTML_DEPTH } from './content-errors';
import type { MarkdownToken, ParsedMarkdown } from './markdown';
import { ALLOWED_TAGS, NO_ATTRIBUTES as SHARED_NO_ATTRIBUTES } from './sanitize';

/** Block tokens written by `renderToken`: an element's start or end (`hr` is void). */
const BLOCK_ELEMENTS = [
  'paragraph', 'heading', 'blockquote', 'bullet_list', 'ordered_list', 'list_item',
  'table', 'thead', 'tbody', 'tr', 'th', 'td',
].flatMap((name) => [`${name}_open`, `${name}_close`]);
const BLOCK_TOKENS = new Set(['inline', 'code_block', 'fence', 'hr', ...BLOCK_ELEMENTS]);

/** Inline tokens: text and breaks, code spans and images (their own render rules), and elements written by `renderToken`. */
const INLINE_ELEMENTS = ['link', 'em', 'strong', 's'].flatMap((name) => [`${name}_open`, `${name}_close`]);
const INLINE_TOKENS = new Set(['text', 'softbreak', 'hardbreak', 'code_inline', 'image', ...INLINE_ELEMENTS]);

/** Elements htmlparser2 closes as it opens them: the only elements markdown-it writes as one token. */
const VOID_TAGS = new Set(['hr', 'img']);
const ALLOWED = new Set(ALLOWED_TAGS);
/** Read once: under tsx and Jest an imported constant is a getter call at every use. */
const DEPTH_LIMIT = MAX_HTML_DEPTH;
/** The sanitizer's shared empty attributes: its writer recognises them by identity. */
const NO_ATTRIBUTES = SHARED_NO_ATTRIBUTES;

/** Token types with a render rule of their own, or no tag: what `readTokens` writes for them is fixed. */
const UNTAGGED = new Set(['inline', 'text', 'softbreak', 'hardbreak', 'code_block', 'fence', 'code_inline']);

const tagIsKnown = (token: MarkdownToken): boolean =>
  UNTAGGED.has(token.type) || (ALLOWED.has(token.tag) && (token.nesting !== 0 || VOID_TAGS.has(token.tag)));

/**
 * Whether the body can be read from its tokens: every token one of those above, with a tag of the
 * sanitizer's allow-list, and no highlighter (whose HTML would be raw).
 */
export function readableFromTokens({ parser, tokens }: ParsedMarkdown): boolean {
  if (parser.options.highlight) return false;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    if (!BLOCK_TOKENS.has(token.type) || !tagIsKnown(token)) return false;
    const children = token.type === 'inline' ? token.children : null;
    if (children) for (let at = 0; at < children.length; at++) if (!INLINE_TOKENS.has(children[at].type) || !tagIsKnown(children[at])) return false;
  }
  return true;
}

/** Attributes as htmlparser2 hands them over: by name, the first of a repeated name kept. */
function attributesOf(attrs: MarkdownToken['attrs']): Readonly<Record<string, string>> {
  if (!attrs) return NO_ATTRIBUTES;
  const attributes: Record<string, string> = {};
  for (const [name, value] of attrs) if (!Object.hasOwn(attributes, name)) attributes[name] = String(value);
  return attributes;
}

/**
 * markdown-it 15.0.3's `renderToken`: a newline before a block element's start when the token
 * before it (past hidden ones without nesting) is a hidden end (the paragraph of a tight list item),
 * and one after every block tag except a start followed by inline content, a hidden token or its
 * own end. Mirrored rather than read from the string `renderToken` writes, which made 2.4 MB of
 * garbage for `"# h\n"` repeated to 100 KB.
 */
function newlineBefore(tokens: MarkdownToken[], index: number): boolean {
  const token = tokens[index];
  if (!token.block || token.nesting === -1) return false;
  let previous = index - 1;
  while (previous >= 0 && tokens[previous].hidden && tokens[previous].nesting === 0) previous--;
  return previous >= 0 && tokens[previous].hidden && tokens[previous].nesting === -1;
}

function newlineAfter(tokens: MarkdownToken[], index: number): boolean {
  const token = tokens[index];
  if (!token.block) return false;
  if (token.nesting !== 1) return true;
  let next = index + 1;
  while (next < tokens.length && tokens[next].hidden && tokens[next].nesting === 0) next++;
  if (next >= tokens.length) return true;
  const following = tokens[next];
  return !(following.type === 'inline' || following.hidden || (following.nesting === -1 && following.tag === token.tag));
}

/**
 * Hands `events` what htmlparser2 reports reading the HTML markdown-it renders from these tokens
 * (text may come in other pieces: the analysis and the writer only append it). Only for a body that
 * `readableFromTokens` accepts. Throws ContentNestedTooDeep past MAX_HTML_DEPTH, as a parse would.
 */
export function readTokens({ parser, tokens, env }: ParsedMarkdown, events: HtmlEvents): void {
  const { renderer, options } = parser;
  let depth = 0;
  const open = (name: string, attributes: Readonly<Record<string, string>>) => {
    if (++depth > DEPTH_LIMIT) throw ContentNestedTooDeep.html();
    events.open(name, attributes);
  };
  const close = (name: string) => {
    events.close(name);
    depth--;
  };
  const text = (value: string) => {
    if (value !== '') events.text(value);
  };
  const lineBreak = () => {
    open('br', NO_ATTRIBUTES);
    close('br');
    text('\n');
  };

  /** A token `renderToken` writes: an element's start, end, or both (void). */
  const element = (list: MarkdownToken[], index: number) => {
    const token = list[index];
    if (token.hidden) return; // the paragraphs of a tight list
    if (newlineBefore(list, index)) text('\n');
    if (token.nesting === -1) {
      close(token.tag);
    } else {
      open(token.tag, attributesOf(token.attrs));
      if (token.nesting === 0) close(token.tag);
    }
    if (newlineAfter(list, index)) text('\n');
  };

  const code = (preAttributes: Readonly<Record<string, string>>, codeAttributes: Readonly<Record<string, string>>, content: string) => {
    open('pre', preAttributes);
    open('code', codeAttributes);
    text(content);
    close('code');
    close('pre');
    text('\n');
  };

  /** markdown-it's `fence` rule: the info string's first word names the language, as a class of `<code>`. */
  const fence = (token: MarkdownToken) => {
    const info = token.info ? parser.utils.unescapeAll(token.info).trim() : '';
    let attrs = token.attrs;
    if (info) {
      const language = `${options.langPrefix}${info.split(/(\s+)/g)[0]}`;
      const withClass = attrs ? attrs.slice() : [];
      const at = token.attrIndex('class');
      if (at < 0) withClass.push(['class', language]);
      else withClass[at] = [withClass[at][0], `${withClass[at][1]} ${language}`];
      attrs = withClass;
    }
    code(NO_ATTRIBUTES, attributesOf(attrs), token.content);
  };

  const inline = (children: MarkdownToken[]) => {
    for (let index = 0; index < children.length; index++) {
      const child = children[index];
      switch (child.type) {
        case 'text':
          text(child.content);
          break;
        case 'softbreak':
          if (options.breaks) lineBreak();
          else text('\n');
          break;
        case 'hardbreak':
          lineBreak();
          break;
        case 'code_inline':
          open('code', attributesOf(child.attrs));
          text(child.content);
          close('code');
          break;
        case 'image': {
          // The `image` rule: the alt text is the plain text of the description.
          const attributes = { ...attributesOf(child.attrs) };
          attributes.alt = renderer.renderInlineAsText(child.children ?? [], options, env);
          open('img', attributes);
          close('img');
          break;
        }
        default:
          element(children, index);
      }
    }
  };

  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    if (token.type === 'inline') inline(token.children ?? []);
    else if (token.type === 'code_block') code(attributesOf(token.attrs), NO_ATTRIBUTES, token.content);
    else if (token.type === 'fence') fence(token);
    else element(tokens, index);
  }
}
