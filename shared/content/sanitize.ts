/**
 * The allow-list HTML sanitizer applied, at write time, to content from callers without
 * `cms.content.unfiltered_html` (CONTRACT section 2). sanitize-html (apostrophecms) re-serialises the
 * document through htmlparser2, so what is stored is what was checked: only the tags and attributes
 * below survive, URLs only with http, https or mailto (images: http and https), and no `style`
 * attribute at all. That last point lets the bundles replace postcss, which sanitize-html needs only
 * to filter `style`, by a shim (infra/stack/lambda-shims/no-postcss.ts). Write path only.
 */
import sanitizeHtml from 'sanitize-html';
import { ContentNestedTooDeep, MAX_HTML_DEPTH } from './content-errors';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** What a reader of a blog expects: text structure, links, images, tables, code, quotes, figures. */
export const ALLOWED_TAGS = [
  ...HEADINGS,
  'p', 'br', 'hr', 'div', 'span', 'section', 'article',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'a', 'img', 'figure', 'figcaption',
  'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'code', 'pre', 'kbd', 'samp', 'var', 'blockquote', 'q', 'cite',
  'em', 'strong', 'b', 'i', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup', 'abbr', 'dfn', 'time',
];

export const ALLOWED_URL_SCHEMES = ['http', 'https', 'mailto'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    // `rel` comes from the transform below (the only value it may have), never from the input's own choice.
    a: ['href', 'title', { name: 'target', multiple: false, values: ['_blank'] }, { name: 'rel', multiple: false, values: ['noopener noreferrer'] }],
    img: ['src', 'srcset', 'alt', 'title', 'width', 'height', { name: 'loading', multiple: false, values: ['lazy', 'eager'] }],
    // Anchors of the table of contents.
    ...Object.fromEntries(HEADINGS.map((tag) => [tag, ['id']])),
    ol: ['start', 'reversed', 'type'],
    li: ['value'],
    th: ['colspan', 'rowspan', 'scope', 'align'],
    td: ['colspan', 'rowspan', 'align'],
    col: ['span'],
    colgroup: ['span'],
    abbr: ['title'],
    dfn: ['title'],
    q: ['cite'],
    blockquote: ['cite'],
    time: ['datetime'],
    code: ['class'],
    pre: ['class'],
    div: ['class'],
    figure: ['class'],
  },
  // Highlighting languages of code blocks and galleries; no other class.
  allowedClasses: { code: ['language-*'], pre: ['language-*'], div: ['gallery', 'gallery-*'], figure: ['gallery', 'gallery-*'] },
  allowedSchemes: ALLOWED_URL_SCHEMES,
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'srcset'],
  allowProtocolRelative: true,
  allowedStyles: {},
  parseStyleAttributes: false,
  // The text of these is code or chrome, not words of the post: dropped with the element.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext', 'title'],
  disallowedTagsMode: 'discard',
  allowVulnerableTags: false,
  transformTags: {
    // A page opened in a new tab must not get a handle on this one (window.opener); other targets go.
    a: (tagName, attribs) => {
      const { target, rel: _sent, ...rest } = attribs;
      return { tagName, attribs: target?.toLowerCase() === '_blank' ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest };
    },
  },
};

/**
 * Throws ContentNestedTooDeep when elements nest deeper than MAX_HTML_DEPTH, counted as the parser
 * opens and closes them (implied closes and void elements included), before the depth makes the
 * work quadratic: so a sanitized body costs time linear in its length.
 */
export function sanitizePostHtml(html: string): string {
  let depth = 0;
  return sanitizeHtml(html, {
    ...OPTIONS,
    onOpenTag: () => {
      if (++depth > MAX_HTML_DEPTH) throw ContentNestedTooDeep.html();
    },
    onCloseTag: () => {
      depth--;
    },
  });
}
