/** The preferences as answered (OpenAPI document, contract tests); Lambda bundles leave them out. */
import * as z from 'zod/mini';
import { LANGUAGES, THEMES } from './preferences';

export const PreferencesSchema = z.strictObject({
  language: z.enum(LANGUAGES),
  timezone: z.string(),
  theme: z.enum(THEMES),
  email_notifications: z.boolean(),
  favourite_category_ids: z.array(z.int().check(z.positive())),
});
