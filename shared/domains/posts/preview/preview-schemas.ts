/** The answer of `POST /api/admin/v3/cms/post/{post_id}/preview`, for the OpenAPI document and the contract tests. */
import * as z from 'zod/mini';
import { isoDateTime } from '#platform/schema-kinds';
import { described } from '#platform/described';

export const PreviewSchema = z.strictObject({
  token: described(z.string(), 'Signed token bound to this post; send it as `?preview=` on the client post route.'),
  url: described(z.url(), "The site's preview page for this post (PREVIEW_URL_PATTERN filled)."),
  expires_at: described(isoDateTime(), 'When the token stops opening the post, e.g. 2024-01-15T11:30:00.000000Z'),
});

export const PREVIEW_EXAMPLE = {
  token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0MiIsImF1ZCI6ImNtcy1kcmFmdC1wcmV2aWV3IiwiaWF0IjoxNzA1MzE0NjAwLCJleHAiOjE3MDUzMTUyMDB9.c2lnbmF0dXJl',
  url: 'https://example.com/preview?post=42&token=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0MiIsImF1ZCI6ImNtcy1kcmFmdC1wcmV2aWV3IiwiaWF0IjoxNzA1MzE0NjAwLCJleHAiOjE3MDUzMTUyMDB9.c2lnbmF0dXJl',
  expires_at: '2024-01-15T10:40:00.000000Z',
};
