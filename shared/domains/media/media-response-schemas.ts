/** What the media admin routes answer (documents the routes in OpenAPI; tests check answers with it). */
import * as z from 'zod/mini';
import { described } from '#platform/described';
import { MediaObjectSchema } from '#domains/presentation/client-schemas';

export const UploadTargetSchema = described(
  z.strictObject({
    url: described(z.string(), 'PUT the file bytes here'),
    method: z.literal('PUT'),
    headers: described(z.record(z.string(), z.string()), 'send these headers with the upload (Content-Type)'),
    expires_at: described(z.string(), 'ISO 8601 UTC; the URL stops working then (15 minutes)'),
  }),
  'Where and how to upload the file',
);

/** The media admin routes show every status, and the reason of a refusal. */
export const AdminMediaSchema = described(
  z.extend(MediaObjectSchema, {
    rejection_reason: described(z.nullable(z.string()), 'why the uploaded bytes were refused (status rejected), else null'),
  }),
  'Media object (admin): status processing until the bytes are checked, then active or rejected',
);
export type AdminMediaObject = z.output<typeof AdminMediaSchema>;

export const MediaUploadResultSchema = described(
  z.extend(AdminMediaSchema, { upload: UploadTargetSchema }),
  'Media object with its upload target',
);
