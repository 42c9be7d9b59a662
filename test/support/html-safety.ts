/**
 * Reads HTML the way a browser's tokenizer would (htmlparser2, entities decoded) and lists what
 * could run script: elements outside the sanitizer's allow-list, event-handler and style attributes,
 * and URLs whose scheme is not http, https or mailto. The XSS tests assert on the output through it.
 */
import { Parser } from 'htmlparser2';
import { ALLOWED_TAGS } from '#domains/content/sanitize';

const URL_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href', 'data', 'background', 'poster', 'cite', 'dynsrc', 'lowsrc', 'content']);
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto']);

/** The scheme a browser would see: it drops ASCII whitespace and control characters first. */
function schemeOf(url: string): string | undefined {
  const compact = url.replace(/[\u0000-\u0020\u007f]+/g, '');
  return /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1].toLowerCase();
}

export function dangersIn(html: string): string[] {
  const dangers: string[] = [];
  const allowed = new Set(ALLOWED_TAGS);
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (!allowed.has(name)) dangers.push(`element <${name}>`);
        for (const [attribute, value] of Object.entries(attributes)) {
          if (attribute.startsWith('on')) dangers.push(`event handler ${attribute}`);
          if (attribute === 'style') dangers.push('style attribute');
          if (!URL_ATTRIBUTES.has(attribute)) continue;
          const urls = attribute === 'srcset' ? value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]) : [value];
          for (const url of urls) {
            const scheme = schemeOf(url);
            if (scheme !== undefined && !SAFE_SCHEMES.has(scheme)) dangers.push(`${scheme}: URL in ${attribute}`);
          }
        }
      },
      onprocessinginstruction(name) {
        dangers.push(`processing instruction ${name}`);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return dangers;
}
