/**
 * The few XML pieces feeds and sitemaps are made of. Text and attribute values are escaped, and
 * characters XML 1.0 cannot carry at all (C0 controls but tab and newlines, lone surrogates, U+FFFE/F)
 * are dropped: a post title pasted from a word processor must not make the whole feed unreadable.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** `<name attr="...">text</name>`, the text escaped; attributes with an undefined value are left out. */
export function element(name: string, text: string | undefined, attributes: Record<string, string | undefined> = {}): string {
  const attrs = Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  return text === undefined ? `<${name}${attrs}/>` : `<${name}${attrs}>${escapeXml(text)}</${name}>`;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
