/** The login answer's `data` (OpenAPI document, contract tests); Lambda bundles leave it out. */
import * as z from 'zod/mini';
import { described } from '#platform/described';

/** The login answer's `data` (OpenAPI document, contract tests). */
export const LoginResultSchema = described(
  z.strictObject({
    token: described(z.string(), 'JWT: send it as Authorization: Bearer <token>'),
    expires_at: described(z.string(), 'ISO 8601 with a UTC offset, e.g. 2024-01-15T11:30:00+00:00'),
  }),
  'Issued token',
);
