/**
 * A signed-in user's own second factor: its state, verifying a pending enrolment (which turns it on),
 * and turning it off with a current code. Codes are checked under the login throttle
 * (code-attempts.ts); a wrong code is a 422 on the `code` field here, not a 401, because the caller
 * is signed in and stays so.
 */
import { Conflict, InvalidBody } from '#platform/errors';
import { config } from '#platform/config';
import { isoNow } from '#platform/time';
import { ConditionsFailed, transact } from '#platform/db/transactions';
import { mfaRequiredFor } from '#platform/auth/required-mfa';
import type { Actor } from '#platform/auth/actor';
import type { User } from '#domains/users/user';
import { enableItems, findMfa, removalItems } from './mfa-repository';
import { codeUseOf, totpStepOf } from './mfa-codes';
import { codeAccepted, reserveCodeAttempt } from './code-attempts';
import { mfaAlreadyEnabled } from './mfa-enrolment';

const wrongCode = () => new InvalidBody({ code: ['The code is incorrect, expired or was already used.'] });
const notEnrolled = () => new Conflict('mfa_not_enrolled', 'There is no enrolment to verify: start one with POST /api/client/v3/user/mfa/totp.');

export interface MfaStatus {
  enabled: boolean;
  enrolment_pending: boolean;
  recovery_codes_left: number;
  /** The user's role requires a second factor (REQUIRE_MFA_FOR): it cannot be turned off. */
  required: boolean;
}

export async function mfaStatus(user: User): Promise<MfaStatus> {
  const record = await findMfa(user.id);
  return {
    enabled: record?.state === 'enabled',
    enrolment_pending: record?.state === 'pending',
    recovery_codes_left: record?.state === 'enabled' ? record.recoveryHashes.length : 0,
    required: mfaRequiredFor(user.roles, config.requireMfaFor),
  };
}

/** The first code from the authenticator app: the pending enrolment becomes the account's second factor. */
export async function verifyEnrolment(user: User, code: string, address: string, actor: Actor): Promise<void> {
  const record = await findMfa(user.id);
  if (!record) throw notEnrolled();
  if (record.state === 'enabled') throw mfaAlreadyEnabled();
  await reserveCodeAttempt(user.email, address);
  const step = await totpStepOf(record, code);
  if (step === undefined) throw wrongCode();
  try {
    await transact(enableItems(record, step, actor, isoNow()));
  } catch (error) {
    // Another enrolment replaced this secret, or the same code was used at the same moment.
    if (error instanceof ConditionsFailed) throw wrongCode();
    throw error;
  }
  await codeAccepted(user.email, address);
}

/** Turns the factor off with a current TOTP code or an unspent recovery code (a lost phone). */
export async function disableTotp(user: User, code: string, address: string, actor: Actor): Promise<void> {
  if (mfaRequiredFor(user.roles, config.requireMfaFor)) {
    throw new Conflict('mfa_required_for_role', 'Your role requires two-factor login: it cannot be turned off. An administrator can reset it if your authenticator is lost.');
  }
  const record = await findMfa(user.id);
  if (record?.state !== 'enabled') throw new Conflict('mfa_not_enabled', 'Two-factor login is not on for this account.');
  await reserveCodeAttempt(user.email, address);
  const use = await codeUseOf(record, code);
  if (!use) throw wrongCode();
  try {
    await transact(removalItems(record, 'user.mfa_disable', actor, isoNow(), use));
  } catch (error) {
    if (error instanceof ConditionsFailed) throw wrongCode();
    throw error;
  }
  await codeAccepted(user.email, address);
}
