/** Bodies and queries of the media admin routes. */
import * as z from 'zod';
import { PageQuery } from '../http/pagination';
import { ALLOWED_MEDIA_TYPES, MAX_MEDIA_BYTES } from './media';

const dimension = (name: string) =>
  z
    .number({ error: `${name} must be an integer.` })
    .int(`${name} must be an integer.`)
    .min(1, `${name} must be at least 1.`)
    .max(100_000, `${name} may not be greater than 100000.`);

const title = z.string({ error: 'title must be a string.' }).trim().max(255, 'title may not be longer than 255 characters.').nullable();
const collectionName = z
  .string({ error: 'collection_name must be a string.' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'collection_name may contain only letters, digits, dashes and underscores (at most 64).');
// Milliseconds at most: DynamoDB refuses numbers below 1e-130 (a 500 the fuzz tests found with 6e-228).
const duration = z
  .number({ error: 'duration must be a number of seconds.' })
  .min(0, 'duration must be at least 0.')
  .max(86_400 * 7, 'duration is too long.')
  .transform((seconds) => Math.round(seconds * 1000) / 1000);

export const MediaCreateBody = z.strictObject({
  file_name: z
    .string({ error: 'file_name is required.' })
    .trim()
    .min(1, 'file_name is required.')
    .max(255, 'file_name may not be longer than 255 characters.'),
  mime_type: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(ALLOWED_MEDIA_TYPES, { error: `mime_type must be one of: ${ALLOWED_MEDIA_TYPES.join(', ')}.` }),
  ),
  size_bytes: z
    .number({ error: 'size_bytes must be an integer.' })
    .int('size_bytes must be an integer.')
    .min(1, 'size_bytes must be at least 1.')
    .max(MAX_MEDIA_BYTES, `The file may not be greater than ${MAX_MEDIA_BYTES / 1024 / 1024} MB.`),
  title: title.optional(),
  collection_name: collectionName.optional(),
  width: dimension('width').nullable().optional(),
  height: dimension('height').nullable().optional(),
  duration: duration.nullable().optional(),
});

/** What an upload cannot change (name, type, size were signed into the URL) is not accepted here. */
export const MediaUpdateBody = z.strictObject({
  title: title.optional(),
  collection_name: collectionName.optional(),
  width: dimension('width').nullable().optional(),
  height: dimension('height').nullable().optional(),
  duration: duration.nullable().optional(),
});

const order = z.enum(['asc', 'desc'], { error: 'order must be asc or desc.' });

export const MediaListQuery = PageQuery.extend({
  cursor: z.string().max(200).optional(),
  sort: z.enum(['id', 'created_at'], { error: 'sort must be id or created_at.' }).optional(),
  orderBy: z.enum(['id', 'created_at'], { error: 'orderBy must be id or created_at.' }).optional(),
  order: order.optional(),
  sortedBy: order.optional(),
});
