/**
 * Zod results turned into the spec's field messages: bodies answer 422 `validation_failed` with
 * `errors`, query and path parameters 400 `bad_request` with `details`.
 */
import type * as z from 'zod';
import { InvalidBody, InvalidParameters, type FieldMessages } from '../errors';

function addMessage(target: FieldMessages, field: string, message: string): void {
  (target[field] ??= []).push(message);
}

export function fieldMessages(error: z.ZodError, rootName: string): FieldMessages {
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

export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw new InvalidBody(fieldMessages(result.error, 'body'));
  return result.data;
}

export function parseParameters<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new InvalidParameters(fieldMessages(result.error, 'query'));
  return result.data;
}
