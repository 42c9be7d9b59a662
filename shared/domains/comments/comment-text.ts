/**
 * Comments are plain text (CONTRACT section 2): what a reader sends is stored with the five
 * characters that HTML gives meaning to escaped, so that any client, even one that puts the
 * comment into a page as HTML, shows it as the text it was. The length limit applies to what the
 * reader sent (the schema checks it before this runs); the stored text may be longer.
 */
const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function commentTextAsStored(sent: string): string {
  return sent.replace(/[&<>"']/g, (character) => ESCAPES[character]);
}
