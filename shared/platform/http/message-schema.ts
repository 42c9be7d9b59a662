/** The answer of `message()` (OpenAPI document, contract tests); Lambda bundles leave it out. */
import * as z from 'zod/mini';
import { described } from '#platform/described';

/** The `result` of `message(text)` (OpenAPI document, contract tests); `extend` it for the `more` members. */
export const MessageSchema = described(z.strictObject({ message: z.string() }), 'Message');
