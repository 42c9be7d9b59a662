/** What the media admin routes answer (documents the routes in OpenAPI; tests check answers with it). */
import * as z from 'zod';
import { MediaObjectSchema } from '../presentation/client-schemas';

export const UploadTargetSchema = z
  .strictObject({
    url: z.string().describe('PUT the file bytes here'),
    method: z.literal('PUT'),
    headers: z.record(z.string(), z.string()).describe('send these headers with the upload (Content-Type)'),
    expires_at: z.string().describe('ISO 8601 UTC; the URL stops working then (15 minutes)'),
  })
  .describe('Where and how to upload the file');

export const MediaUploadResultSchema = MediaObjectSchema.extend({ upload: UploadTargetSchema }).describe('Media object with its upload target');
