/**
 * Enrolling a TOTP authenticator: a new secret and ten recovery codes, shown once in the answer and
 * stored only sealed (the secret) and hashed (the codes), pending until a first code is verified.
 * The same use case serves a signed-in user (POST /api/client/v3/user/mfa/totp) and a login whose
 * role requires a second factor (POST /api/client/v3/auth/login/mfa/totp).
 */
import { Conflict } from '#platform/errors';
import { config } from '#platform/config';
import { isoNow } from '#platform/time';
import { ConditionsFailed, transact } from '#platform/db/transactions';
import type { Actor } from '#platform/auth/actor';
import type { User } from '#domains/users/user';
import { findMfa, pendingEnrolmentItems } from './mfa-repository';
import { base32Of, newTotpSecret, otpauthUrl } from './totp';
import { sealTotpSecret } from './totp-secret-box';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';

export interface Enrolment {
  /** Base32, for typing into an app; never shown again. */
  secret: string;
  otpauthUrl: string;
  recoveryCodes: string[];
}

export const mfaAlreadyEnabled = () =>
  new Conflict('mfa_already_enabled', 'Two-factor login is already on for this account: turn it off with a code first (DELETE /api/client/v3/user/mfa/totp).');

/** What authenticator apps show above the code: the host the API is reached at. */
const issuer = (): string => new URL(config.publicBaseUrl).hostname;

export async function enrolTotp(user: Pick<User, 'id' | 'email'>, actor: Actor): Promise<Enrolment> {
  const current = await findMfa(user.id);
  if (current?.state === 'enabled') throw mfaAlreadyEnabled();
  const secret = newTotpSecret();
  const recoveryCodes = newRecoveryCodes();
  const sealed = await sealTotpSecret(secret, user.id);
  try {
    await transact(pendingEnrolmentItems(user.id, sealed, recoveryCodes.map(recoveryCodeHash), actor, isoNow(), current !== undefined));
  } catch (error) {
    // Only an enabled factor fails the condition: it was turned on since it was read.
    if (error instanceof ConditionsFailed) throw mfaAlreadyEnabled();
    throw error;
  }
  return { secret: base32Of(secret), otpauthUrl: otpauthUrl(secret, user.email, issuer()), recoveryCodes };
}

/** The answer's shape (201 `{secret, otpauth_url, recovery_codes}`). */
export const enrolmentShape = (enrolment: Enrolment) => ({ secret: enrolment.secret, otpauth_url: enrolment.otpauthUrl, recovery_codes: enrolment.recoveryCodes });
