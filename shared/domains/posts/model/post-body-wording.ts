/**
 * What the post bodies answer about a field, worded once for both of their builds: the zod schemas
 * (post-schemas.ts: the OpenAPI document, the import and the tests) and the checks the create and
 * update functions run (post-body-checks.ts). A function of a field's name serves every field of its
 * kind and names the field from the issue's path (`byField`).
 */
import { byField } from '#platform/http/validation';
import { CONTENT_MAX_BYTES, MAX_TAGS, POST_TYPES, SETTABLE_STATUSES, URL_MAX_CHARS } from './post';
import { LANGUAGES } from '#platform/site/site-settings';
import { CONTENT_FORMATS, DEFAULT_CONTENT_FORMAT } from '#domains/content/content-format';

/** A missing or mistyped field, as the spec words it. */
export const typed = (field: string, type: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `The ${field} field is required.` : `The ${field} must be ${type}.`;

/** `typed`, for a rule that serves every field of its kind (byField). */
export const typedField = (type: string) => byField((field, issue) => typed(field, type)(issue));

export const WORDING = {
  body: 'The body must be a JSON object.',
  tooLong: (field: string, max: number) => `The ${field} may not be greater than ${max} characters.`,
  urlTooLong: byField((field) => `The ${field} may not be greater than ${URL_MAX_CHARS} characters.`).error,
  urlInvalid: byField((field) => `The ${field} must be a valid http or https URL.`).error,
  readOnly: byField((field) => `The ${field} field is read-only.`).error,
  titleRequired: 'The title field is required.',
  contentRequired: 'The content field is required.',
  contentTooBig: `The content may not be greater than ${CONTENT_MAX_BYTES} bytes.`,
  slugForm: 'The slug may only contain lower-case letters, digits and single hyphens between them.',
  status: (issue: { input?: unknown }) =>
    issue.input === 'trash'
      ? 'A post is moved to trash with the trash endpoint, not by setting its status.'
      : `The status must be one of: ${SETTABLE_STATUSES.join(', ')}.`,
  type: `The type must be one of: ${POST_TYPES.join(', ')}.`,
  tooManyTags: `A post may have at most ${MAX_TAGS} tags.`,
  tagsUnique: 'The tag_ids must be unique.',
  publishedAt: 'The published_at must be an ISO 8601 date-time with a time zone.',
  contentFormat: `The content_format must be one of: ${CONTENT_FORMATS.join(', ')} (default ${DEFAULT_CONTENT_FORMAT}).`,
  language: `The language must be one of: ${LANGUAGES.join(', ')}.`,
  versionInteger: 'The version must be an integer.',
  versionPositive: 'The version must be a positive integer.',
  idInteger: typedField('an integer').error,
  idPositive: byField((field) => `The ${field} must be a positive integer.`).error,
} as const;
