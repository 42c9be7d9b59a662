/**
 * The views the service derives from a post field catalogue (field-catalogue.ts says what a field
 * declares): the stored attributes, the body's fields, the keys of the admin post, of a revision's
 * state and of the client post, the revised and restored fields, the searched ones. Each takes a
 * catalogue, so that a test can derive them from one with a field more.
 */
import type { Item } from '#platform/db/attributes';
import type { SearchedField } from '#platform/db/keys';
import type { Post } from './post';
import type { AdminFacet, BodyField, Catalogue, InputFacet, InputRules, PostField, PostProp, RevisionFacet } from './field-catalogue';

type Paths = readonly string[];

/** The names of the fields `has` selects: those of `first` (v3's order) that it selects, then the others in catalogue order. */
export function namesWhere(fields: Catalogue, has: (field: PostField) => boolean, first: readonly string[] = []): string[] {
  const listed = first.filter((name) => fields[name] !== undefined && has(fields[name]));
  const named = new Set(listed);
  return [...listed, ...Object.keys(fields).filter((name) => !named.has(name) && has(fields[name]))];
}

/** The field's property; a view only asks for it of fields that are post properties. */
export function propOf(name: string, field: PostField): PostProp {
  if (field.prop === undefined) throw new Error(`post field ${name} is no property of the post`);
  return field.prop;
}

/** How the admin answers show a field's value. */
export function answerValue(name: string, field: PostField): (post: Post) => unknown {
  if (field.answer?.value) return field.answer.value;
  const prop = propOf(name, field);
  return (post) => post[prop];
}

export const hasOwnKey = (facet: AdminFacet | true | Paths | undefined): boolean => facet !== undefined && (facet === true || !Array.isArray(facet));

/** Every key and path a field declares for a shape (its own key first): what the catalogue test holds each shape to. */
export function declaredPaths(name: string, facet: AdminFacet | true | Paths | undefined): string[] {
  if (facet === undefined) return [];
  if (facet === true) return [name];
  if (Array.isArray(facet)) return [...(facet as Paths)];
  return [name, ...((facet as { also?: Paths }).also ?? [])];
}

export interface StoredView {
  name: string;
  prop: PostProp;
  read(item: Item, name: string): unknown;
  write(post: Post): unknown;
  in: 'item' | 'body' | 'engagement';
}

/** The stored fields in catalogue order: the post item's attributes. */
export function storedView(fields: Catalogue): StoredView[] {
  return namesWhere(fields, (field) => field.stored !== undefined).map((name) => {
    const field = fields[name];
    const prop = propOf(name, field);
    const stored = field.stored!;
    // A property the post may lack (a field added later, on an older post) is stored as null.
    return { name, prop, read: stored.read, write: stored.write ?? ((post: Post) => post[prop] ?? null), in: stored.in ?? 'item' };
  });
}

export interface SearchedView {
  name: string;
  prop: PostProp;
  code: SearchedField;
}

/** The fields the search index holds, with their posting codes. */
export function searchedView(fields: Catalogue): SearchedView[] {
  return namesWhere(fields, (field) => field.searched !== undefined).map((name) => ({ name, prop: propOf(name, fields[name]), code: fields[name].searched! }));
}

type BodyRule = Exclude<InputFacet, 'read-only'>;
const bodyRuleOf = (field: PostField): BodyRule | undefined => (typeof field.input === 'object' ? field.input : undefined);

/** The body fields that are plain text, with the members that are when the field is an object. */
export function plainTextView(fields: Catalogue): (readonly [name: string, members: true | readonly string[]])[] {
  return namesWhere(fields, (field) => (bodyRuleOf(field) as BodyField | undefined)?.plainText !== undefined).map(
    (name) => [name, (bodyRuleOf(fields[name]) as BodyField).plainText!] as const,
  );
}

export interface SentView {
  name: string;
  prop: PostProp;
  empty: unknown;
}

/** The body fields a write stores as sent (`applied: 'as sent'`), with what a create stores when one is not sent. */
export function sentView(fields: Catalogue): SentView[] {
  return namesWhere(fields, (field) => bodyRuleOf(field)?.applied === 'as sent').map((name) => {
    const rule = bodyRuleOf(fields[name]) as { empty?: unknown };
    return { name, prop: propOf(name, fields[name]), empty: rule.empty };
  });
}

export interface KeyView {
  name: string;
  value(post: Post): unknown;
  /** The shape's own description of the field (documentation). */
  describe?: string;
}

const keyView = (fields: Catalogue, name: string, describe?: string): KeyView => ({
  name,
  value: answerValue(name, fields[name]),
  ...(describe === undefined ? {} : { describe }),
});

/** The admin post's own keys (`admin`: `true` or an object), `first` (v3's order) first. */
export function adminKeysView(fields: Catalogue, first: readonly string[] = []): KeyView[] {
  return namesWhere(fields, (field) => hasOwnKey(field.admin), first).map((name) => {
    const admin = fields[name].admin;
    return keyView(fields, name, typeof admin === 'object' && !Array.isArray(admin) ? (admin as { describe?: string }).describe : undefined);
  });
}

/** The keys of a revision's state (`revision.shown`), `first` first. */
export function revisionKeysView(fields: Catalogue, first: readonly string[] = []): KeyView[] {
  return namesWhere(fields, (field) => field.revision?.shown === true, first).map((name) => keyView(fields, name));
}

/** The keys added to the client post after spec 2.4's (`client: true`). */
export function clientKeysView(fields: Catalogue): KeyView[] {
  return namesWhere(fields, (field) => field.client === true).map((name) => keyView(fields, name));
}

export interface FieldView {
  name: string;
  prop: PostProp;
}

/** The fields whose change keeps a revision (`revision.revised`), `first` (v3's order) first. */
export function revisedView(fields: Catalogue, first: readonly string[] = []): FieldView[] {
  return namesWhere(fields, (field) => field.revision?.revised === true, first).map((name) => ({ name, prop: propOf(name, fields[name]) }));
}

/** The properties a restore copies from the revision's state (`restored`, by default those `revised`; not those restored by a rule of their own). */
export function restoredProps(fields: Catalogue): PostProp[] {
  const copied = (revision: RevisionFacet | undefined) => (revision?.restored ?? (revision?.revised ? true : undefined)) === true;
  return namesWhere(fields, (field) => copied(field.revision)).map((name) => propOf(name, fields[name]));
}

/**
 * A body's fields, `first` (v3's order) first: required ones as they are, others optional, read-only
 * ones refused. `rules` are the zod schemas (post-schemas.ts) or the checks the functions run
 * (post-body-checks.ts): the fields pick from either alike.
 */
export function bodyShape<R extends InputRules>(fields: Catalogue, on: 'create' | 'update', rules: R, first: readonly string[]): Record<string, unknown> {
  const shape: Record<string, unknown> = {};
  for (const name of namesWhere(fields, (field) => field.input !== undefined, first)) {
    const input = fields[name].input!;
    if (input === 'read-only') shape[name] = rules.readOnly();
    else if ('create' in input) shape[name] = on === 'create' ? input.create(rules) : input.update(rules);
    else shape[name] = on === 'create' && input.required === 'on create' ? input.rule(rules) : rules.optional(input.rule(rules));
  }
  return shape;
}
