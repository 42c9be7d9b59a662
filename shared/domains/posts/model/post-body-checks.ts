/**
 * The admin create and update bodies as the functions check them: the rules of post-schemas.ts built
 * with the zod-free checks of input-checks.ts, picked by the same field catalogue and worded by the
 * same post-body-wording.ts. Building the zod bodies cost each cold start of these two functions
 * 12 ms of CPU, a tenth of their init (docs/performance.md); these cost a few objects. The zod bodies
 * stay what the OpenAPI document shows, and test/unit/posts/post-body-checks.test.ts holds the two to
 * the same answers: output, fields and messages.
 */
import {
  array,
  boolean,
  enumOf,
  gte,
  httpUrl,
  int,
  lte,
  matching,
  maxLength,
  minLength,
  never,
  nullable,
  optional,
  parserOf,
  pipe,
  refine,
  refineStopping,
  string,
  strictObject,
  transform,
  trim,
  documentedAs,
  type Check,
  type InputParser,
} from '#platform/http/input-checks';
import { slugify } from '#domains/presentation/content';
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
import { typed, typedField, WORDING } from './post-body-wording';
import { LANGUAGES } from '#platform/site/site-settings';
import { CONTENT_FORMATS } from '#domains/content/content-format';
import type { InputRules } from './field-catalogue';
import { bodyShape } from './field-views';
import { postFields, V3_ORDER } from './post-fields';
import { PostCreateBody, PostUpdateBody, type PostCreateInput, type PostUpdateInput } from './post-schemas';

/** zod's `z.iso.datetime({ offset: true })` pattern (the test compares it with zod's own). */
export const ISO_DATE_TIME_WITH_ZONE = new RegExp(
  '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
);

const text = (field: string, max: number) => string(typed(field, 'a string'), maxLength(max, WORDING.tooLong(field, max)));

const url = pipe(string(typedField('a string').error, maxLength(URL_MAX_CHARS, WORDING.urlTooLong)), httpUrl(WORDING.urlInvalid));

const refused = optional(never(WORDING.readOnly));

const id = int(WORDING.idInteger, gte(1, WORDING.idPositive), lte(Number.MAX_SAFE_INTEGER));

const rules = {
  nullable,
  optional,
  text,
  url,
  id,
  flag: (field: string) => boolean(typed(field, 'true or false')),
  readOnly: (message?: string) => (message === undefined ? refused : optional(never(message))),
  title: string(typed('title', 'a string'), maxLength(TITLE_MAX_CHARS, WORDING.tooLong('title', TITLE_MAX_CHARS)), trim(), minLength(1, WORDING.titleRequired)),
  content: string(
    typed('content', 'a string'),
    refine((value: string) => value.trim() !== '', WORDING.contentRequired),
    refine((value: string) => Buffer.byteLength(value, 'utf8') <= CONTENT_MAX_BYTES, WORDING.contentTooBig),
  ),
  slug: pipe(
    pipe(text('slug', SLUG_MAX_CHARS), transform(persianLetters)),
    string(typed('slug', 'a string'), refineStopping(mixedScriptProblem), refine((value: string) => value !== '' && slugify(value) === value, WORDING.slugForm)),
  ),
  status: enumOf(SETTABLE_STATUSES, WORDING.status),
  type: enumOf(POST_TYPES, WORDING.type),
  tagIds: array(id, typed('tag_ids', 'an array of integers'), maxLength(MAX_TAGS, WORDING.tooManyTags), refine((ids: number[]) => new Set(ids).size === ids.length, WORDING.tagsUnique)),
  publishedAt: pipe(
    matching(ISO_DATE_TIME_WITH_ZONE, WORDING.publishedAt),
    transform((value: string) => new Date(value).toISOString()),
  ),
  seo: strictObject(
    {
      meta_title: optional(nullable(text('seo.meta_title', SEO_TITLE_MAX_CHARS))),
      meta_description: optional(nullable(text('seo.meta_description', SEO_DESCRIPTION_MAX_CHARS))),
      og_image: optional(nullable(url)),
    },
    typed('seo', 'an object'),
  ),
  contentFormat: enumOf(CONTENT_FORMATS, WORDING.contentFormat),
  language: enumOf(LANGUAGES, WORDING.language),
  version: int(WORDING.versionInteger, gte(1, WORDING.versionPositive)),
} satisfies Record<keyof InputRules, unknown>;

/** The catalogue's fields, typed for zod, pick these rules alike: the test holds the outcome to zod's. */
const bodyCheck = (on: 'create' | 'update'): InputParser =>
  parserOf(strictObject(bodyShape(postFields(), on, rules as unknown as InputRules, V3_ORDER.input) as Record<string, Check>, WORDING.body));

export const postCreateBodyCheck = /* @__PURE__ */ (() => bodyCheck('create') as InputParser<PostCreateInput>)();
export const postUpdateBodyCheck = /* @__PURE__ */ (() => bodyCheck('update') as InputParser<PostUpdateInput>)();

DOCS: documentedAs(postCreateBodyCheck, PostCreateBody);
DOCS: documentedAs(postUpdateBodyCheck, PostUpdateBody);
