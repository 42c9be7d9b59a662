/** The admin user as answered (OpenAPI document, contract tests); Lambda bundles leave it out. */
import * as z from 'zod/mini';
import { described } from '#platform/described';
import { ClientUserSchema } from '#domains/presentation/client-schemas';

export const AdminUserSchema = described(
  z.extend(ClientUserSchema, {
    email_public: z.boolean(),
    mfa_enabled: described(z.boolean(), 'two-factor login (TOTP) is on; an administrator resets it with DELETE /api/admin/v3/user/user/{id}/mfa'),
    created_at: described(z.string(), '2024-01-15T10:30:00.000000Z'),
    updated_at: described(z.string(), '2024-01-15T10:30:00.000000Z'),
  }),
  'User (admin): the client user object (2.5) with the real email and mobile; never the password nor the TOTP secret',
);
