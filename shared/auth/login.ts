/** Use case: exchange an email and password for a signed token. */
import { AccountDisabled, InvalidCredentials, LoginThrottled } from '../errors';
import { findUserByEmail } from '../users/users-repository';
import { decoyHash, verifyPassword } from './passwords';
import { issueToken, type IssuedToken } from './tokens';
import { clearLoginFailures, loginDelaySeconds, recordLoginFailure } from './login-failures';

export async function login(email: string, password: string): Promise<IssuedToken> {
  const wait = await loginDelaySeconds(email);
  if (wait > 0) throw new LoginThrottled(wait);
  const user = await findUserByEmail(email);
  // Unknown emails cost the same hash comparison as known ones: timing says nothing.
  const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !valid) {
    await recordLoginFailure(email);
    throw new InvalidCredentials();
  }
  if (user.status !== 'active') throw new AccountDisabled(user.status);
  if (wait === 0) await clearLoginFailures(email);
  return issueToken({ userId: user.id, tokenVersion: user.tokenVersion });
}
