/** Answers of the two-factor routes (OpenAPI document, contract tests); Lambda bundles leave them out. */
import * as z from 'zod/mini';
import { described } from '#platform/described';

export const EnrolmentSchema = described(
  z.strictObject({
    secret: described(z.string(), 'the TOTP secret in base32, to type into an authenticator app; shown only in this answer'),
    otpauth_url: described(z.string(), 'otpauth://totp/... : what the QR code carries (SHA1, 6 digits, 30 seconds)'),
    recovery_codes: described(z.array(z.string()), 'ten single-use codes for a lost phone, shown only in this answer'),
  }),
  'TOTP enrolment: pending until a first code is verified',
);

export const MfaStatusSchema = described(
  z.strictObject({
    enabled: z.boolean(),
    enrolment_pending: described(z.boolean(), 'an enrolment waits for its first code'),
    recovery_codes_left: z.int(),
    required: described(z.boolean(), "the user's role requires a second factor (REQUIRE_MFA_FOR): it cannot be turned off"),
  }),
  'Two-factor login state',
);
