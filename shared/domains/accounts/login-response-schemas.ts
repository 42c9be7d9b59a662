/** The login answers' `data` (OpenAPI document, contract tests); Lambda bundles leave it out. */
import * as z from 'zod/mini';
import { described } from '#platform/described';

const expiresAt = described(z.string(), 'ISO 8601 with a UTC offset, e.g. 2024-01-15T11:30:00+00:00');

/** A login token: the answer of a login without a second factor, and of the second step. */
export const IssuedTokenSchema = described(
  z.strictObject({
    token: described(z.string(), 'JWT: send it as Authorization: Bearer <token>'),
    expires_at: expiresAt,
    refresh_token: described(z.string(), 'opaque; exchange it at POST /api/client/v3/auth/refresh for a new token before expires_at (valid 30 days, once: each refresh answers the next one)'),
  }),
  'Issued token',
);

/** The answer of register and forgot-password: the same whatever the address (no enumeration). */
export const AcceptedMessageSchema = described(z.strictObject({ message: z.string() }), 'Accepted');

/** The answer of verify-email, reset-password and logout. */
export const DoneMessageSchema = described(z.strictObject({ message: z.string() }), 'Done');

/** A correct password for an account with a second factor (or whose role requires one): no token yet. */
export const MfaRequiredSchema = described(
  z.strictObject({
    mfa_required: z.literal(true),
    mfa_token: described(z.string(), 'send it with a code to POST /api/client/v3/auth/login/mfa; single use, valid 5 minutes'),
    expires_at: described(z.string(), 'when the mfa_token expires (ISO 8601 with a UTC offset)'),
    enrolment_required: described(
      z.boolean(),
      'true: the role requires a second factor and the account has none yet: enrol with POST /api/client/v3/auth/login/mfa/totp {mfa_token}, then send the first code to POST /api/client/v3/auth/login/mfa',
    ),
  }),
  'Second factor required',
);

export const LoginResultSchema = described(z.union([IssuedTokenSchema, MfaRequiredSchema]), 'A token, or the second factor it waits for');
