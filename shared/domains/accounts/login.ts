/** Use case: exchange an email and password for a signed token. */
import { AccountDisabled, InvalidCredentials, LoginThrottled } from '#platform/errors';
import { findUserByEmail, replacePasswordHash } from '#domains/users/users-repository';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '#platform/auth/passwords';
import { issueToken, type IssuedToken } from '#platform/auth/tokens';
import { clearLoginAttempts, reserveLoginAttempt } from './login-failures';
import { BUSINESS_METRICS, countMetric } from '#platform/logs/metrics';

/** `address` is the client address API Gateway saw (`requestContext.identity.sourceIp`), never a header. */
export async function login(email: string, password: string, address: string): Promise<IssuedToken> {
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
  await clearLoginAttempts(email, address);
  // The only moment the password is known: an older, cheaper hash is stored again at today's cost.
  if (needsRehash(user.passwordHash)) await replacePasswordHash(user.id, user.passwordHash, await hashPassword(password));
  return issueToken({ userId: user.id, tokenVersion: user.tokenVersion });
}
