/**
 * Admin create/update bodies (spec 2.2, CONTRACT section 3): each field's rule as the post field
 * catalogue (post-fields.ts) picks it from the rules below, in v3's order. Shape rules live here;
 * rules that need the table (slug taken, category/tags/author exist) are checked by the use cases,
 * which report them in the same `errors` map.
 */
import * as z from 'zod/mini';
import { isoDateTime } from '#platform/schema-kinds';
import { withJsonSchema } from '#platform/described';
import { slugify, SLUG_PATTERN } from '#domains/presentation/content';
import { mixedScriptProblem, persianLetters } from '#domains/presentation/scripts';
import {
  CONTENT_MAX_BYTES,
  MAX_TAGS,
  POST_TYPES,
  SEO_DESCRIPTION_MAX_CHARS,
  SEO_TITLE_MAX_CHARS,
  SETTABLE_STATUSES,
  SLUG_MAX_CHARS,
  TITLE_MAX_CHARS,
  URL_MAX_CHARS,
} from './post';
import { byField } from '#platform/http/validation';
import { id, typed, typedField } from './field-rules';
import { LANGUAGES } from '#platform/site/site-settings';
import { CONTENT_FORMATS, DEFAULT_CONTENT_FORMAT } from '#domains/content/content-format';
import type { Catalogue, CreateShape, InputRules, UpdateShape } from './field-catalogue';
import { namesWhere } from './field-views';
import { postFields, V3_ORDER, type PostFields } from './post-fields';

const text = (field: string, max: number) =>
  z.string({ error: typed(field, 'a string') }).check(z.maxLength(max, `The ${field} may not be greater than ${max} characters.`));

// The URL and read-only rules serve every field of their kind, naming it from the issue's path (byField).
const url = withJsonSchema(
  z.pipe(
    z
      .string(typedField('a string'))
      .check(z.maxLength(URL_MAX_CHARS, byField((field) => `The ${field} may not be greater than ${URL_MAX_CHARS} characters.`))),
    z.url({ protocol: /^https?$/, ...byField((field) => `The ${field} must be a valid http or https URL.`) }),
  ),
  { format: 'uri', pattern: '^[Hh][Tt][Tt][Pp][Ss]?://' },
);

const refused = z.optional(z.never(byField((field) => `The ${field} field is read-only.`)));
const readOnly = (message?: string) => (message === undefined ? refused : z.optional(z.never({ error: message })));

const title = text('title', TITLE_MAX_CHARS).check(z.trim(), z.minLength(1, 'The title field is required.'));

const content = z.string({ error: typed('content', 'a string') }).check(
  z.refine((value) => value.trim() !== '', 'The content field is required.'),
  z.refine(
    (value) => Buffer.byteLength(value, 'utf8') <= CONTENT_MAX_BYTES,
    `The content may not be greater than ${CONTENT_MAX_BYTES} bytes.`,
  ),
);

/** Arabic yeh and kaf read as the Persian letters (one slug for both spellings); one script per word. */
const slug = withJsonSchema(
  z.pipe(
    z.pipe(text('slug', SLUG_MAX_CHARS), z.transform(persianLetters)),
    z.string().check(
      z.superRefine((value, context) => {
        const problem = mixedScriptProblem(value);
        if (problem) context.addIssue({ code: 'custom', message: problem, input: value, continue: false });
      }),
      z.refine(
        (value) => value !== '' && slugify(value) === value,
        'The slug may only contain lower-case letters, digits and single hyphens between them.',
      ),
    ),
  ),
  { minLength: 1, pattern: SLUG_PATTERN },
);

const status = z.enum(SETTABLE_STATUSES, {
  error: (issue) =>
    issue.input === 'trash'
      ? 'A post is moved to trash with the trash endpoint, not by setting its status.'
      : `The status must be one of: ${SETTABLE_STATUSES.join(', ')}.`,
});

const tagIds = z.array(id, { error: typed('tag_ids', 'an array of integers') }).check(
  z.maxLength(MAX_TAGS, `A post may have at most ${MAX_TAGS} tags.`),
  z.refine((ids) => new Set(ids).size === ids.length, 'The tag_ids must be unique.'),
);

/** ISO 8601 with a zone (`Z` or an offset); stored as UTC so that the string order is the time order. */
const publishedAt = z.pipe(
  isoDateTime({ offset: true, error: 'The published_at must be an ISO 8601 date-time with a time zone.' }),
  z.transform((value) => new Date(value).toISOString()),
);

const seo = z.strictObject(
  {
    meta_title: z.optional(z.nullable(text('seo.meta_title', SEO_TITLE_MAX_CHARS))),
    meta_description: z.optional(z.nullable(text('seo.meta_description', SEO_DESCRIPTION_MAX_CHARS))),
    og_image: z.optional(z.nullable(url)),
  },
  { error: typed('seo', 'an object') },
);

/** How the content sent with it is written; not stored (what is stored is the content itself). */
const contentFormat = z.enum(CONTENT_FORMATS, {
  error: `The content_format must be one of: ${CONTENT_FORMATS.join(', ')} (default ${DEFAULT_CONTENT_FORMAT}).`,
});

const language = z.enum(LANGUAGES, { error: `The language must be one of: ${LANGUAGES.join(', ')}.` });

/** What the catalogue's fields pick their rules from. */
const rules: InputRules = {
  nullable: z.nullable,
  optional: z.optional,
  text,
  url,
  id,
  flag: (field) => z.boolean({ error: typed(field, 'true or false') }),
  readOnly,
  title,
  content,
  slug,
  status,
  type: z.enum(POST_TYPES, { error: `The type must be one of: ${POST_TYPES.join(', ')}.` }),
  tagIds,
  publishedAt,
  seo,
  contentFormat,
  language,
  /** The version the caller last read: another one is a 409 `version_conflict`. */
  version: z.int({ error: 'The version must be an integer.' }).check(z.gte(1, 'The version must be a positive integer.')),
};

/** A body's fields, v3's order first: required ones as they are, others optional, read-only ones refused. */
export function bodyShape(fields: Catalogue, on: 'create' | 'update'): Record<string, z.ZodMiniType> {
  const shape: Record<string, z.ZodMiniType> = {};
  for (const name of namesWhere(fields, (field) => field.input !== undefined, V3_ORDER.input)) {
    const input = fields[name].input!;
    if (input === 'read-only') shape[name] = readOnly();
    else if ('create' in input) shape[name] = on === 'create' ? input.create(rules) : input.update(rules);
    else shape[name] = on === 'create' && input.required === 'on create' ? input.rule(rules) : z.optional(input.rule(rules));
  }
  return shape;
}

export const PostCreateBody = /* @__PURE__ */ (() =>
  z.strictObject(bodyShape(postFields(), 'create') as CreateShape<PostFields>, { error: 'The body must be a JSON object.' }))();

export const PostUpdateBody = /* @__PURE__ */ (() =>
  z.strictObject(bodyShape(postFields(), 'update') as UpdateShape<PostFields>, { error: 'The body must be a JSON object.' }))();

export type PostCreateInput = z.output<typeof PostCreateBody>;
export type PostUpdateInput = z.output<typeof PostUpdateBody>;
