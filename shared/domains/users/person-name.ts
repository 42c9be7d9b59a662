/**
 * A person's name (first, last; an imported display name becomes the first) is plain text, one rule
 * for every way a name gets in (docs/security.md, "Names"):
 *  - the API and the `cms` tool refuse a name holding `<` or `>` or a control character (422
 *    `validation_failed` naming the field), as WordPress's `sanitize_text_field` would have dropped
 *    them: no real name needs them, and refusing says so where silently changing it would not;
 *  - an import, which has nobody to answer, keeps the name's text without its markup (`plainNameOf` in
 *    shared/domains/import/wordpress/wp-mapping.ts, then `withoutNameBreakers`);
 *  - a name stored before the rule is served with `<` and `>` escaped (`servedName`), so that no stored
 *    value reaches a client as markup, whatever wrote it. Names that follow the rule are served as they are.
 * Comments escape all five HTML characters when stored; names are shown in many places (the console,
 * feeds, emails) where `O&#39;Brien` would be wrong, so only the two that open and close a tag matter.
 */
// eslint-disable-next-line no-control-regex
const NOT_IN_A_NAME = /[<>\u0000-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
const NOT_IN_A_NAME_ALL = /[<>\u0000-\u001F\u007F]/g;

/** What the JSON Schema of a name field states (the same rule as `isPlainName`). */
export const PLAIN_NAME_PATTERN = '^[^<>\\u0000-\\u001F\\u007F]*$';

export const isPlainName = (name: string): boolean => !NOT_IN_A_NAME.test(name);

export const plainNameMessage = (field: string): string => `The ${field} is plain text: it may not contain < or > or control characters.`;

/** The name with every `<`, `>` and control character made a space; runs of spaces one; trimmed. */
export function withoutNameBreakers(name: string): string {
  return name.replace(NOT_IN_A_NAME_ALL, ' ').replace(/\s+/g, ' ').trim();
}

/** A stored name as served: `<` and `>` escaped (only a name stored before the rule holds them). */
export function servedName(name: string): string {
  return isPlainName(name) ? name : name.replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
