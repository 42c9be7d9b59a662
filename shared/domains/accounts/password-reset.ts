/**
 * Forgotten passwords. `forgot` answers the same for every address; a known, active account gets a
 * single-use token valid 1 hour, bound to its token version. `reset` sets the password, raises the
 * token version (every older login token and refresh family stops working, within the principal
 * cache's 30 s), marks the address verified (the link proved it), spends the token and writes the
 * audit entry, all in one transaction.
 */
import { config } from '#platform/config';
import { hashPassword } from '#platform/auth/passwords';
import { sendMail } from '#platform/mail/mail';
import { findUserByEmail } from '#domains/users/users-repository';
import { checkPassword } from './password-rules';
import { mayMail, reserveAccountAttempt } from './account-throttle';
import { issueAccountToken } from './account-tokens';
import { accountEmail, linkWith, type MailLanguage } from './account-emails';
import { spendAccountToken } from './spend-account-token';

export const FORGOT_MESSAGE = 'If an account has this address, we sent it an email with a link to choose a new password. The link is valid for 1 hour.';

export async function forgotPassword(email: string, address: string, language: MailLanguage): Promise<void> {
  await reserveAccountAttempt('forgot', address, email);
  const user = await findUserByEmail(email);
  if (!user || user.status !== 'active') return;
  if (!(await mayMail(user.email))) return;
  const token = await issueAccountToken('reset', user);
  await sendMail(accountEmail('reset', language, user.email, linkWith(config.resetUrlPattern, token)));
}

export async function resetPassword(token: string, password: string, address: string): Promise<void> {
  // A password changed (or another reset) since the email was sent ends the token.
  await spendAccountToken('reset', token, address, true, async (user) => {
    checkPassword(password, user.email);
    return {
      update: 'SET password_hash = :hash, token_version = :next, updated_at = :now REMOVE email_unverified',
      condition: 'attribute_exists(pk) AND (attribute_not_exists(token_version) OR token_version = :read)',
      values: { ':hash': await hashPassword(password), ':next': user.tokenVersion + 1, ':read': user.tokenVersion },
      audit: { action: 'user.password_reset', after: null },
    };
  });
}
