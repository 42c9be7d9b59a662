/** Bodies and queries of the media admin routes. */
import * as z from 'zod/mini';
import { PageQuery } from '#platform/http/pagination';
import { ALLOWED_MEDIA_TYPES, MAX_MEDIA_BYTES } from './media';

const dimension = (name: string) =>
  z
    .number({ error: `${name} must be an integer.` })
    .check(
      z.int(`${name} must be an integer.`),
      z.gte(1, `${name} must be at least 1.`),
      z.lte(100_000, `${name} may not be greater than 100000.`),
    );

// Field rules are functions, called by the one body a bundle builds: a module-level schema would be
// built at every cold start of each route importing this module (the list built both bodies' rules).
const title = () =>
  z.nullable(
    z.string({ error: 'title must be a string.' }).check(z.trim(), z.maxLength(255, 'title may not be longer than 255 characters.')),
  );
const collectionName = () =>
  z
    .string({ error: 'collection_name must be a string.' })
    .check(
      z.trim(),
      z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'collection_name may contain only letters, digits, dashes and underscores (at most 64).'),
    );
// Milliseconds at most: DynamoDB refuses numbers below 1e-130 (a 500 the fuzz tests found with 6e-228).
const duration = () =>
  z.pipe(
    z
      .number({ error: 'duration must be a number of seconds.' })
      .check(z.gte(0, 'duration must be at least 0.'), z.lte(86_400 * 7, 'duration is too long.')),
    z.transform((seconds) => Math.round(seconds * 1000) / 1000),
  );

export const MediaCreateBody = /* @__PURE__ */ (() => z.strictObject({
  file_name: z
    .string({ error: 'file_name is required.' })
    .check(z.trim(), z.minLength(1, 'file_name is required.'), z.maxLength(255, 'file_name may not be longer than 255 characters.')),
  mime_type: z.pipe(
    z.transform((value) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
    z.enum(ALLOWED_MEDIA_TYPES, { error: `mime_type must be one of: ${ALLOWED_MEDIA_TYPES.join(', ')}.` }),
  ),
  size_bytes: z
    .number({ error: 'size_bytes must be an integer.' })
    .check(
      z.int('size_bytes must be an integer.'),
      z.gte(1, 'size_bytes must be at least 1.'),
      z.lte(MAX_MEDIA_BYTES, `The file may not be greater than ${MAX_MEDIA_BYTES / 1024 / 1024} MB.`),
    ),
  title: z.optional(title()),
  collection_name: z.optional(collectionName()),
  width: z.optional(z.nullable(dimension('width'))),
  height: z.optional(z.nullable(dimension('height'))),
  duration: z.optional(z.nullable(duration())),
}))();

/** What an upload cannot change (name, type, size were signed into the URL) is not accepted here. */
export const MediaUpdateBody = /* @__PURE__ */ (() => z.strictObject({
  title: z.optional(title()),
  collection_name: z.optional(collectionName()),
  width: z.optional(z.nullable(dimension('width'))),
  height: z.optional(z.nullable(dimension('height'))),
  duration: z.optional(z.nullable(duration())),
}))();

export const MediaListQuery = /* @__PURE__ */ (() => {
  const order = z.enum(['asc', 'desc'], { error: 'order must be asc or desc.' });
  return z.extend(PageQuery, {
    cursor: z.optional(z.string().check(z.maxLength(200))),
    sort: z.optional(z.enum(['id', 'created_at'], { error: 'sort must be id or created_at.' })),
    orderBy: z.optional(z.enum(['id', 'created_at'], { error: 'orderBy must be id or created_at.' })),
    order: z.optional(order),
    sortedBy: z.optional(order),
  });
})();
