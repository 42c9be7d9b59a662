/**
 * Zod results turned into the spec's field messages: bodies answer 422 `validation_failed` with
 * `errors`, query and path parameters 400 `bad_request` with `details`.
 */
import * as z from 'zod/mini';
import { en } from 'zod/locales';
import { InvalidBody, InvalidParameters, type FieldMessages } from '#platform/errors';
import type { InputParser, ParsedIssue } from './input-checks';

// zod/mini carries no messages of its own: the English ones (what classic `zod` loads at import)
// describe the problems no schema words itself, e.g. a number where a string belongs.
z.config(en());

/**
 * The field an issue is about, as the messages name it: its path without array positions (`tag_ids`,
 * `seo.og_image`).
 */
const issueField = (issue: { path?: readonly PropertyKey[] }): string =>
  (issue.path ?? []).filter((key) => typeof key !== 'number').map(String).join('.');

/**
 * zod's `error` parameter for a schema that serves every field of its kind (every id field of a body):
 * the message is worded from the field's name, taken from the issue's path. zod words a message once
 * the whole input is parsed, with the issue's full path, so one schema does instead of one per field:
 * each schema built costs a cold start about 0.05 ms of CPU (docs/performance.md).
 */
export const byField = (message: (field: string, issue: { input?: unknown }) => string) => ({
  error: (issue: { path?: readonly PropertyKey[]; input?: unknown }) => message(issueField(issue), issue),
});

function addMessage(target: FieldMessages, field: string, message: string): void {
  (target[field] ??= []).push(message);
}

/** An error answer stays small whatever was sent: a 1 MB body of unknown keys is not echoed back. */
export const MAX_REPORTED_FIELDS = 50;
const MAX_FIELD_NAME_CHARS = 100;

function fieldName(name: string): string {
  return name.length > MAX_FIELD_NAME_CHARS ? `${name.slice(0, MAX_FIELD_NAME_CHARS)}…` : name;
}

export interface BoundedMessages {
  messages: FieldMessages;
  /** Fields with problems beyond the first `MAX_REPORTED_FIELDS` (not listed). */
  omitted: number;
}

export function fieldMessages(error: { issues: readonly ParsedIssue[] }, rootName: string): BoundedMessages {
  // No prototype: a body key such as `__proto__` must name a field, not reach Object.prototype.
  const messages: FieldMessages = Object.create(null) as FieldMessages;
  const omittedFields = new Set<string>();
  const add = (field: string, message: string) => {
    const name = fieldName(field);
    if (name in messages || Object.keys(messages).length < MAX_REPORTED_FIELDS) addMessage(messages, name, message);
    else omittedFields.add(name);
  };
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || rootName;
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys ?? []) add(field === rootName ? key : `${field}.${key}`, 'This field is not allowed.');
    } else {
      add(field, issue.message);
    }
  }
  return { messages, omitted: omittedFields.size };
}

function summary(base: string, omitted: number): string {
  return omitted === 0 ? base : `${base} The first ${MAX_REPORTED_FIELDS} fields are listed; ${omitted} more have errors.`;
}

type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : S extends InputParser<infer T> ? T : never;

/** The body through its zod schema, or through a parser that answers as one (input-checks.ts). */
export function parseBody<S extends z.ZodMiniType | InputParser>(schema: S, body: unknown): Parsed<S> {
  const result = (schema as InputParser<Parsed<S>>).safeParse(body);
  if (!result.success) {
    const { messages, omitted } = fieldMessages(result.error, 'body');
    throw new InvalidBody(messages, summary('The given data was invalid.', omitted));
  }
  return result.data;
}

export function parseParameters<S extends z.ZodMiniType | InputParser>(schema: S, input: unknown): Parsed<S> {
  const result = (schema as InputParser<Parsed<S>>).safeParse(input);
  if (!result.success) {
    const { messages, omitted } = fieldMessages(result.error, 'query');
    throw new InvalidParameters(messages, summary('Invalid request parameters.', omitted));
  }
  return result.data;
}
