/**
 * Zod results turned into the spec's field messages: bodies answer 422 `validation_failed` with
 * `errors`, query and path parameters 400 `bad_request` with `details`.
 */
import * as z from 'zod/mini';
import { en } from 'zod/locales';
import { InvalidBody, InvalidParameters, type FieldMessages } from '../errors';

// zod/mini carries no messages of its own: the English ones (what classic `zod` loads at import)
// describe the problems no schema words itself, e.g. a number where a string belongs.
z.config(en());

function addMessage(target: FieldMessages, field: string, message: string): void {
  (target[field] ??= []).push(message);
}

export function fieldMessages(error: z.core.$ZodError, rootName: string): FieldMessages {
  // No prototype: a body key such as `__proto__` must name a field, not reach Object.prototype.
  const messages: FieldMessages = Object.create(null) as FieldMessages;
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || rootName;
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) addMessage(messages, field === rootName ? key : `${field}.${key}`, 'This field is not allowed.');
    } else {
      addMessage(messages, field, issue.message);
    }
  }
  return messages;
}

export function parseBody<S extends z.ZodMiniType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw new InvalidBody(fieldMessages(result.error, 'body'));
  return result.data;
}

export function parseParameters<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new InvalidParameters(fieldMessages(result.error, 'query'));
  return result.data;
}
