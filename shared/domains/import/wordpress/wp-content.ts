/**
 * WordPress post content to the HTML the service stores. Block-editor content carries its structure
 * as `<!-- wp:... -->` comments around real HTML: the comments go. Classic-editor content is text
 * whose blank lines are paragraphs (WordPress applies `wpautop` when it renders): the paragraphs are
 * made explicit. Shortcodes (`[gallery ids="1,2"]`) need WordPress to render, so they stay as text and
 * are counted. Every pass is one linear scan (no nested quantifiers), whatever the input.
 */
import { Parser } from 'htmlparser2';

/** Blocks that wpautop does not wrap in a paragraph (WordPress's $allblocks, abridged to what HTML still has). */
const BLOCK_TAGS =
  'table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|math|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary|iframe|video|audio|object|script|noscript';
const STARTS_WITH_BLOCK = new RegExp(`^</?(?:${BLOCK_TAGS})[\\s/>]`, 'i');
const ENDS_WITH_BLOCK = new RegExp(`</?(?:${BLOCK_TAGS})\\s*/?>$`, 'i');
/** A shortcode's name right after its `[`: a letter, then word characters or dashes, then space, `]` or `/`. */
const SHORTCODE_NAME = /[A-Za-z][\w-]*(?=[\s\]/])/y;
const BLOCK_COMMENT_BODY = /^\s*\/?wp:/;

export const hasBlocks = (content: string): boolean => /<!--\s*wp:/.test(content);

/** Comments are found with indexOf, not a regular expression: an unclosed `<!--` costs one scan, not one per start. */
export function stripBlockComments(content: string): string {
  let out = '';
  let from = 0;
  for (let start = content.indexOf('<!--'); start >= 0; start = content.indexOf('<!--', from)) {
    const end = content.indexOf('-->', start + 4);
    if (end < 0) break;
    out += content.slice(from, start);
    if (!BLOCK_COMMENT_BODY.test(content.slice(start + 4, Math.min(end, start + 64)))) out += content.slice(start, end + 3);
    from = end + 3;
  }
  return (out + content.slice(from)).replace(/\n{3,}/g, '\n\n').trim();
}

/**
 * wpautop, the part that matters for stored HTML: blank lines separate paragraphs, a paragraph that
 * is not already a block element is wrapped in `<p>`, single line breaks inside it become `<br />`.
 * Text inside `<pre>` is left as it is.
 */
export function autop(content: string): string {
  const text = content.replace(/\r\n?/g, '\n').trim();
  if (text === '') return '';
  const out: string[] = [];
  let pre: string[] | null = null;
  for (const chunk of text.split(/\n[ \t]*\n/)) {
    const block = chunk.trim();
    if (block === '') continue;
    if (pre) {
      pre.push(chunk);
      if (/<\/pre>/i.test(chunk)) {
        out.push(pre.join('\n\n'));
        pre = null;
      }
      continue;
    }
    if (/<pre[\s>]/i.test(block) && !/<\/pre>/i.test(block)) {
      pre = [block];
      continue;
    }
    if (STARTS_WITH_BLOCK.test(block) || ENDS_WITH_BLOCK.test(block)) {
      out.push(block);
      continue;
    }
    out.push(`<p>${block.split('\n').map((line) => line.trim()).join('<br />\n')}</p>`);
  }
  if (pre) out.push(pre.join('\n\n'));
  return out.join('\n');
}

/** Opening shortcodes (`[gallery ...]`), not escaped ones (`[[gallery]]`); closing tags are not counted. */
export function countShortcodes(content: string): number {
  let found = 0;
  for (let open = content.indexOf('['); open >= 0; open = content.indexOf('[', open + 1)) {
    if (content[open - 1] === '[') continue;
    SHORTCODE_NAME.lastIndex = open + 1;
    if (!SHORTCODE_NAME.test(content)) continue;
    const close = content.indexOf(']', SHORTCODE_NAME.lastIndex);
    // No `]` after this one: none after any later `[` either.
    if (close < 0) break;
    found += 1;
    open = close;
  }
  return found;
}

/** The HTML to store and how many shortcodes it still holds as text. */
export function convertContent(content: string): { html: string; shortcodes: number } {
  const html = hasBlocks(content) ? stripBlockComments(content) : autop(content);
  return { html, shortcodes: countShortcodes(html) };
}

/** Elements whose text is code or chrome, not words of the comment. */
const NON_TEXT = new Set(['script', 'style', 'template', 'noscript', 'textarea', 'iframe', 'object', 'title']);
/** Elements a reader sees as a break in the text. */
const LINE_BREAKS = new Set(['br', 'p', 'div', 'li', 'blockquote', 'pre', 'tr']);

/**
 * A WordPress comment as plain text, which is what the service stores of a comment (escaped when
 * stored, CONTRACT section 2): WordPress keeps comments as HTML with a few tags (`<a>`, `<strong>`,
 * `<em>`, `<blockquote>`...) and entities, so their text is what its readers saw. A comment without
 * `<` or `&` is returned as it is; one pass of htmlparser2 otherwise.
 */
export function commentTextOf(content: string): string {
  if (!content.includes('<') && !content.includes('&')) return content;
  let text = '';
  let hidden = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (NON_TEXT.has(name)) hidden++;
        else if (name === 'br') text += '\n';
      },
      ontext(chunk) {
        if (hidden === 0) text += chunk;
      },
      onclosetag(name, implied) {
        if (NON_TEXT.has(name)) hidden = Math.max(0, hidden - 1);
        else if (!implied && name !== 'br' && LINE_BREAKS.has(name)) text += '\n';
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.end(content);
  return text.replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
}
