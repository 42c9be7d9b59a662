/**
 * sanitize-html (apostrophecms), configured with the allow-list of shared/domains/content/sanitize.ts: what
 * the content sanitizer stored until it became its own pass, and the reference it is held to, byte
 * for byte (test/unit/content/sanitizer-equivalence.test.ts). A dev dependency: nothing deployed loads it.
 */
import sanitizeHtml from 'sanitize-html';
import { ContentNestedTooDeep, MAX_HTML_DEPTH } from '#domains/content/content-errors';
import { ALLOWED_ATTRIBUTES, ALLOWED_CLASSES, ALLOWED_IMAGE_URL_SCHEMES, ALLOWED_TAGS, ALLOWED_URL_SCHEMES, NON_TEXT_TAGS } from '#domains/content/sanitize';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: Object.fromEntries(
    Object.entries(ALLOWED_ATTRIBUTES).map(([tag, attributes]) => [
      tag,
      attributes.map((attribute) => (typeof attribute === 'string' ? attribute : { name: attribute.name, multiple: false, values: attribute.values })),
    ]),
  ),
  allowedClasses: Object.fromEntries(Object.entries(ALLOWED_CLASSES).map(([tag, classes]) => [tag, [...classes]])),
  allowedSchemes: ALLOWED_URL_SCHEMES,
  allowedSchemesByTag: { img: ALLOWED_IMAGE_URL_SCHEMES },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'srcset'],
  allowProtocolRelative: true,
  allowedStyles: {},
  parseStyleAttributes: false,
  nonTextTags: NON_TEXT_TAGS,
  disallowedTagsMode: 'discard',
  allowVulnerableTags: false,
  transformTags: {
    a: (tagName, attribs) => {
      const { target, rel: _sent, ...rest } = attribs;
      return { tagName, attribs: target?.toLowerCase() === '_blank' ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest };
    },
  },
};

/** What sanitize-html writes for `html`; throws ContentNestedTooDeep past MAX_HTML_DEPTH, as the sanitizer does. */
export function sanitizeHtmlOracle(html: string): string {
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
