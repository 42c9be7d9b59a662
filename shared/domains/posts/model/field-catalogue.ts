/**
 * What a post field may declare (post-fields.ts holds the declarations; field-views.ts derives what
 * the service uses from them; docs/recipes.md, "Add a post field"). A field declares each place it
 * reaches, one facet each:
 *
 *   stored       the post item's attribute of the same name: how it is read (with the value of items
 *                written before it existed) and written; `in: 'body'` packs it into `body_br`,
 *                `in: 'engagement'` marks the counts a post write carries as it read them. Every stored
 *                field but those is part of a revision's state, and `cms export` writes every item whole
 *                (shared/domains/import/table-backup.ts names no field), so a stored field is exported.
 *   input        the admin create/update body (spec 2.2): its rule, or read-only.
 *   answer       its value and schema in the admin answers (admin post, revision state) and in a key
 *                appended to the client post.
 *   admin        the admin post (spec 2.1): its own key (`true`, or with this shape's description and
 *                the relation or count keys the shape's code adds for it), or only such keys (a list).
 *   revision     shown in a revision's state; `revised`: a change of it keeps a revision and is named
 *                in `changed_fields`; `restored`: a restore puts it back.
 *   client       the client post (spec 2.4): the paths where client-post.ts shows it, or `true`: its
 *                own key, after spec 2.4's (fields added after v3).
 *   overview, alternative   the single-post overview (4.3) and the alternative form (4.4), which the
 *                spec fixes: the paths where their code shows it.
 *   searched     indexed for `like` searches (trigram postings) under this posting code.
 *
 * Nothing here names a field or builds a schema: rules and answer schemas come in as a kit
 * (post-schemas.ts, shapes/field-answer-schemas.ts), so a Lambda bundle that only reads posts carries
 * the declarations, not the validators or the documentation.
 */
import type * as z from 'zod/mini';
import type { Item } from '#platform/db/attributes';
import type { SearchedField } from '#platform/db/keys';
import type { ContentFormat } from '#domains/content/content-format';
import type { Post, PostType, SettableStatus } from './post';
import type { Language } from '#platform/site/site-settings';

export type PostProp = keyof Post;

type Schema<Output = unknown, Input = unknown> = z.ZodMiniType<Output, Input>;

/** The SEO object of a body (spec 2.2): members sent change, `null` clears. */
export type SeoInput = { meta_title?: string | null; meta_description?: string | null; og_image?: string | null };

/**
 * The body rules (post-schemas.ts builds them), handed to each field's `rule`. Combinators one by one,
 * not zod's namespace: a bundle then carries only the parts of zod its bodies use.
 */
export interface InputRules {
  nullable: typeof z.nullable;
  optional: typeof z.optional;
  /** A string of at most `max` characters. */
  text(field: string, max: number): Schema<string, string>;
  /** An http(s) URL. */
  url: Schema<string, string>;
  /** A positive integer id. */
  id: Schema<number, number>;
  flag(field: string): Schema<boolean, boolean>;
  /** Refused when sent: `The <field> field is read-only.`, or `message`. */
  readOnly(message?: string): z.ZodMiniOptional<z.ZodMiniNever>;
  title: Schema<string, string>;
  content: Schema<string, string>;
  slug: Schema<string, string>;
  status: Schema<SettableStatus, SettableStatus>;
  type: Schema<PostType, PostType>;
  tagIds: Schema<number[], number[]>;
  publishedAt: Schema<string, string>;
  seo: Schema<SeoInput, SeoInput>;
  contentFormat: Schema<ContentFormat, ContentFormat>;
  language: Schema<Language, Language>;
  /** An update's optimistic lock. */
  version: Schema<number, number>;
}

/** What answer schemas are built with (shapes/field-answer-schemas.ts; documentation and tests only). */
export interface AnswerKit {
  z: typeof z;
  /** An admin timestamp: ISO 8601 UTC with microseconds. */
  timestamp(): Schema<string, string>;
}

export interface StoredFacet<V> {
  /** The value of attribute `name` (the field's) of a post item, a stream image or a revision's state; items written before the field existed read as its empty value. */
  read(item: Item, name: string): V;
  /** The attribute written (default: the value). */
  write?(post: Post): unknown;
  /** `body`: packed into the post item's `body_br`; `engagement`: carried as the write read it, not part of a revision. Default: a plain attribute. */
  in?: 'body' | 'engagement';
}

export interface BodyField {
  /** Required on create (spec 2.2 names title and content); every field is optional on update. */
  required?: 'on create';
  /** Markup removed on write unless the caller holds `cms.content.unfiltered_html`: the value, or these members of an object. */
  plainText?: true | readonly string[];
}

/** How a field comes in the admin create/update body (spec 2.2). */
export type InputFacet<P extends PostProp = PostProp> =
  | 'read-only'
  | (BodyField & {
      rule(rules: InputRules): Schema<Post[P]>;
      /** A create stores the value sent, else `empty`; an update stores it when sent. */
      applied: 'as sent';
      empty?: Post[P];
    })
  | (BodyField & {
      rule(rules: InputRules): Schema;
      /** The write's own code sets it (post-changes.ts, manage-posts.ts): defaults, merges, rules between fields. */
      applied: 'by the write';
    })
  | { create(rules: InputRules): Schema; update(rules: InputRules): Schema; applied: 'by the write' };

export interface AnswerFacet {
  schema(kit: AnswerKit): Schema;
  /** Default: the post's value as it is. */
  value?(post: Post): unknown;
}

/** Keys of a shape that its own code adds or places (relations, counts, spec paths). */
type Paths = readonly string[];

export type AdminFacet = true | { describe?: string; also?: Paths } | Paths;

export interface RevisionFacet {
  shown?: true;
  revised?: true;
  /** Default: as `revised`. `by its own rule`: revisions.ts restores it (the status). */
  restored?: true | 'by its own rule';
}

export interface FieldDecl<P extends PostProp = PostProp> {
  stored?: StoredFacet<Post[P]>;
  input?: InputFacet<P>;
  answer?: AnswerFacet;
  admin?: AdminFacet;
  revision?: RevisionFacet;
  client?: true | Paths;
  overview?: Paths;
  alternative?: Paths;
  searched?: SearchedField;
}

/** A field as the views read it: its declaration and the post property it is (none: a field of the body only). */
export type PostField = FieldDecl & { prop?: PostProp };
export type Catalogue = Readonly<Record<string, PostField>>;

/** An `answer` whose schema does not accept the post's value as it is must say how it is shown (`value`). */
type AnswerCheck<P extends PostProp, D> = D extends { answer: { schema(kit: AnswerKit): infer S extends Schema } }
  ? D['answer'] extends { value(post: Post): infer V }
    ? [V] extends [z.output<S>]
      ? unknown
      : { answer: { value(post: Post): z.output<S> } }
    : [Post[P]] extends [z.output<S>]
      ? unknown
      : { answer: { value(post: Post): z.output<S> } }
  : unknown;

/** A field of the post: the property it is and where it reaches. */
export function field<P extends PostProp, const D extends FieldDecl<P>>(prop: P, declaration: D & AnswerCheck<P, D>): D & { prop: P } {
  return { ...declaration, prop };
}

/** A field of the admin body that is no property of the post (how the content sent is written). */
export function bodyOnly<const D extends { input: InputFacet<never> }>(declaration: D): D {
  return declaration;
}

type PropOf<F> = F extends { prop: infer P } ? P : never;
type Undeclared<C> = Exclude<PostProp, PropOf<C[keyof C]>>;

/** The catalogue; the compiler refuses one that leaves a property of `Post` undeclared (and names it). */
export function catalogue<const C extends Catalogue>(fields: C & ([Undeclared<C>] extends [never] ? unknown : { undeclared: Undeclared<C> })): C {
  return fields;
}

// ---- type views ------------------------------------------------------------------------------

/** The names of the fields that declare `facet`. */
export type NamesWith<C, F extends keyof FieldDecl> = { [N in keyof C]: C[N] extends { [K in F]: unknown } ? N : never }[keyof C] & string;

/** The names of the fields with a key of their own in the admin post (not only relation keys). */
export type AdminKeyNames<C> = { [N in keyof C]: C[N] extends { admin: infer A } ? (A extends Paths ? never : N) : never }[keyof C] & string;

export type RevisionNames<C, K extends keyof RevisionFacet> = {
  [N in keyof C]: C[N] extends { revision: { [R in K]: unknown } } ? N : never;
}[keyof C] &
  string;

type CreateRuleOf<F> = F extends { input: 'read-only' }
  ? z.ZodMiniOptional<z.ZodMiniNever>
  : F extends { input: { create(rules: InputRules): infer S } }
    ? S
    : F extends { input: { rule(rules: InputRules): infer S extends Schema; required: 'on create' } }
      ? S
      : F extends { input: { rule(rules: InputRules): infer S extends Schema } }
        ? z.ZodMiniOptional<S>
        : never;

type UpdateRuleOf<F> = F extends { input: 'read-only' }
  ? z.ZodMiniOptional<z.ZodMiniNever>
  : F extends { input: { update(rules: InputRules): infer S } }
    ? S
    : F extends { input: { rule(rules: InputRules): infer S extends Schema } }
      ? z.ZodMiniOptional<S>
      : never;

/** The create body's shape: every `input` field, required ones as they are, the others optional. */
export type CreateShape<C> = { [N in NamesWith<C, 'input'>]: CreateRuleOf<C[N]> };
export type UpdateShape<C> = { [N in NamesWith<C, 'input'>]: UpdateRuleOf<C[N]> };

/** The properties a write takes from the body as sent. */
export type SentProps<C> = { [N in keyof C]: C[N] extends { input: { applied: 'as sent' }; prop: infer P } ? P : never }[keyof C] & PostProp;
