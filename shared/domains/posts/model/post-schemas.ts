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
import { id } from './field-rules';
import { typed, typedField, WORDING } from './post-body-wording';
import { LANGUAGES } from '#platform/site/site-settings';
import { CONTENT_FORMATS } from '#domains/content/content-format';
import type { CreateShape, InputRules, UpdateShape } from './field-catalogue';
import { bodyShape } from './field-views';
import { postFields, V3_ORDER, type PostFields } from './post-fields';

const text = (field: string, max: number) => z.string({ error: typed(field, 'a string') }).check(z.maxLength(max, WORDING.tooLong(field, max)));

// The URL and read-only rules serve every field of their kind, naming it from the issue's path (byField).
const url = withJsonSchema(
  z.pipe(
    z.string(typedField('a string')).check(z.maxLength(URL_MAX_CHARS, { error: WORDING.urlTooLong })),
    z.url({ protocol: /^https?$/, error: WORDING.urlInvalid }),
  ),
  { format: 'uri', pattern: '^[Hh][Tt][Tt][Pp][Ss]?://' },
);

const refused = z.optional(z.never({ error: WORDING.readOnly }));
const readOnly = (message?: string) => (message === undefined ? refused : z.optional(z.never({ error: message })));

const title = text('title', TITLE_MAX_CHARS).check(z.trim(), z.minLength(1, WORDING.titleRequired));

const content = z.string({ error: typed('content', 'a string') }).check(
  z.refine((value) => value.trim() !== '', WORDING.contentRequired),
  z.refine((value) => Buffer.byteLength(value, 'utf8') <= CONTENT_MAX_BYTES, WORDING.contentTooBig),
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
      z.refine((value) => value !== '' && slugify(value) === value, WORDING.slugForm),
    ),
  ),
  { minLength: 1, pattern: SLUG_PATTERN },
);

const status = z.enum(SETTABLE_STATUSES, { error: WORDING.status });

const tagIds = z
  .array(id, { error: typed('tag_ids', 'an array of integers') })
  .check(z.maxLength(MAX_TAGS, WORDING.tooManyTags), z.refine((ids) => new Set(ids).size === ids.length, WORDING.tagsUnique));

/** ISO 8601 with a zone (`Z` or an offset); stored as UTC so that the string order is the time order. */
const publishedAt = z.pipe(
  isoDateTime({ offset: true, error: WORDING.publishedAt }),
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

/** What the catalogue's fields pick their rules from (post-body-checks.ts builds the same rules without zod). */
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
  type: z.enum(POST_TYPES, { error: WORDING.type }),
  tagIds,
  publishedAt,
  seo,
  /** How the content sent with it is written; not stored (what is stored is the content itself). */
  contentFormat: z.enum(CONTENT_FORMATS, { error: WORDING.contentFormat }),
  language: z.enum(LANGUAGES, { error: WORDING.language }),
  /** The version the caller last read: another one is a 409 `version_conflict`. */
  version: z.int({ error: WORDING.versionInteger }).check(z.gte(1, WORDING.versionPositive)),
};

/**
 * The bodies as zod schemas: what the OpenAPI document shows (the create and update functions run
 * post-body-checks.ts, which answers the same), and what the WordPress import and the tests parse with.
 */
export const PostCreateBody = /* @__PURE__ */ (() =>
  z.strictObject(bodyShape(postFields(), 'create', rules, V3_ORDER.input) as CreateShape<PostFields>, { error: WORDING.body }))();

export const PostUpdateBody = /* @__PURE__ */ (() =>
  z.strictObject(bodyShape(postFields(), 'update', rules, V3_ORDER.input) as UpdateShape<PostFields>, { error: WORDING.body }))();

export type PostCreateInput = z.output<typeof PostCreateBody>;
export type PostUpdateInput = z.output<typeof PostUpdateBody>;
