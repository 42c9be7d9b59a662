/**
 * The schemas of the catalogue's answers (post-fields.ts, `answer`): what the admin post, a revision's
 * state and the keys added to the client post are documented and tested with. For the OpenAPI document
 * and tests; Lambda bundles leave them out.
 */
import * as z from 'zod/mini';
import { described } from '#platform/described';
import type { AnswerKit, Catalogue } from '#domains/posts/model/field-catalogue';
import type { KeyView } from '#domains/posts/model/field-views';

export const answerKit: AnswerKit = {
  z,
  timestamp: () => described(z.string(), 'ISO 8601 UTC with microseconds, e.g. 2024-01-15T10:30:00.000000Z'),
};

/** Each key's answer schema, in the order given, with the shape's own description where it has one. */
export function answerSchemas(fields: Catalogue, keys: readonly KeyView[]): Record<string, z.ZodMiniType> {
  const shape: Record<string, z.ZodMiniType> = {};
  for (const { name, describe } of keys) {
    const answer = fields[name].answer;
    if (!answer) throw new Error(`post field ${name} is shown but declares no answer`);
    const schema = answer.schema(answerKit);
    shape[name] = describe === undefined ? schema : described(schema, describe);
  }
  return shape;
}
