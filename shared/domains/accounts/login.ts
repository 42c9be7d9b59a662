/**
 * Use case: exchange an email and password for a signed token, or, for an account with a second
 * factor (or whose role requires one: REQUIRE_MFA_FOR), for an `mfa_token` that the second step
 * (login-second-step.ts) exchanges for the token.
 */
import { AccountDisabled, EmailNotVerified, InvalidCredentials, LoginThrottled } from '#platform/errors';
import { config } from '#platform/config';
import { findUserByEmail, replacePasswordHash } from '#domains/users/users-repository';
import type { User } from '#domains/users/user';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '#platform/auth/passwords';
import { mfaRequiredFor } from '#platform/auth/required-mfa';
import { clearLoginAttempts, releaseAddressAttempt, reserveLoginAttempt } from './login-failures';
import { issueChallenge, type ChallengeKind } from './login-challenges';
import { startSession, type Session } from './refresh-tokens';

export type LoginOutcome =
  | ({ kind: 'token' } & Session)
  | { kind: 'second-factor'; mfaToken: string; expiresAt: Date; enrolmentRequired: boolean };

/** `verify` when the user has a second factor, `enrol` when their role requires one they lack. */
function secondStepOf(user: User): ChallengeKind | undefined {
  if (user.mfaEnabled) return 'verify';
  return mfaRequiredFor(user.roles, config.requireMfaFor) ? 'enrol' : undefined;
}
import { BUSINESS_METRICS, countMetric } from '#platform/logs/metrics';

/** `address` is the client address API Gateway saw (`requestContext.identity.sourceIp`), never a header. */
export async function login(email: string, password: string, address: string): Promise<LoginOutcome> {
  // The attempt is taken before the password is checked: a burst cannot check more than the policy allows.
  const reservation = await reserveLoginAttempt(email, address);
  if (!reservation.granted) throw new LoginThrottled(reservation.retryAfterSeconds);
  const user = await findUserByEmail(email);
  // Unknown emails cost the same hash comparison as known ones: timing says nothing.
  const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !valid) {
    countMetric(BUSINESS_METRICS.loginFailures);
    throw new InvalidCredentials();
  }
  if (user.status !== 'active') throw new AccountDisabled(user.status);
  // Said only to whoever knows the password: it tells nobody else that the address registered.
  if (!user.emailVerified) throw new EmailNotVerified();
  // The only moment the password is known: an older, cheaper hash is stored again at today's cost.
  if (needsRehash(user.passwordHash)) await replacePasswordHash(user.id, user.passwordHash, await hashPassword(password));
  const secondStep = secondStepOf(user);
  if (secondStep) {
    // The pair's attempt stays counted until the second factor is given (login-failures.ts).
    await releaseAddressAttempt(address);
    const { mfaToken, expiresAt } = await issueChallenge(user, secondStep);
    return { kind: 'second-factor', mfaToken, expiresAt, enrolmentRequired: secondStep === 'enrol' };
  }
  await clearLoginAttempts(email, address);
  return { kind: 'token', ...(await startSession(user)) };
}
