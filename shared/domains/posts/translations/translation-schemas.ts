/** A translation as the admin and client posts show it (documentation and tests; Lambda bundles leave it out). */
import * as z from 'zod/mini';
import { named } from '#platform/described';
import { LANGUAGES } from '#platform/site/site-settings';

export const TranslationSchema = named(
  z.strictObject({ id: z.int(), language: z.enum(LANGUAGES), slug: z.string() }),
  'Translation',
  'Another post of the same translation group',
);
