/**
 * A login's second step: the `mfa_token` of the first step and a code, a TOTP code or a recovery
 * code (or, for a login that had to enrol, the first code of the new authenticator, which turns it
 * on), for a login token. The token is marked used, and the code spent, in one transaction: two
 * requests with one token or one code cannot both log in. Codes are throttled as passwords are.
 */
import { AccountDisabled, Conflict, InvalidMfaCode, InvalidMfaToken } from '#platform/errors';
import { isoNow } from '#platform/time';
import { ConditionsFailed, transact, type LabelledItem } from '#platform/db/transactions';
import { findUserById } from '#domains/users/users-repository';
import type { User } from '#domains/users/user';
import { consumeChallengeItem, readChallenge, type LoginChallenge } from './login-challenges';
import { codeUseItems, enableItems, findMfa } from './mfa-repository';
import { codeUseOf, totpStepOf } from './mfa-codes';
import { codeAccepted, reserveCodeAttempt } from './code-attempts';
import { selfActor } from './self-actor';
import { startSession, type Session } from './refresh-tokens';
import { BUSINESS_METRICS, countMetric } from '#platform/logs/metrics';

/** The user the challenge was issued to, if nothing that ends a login (password change, ban, deletion) happened since. */
export async function userOfChallenge(challenge: LoginChallenge): Promise<User> {
  const user = await findUserById(challenge.userId, true);
  if (!user || user.tokenVersion !== challenge.tokenVersion) throw new InvalidMfaToken('unknown');
  if (user.status !== 'active') throw new AccountDisabled(user.status);
  return user;
}

/** The writes that accept `code` for this login, or `InvalidMfaCode`. */
async function acceptance(user: User, challenge: LoginChallenge, code: string): Promise<LabelledItem[]> {
  const record = await findMfa(user.id);
  const now = isoNow();
  if (challenge.kind === 'enrol' && record?.state !== 'enabled') {
    if (!record) throw new Conflict('mfa_enrolment_missing', 'Enrol first: POST /api/client/v3/auth/login/mfa/totp with this mfa_token, then send the first code here.');
    const step = await totpStepOf(record, code);
    if (step === undefined) throw new InvalidMfaCode();
    return enableItems(record, step, selfActor(user.id), now);
  }
  // The factor was reset since the password was checked: this login must start again.
  if (record?.state !== 'enabled') throw new InvalidMfaToken('unknown');
  const use = await codeUseOf(record, code);
  if (!use) throw new InvalidMfaCode();
  return codeUseItems(record, use, selfActor(user.id), now);
}

export async function completeLogin(mfaToken: string, code: string, address: string): Promise<Session> {
  const challenge = await readChallenge(mfaToken);
  await reserveCodeAttempt(challenge.email, address);
  const user = await userOfChallenge(challenge);
  const items = await acceptance(user, challenge, code).catch((error: unknown) => {
    // A wrong second factor is a failed login, counted as a wrong password is (login.ts).
    if (error instanceof InvalidMfaCode) countMetric(BUSINESS_METRICS.loginFailures);
    throw error;
  });
  try {
    await transact([consumeChallengeItem(mfaToken), ...items]);
  } catch (error) {
    if (!(error instanceof ConditionsFailed)) throw error;
    // Used or expired in the meantime: say which (readChallenge throws it).
    if (error.labels.has('challenge')) {
      await readChallenge(mfaToken);
      throw new InvalidMfaToken('used');
    }
    throw new InvalidMfaCode();
  }
  await codeAccepted(challenge.email, address);
  return startSession(user);
}
