/**
 * Title, excerpt and SEO texts are plain text. From callers without `cms.content.unfiltered_html`
 * their markup is removed at write time, so that a client that puts them into a page unescaped
 * still shows text. Entities are left as written (decoding `&lt;script&gt;` would make a tag of
 * it), and a `<` that could still open a tag after the tags around it are gone (`<<b>script>`) is
 * dropped too. Write path only; htmlparser2 is loaded (with the content pipeline, load-pipeline.ts) when a value holds a `<`, not at
 * cold start.
 */
import { contentPipeline } from './load-pipeline';

const HIDDEN_TAGS = new Set(['script', 'style', 'template', 'noscript', 'title', 'textarea', 'xmp', 'iframe']);
const TAG_OPENER = /<(?=[a-zA-Z/!?])/g;

/** The text of `value` without any markup; unchanged when it holds no `<`. */
export function withoutMarkup(value: string): string {
  if (!value.includes('<')) return value;
  // From the lazily loaded pipeline, not imported: loaded only for values with markup.
  const Parser = contentPipeline().HtmlParser;
  let text = '';
  let hidden = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (HIDDEN_TAGS.has(name)) hidden++;
      },
      ontext(chunk) {
        if (hidden === 0) text += chunk;
      },
      onclosetag(name) {
        if (HIDDEN_TAGS.has(name) && hidden > 0) hidden--;
      },
    },
    { decodeEntities: false, lowerCaseTags: true },
  );
  parser.end(value);
  return text.replace(TAG_OPENER, '');
}

/** The body fields that are plain text: the value itself (`true`), or these members of an object (the post's: post-fields.ts). */
export type PlainTextFields = readonly (readonly [field: string, members: true | readonly string[]])[];

const strip = <T extends string | null | undefined>(value: T): T => (typeof value === 'string' ? (withoutMarkup(value).trim() as T) : value);

/** The body with its plain-text fields stripped of markup (fields not sent stay not sent). */
export function plainTextFields<T extends object>(input: T, fields: PlainTextFields): T {
  const next = { ...input } as Record<string, unknown>;
  for (const [name, members] of fields) {
    const value = next[name];
    if (members === true) {
      if (value !== undefined) next[name] = strip(value as string | null);
    } else if (value) {
      const object: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      for (const member of members) if (object[member] !== undefined) object[member] = strip(object[member] as string | null);
      next[name] = object;
    }
  }
  return next as T;
}
