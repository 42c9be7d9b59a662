/**
 * Self-registration (REGISTRATION=open) and the verification of the address. The answer is the same
 * whether or not the address has an account: a new account gets a verification email, an existing
 * one a "someone tried to register" email (an unverified one a fresh verification email), so only the
 * owner of the inbox learns which. The account has role `user` and cannot log in until verified.
 */
import { config } from '#platform/config';
import { RegistrationClosed } from '#platform/errors';
import { isoNow } from '#platform/time';
import { hashPassword } from '#platform/auth/passwords';
import { sendMail } from '#platform/mail/mail';
import { EmailTaken, findUserByEmail, insertUser } from '#domains/users/users-repository';
import type { User } from '#domains/users/user';
import { checkPassword } from './password-rules';
import { mayMail, reserveAccountAttempt } from './account-throttle';
import { issueAccountToken } from './account-tokens';
import { accountEmail, linkWith, type MailLanguage } from './account-emails';
import { selfActor } from './self-actor';
import { spendAccountToken } from './spend-account-token';

export const REGISTERED_MESSAGE = 'Check your inbox: we sent an email to this address. Follow its link within 24 hours to finish.';

export interface Registration {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

async function sendVerification(user: Pick<User, 'id' | 'email' | 'tokenVersion'>, language: MailLanguage): Promise<void> {
  if (!(await mayMail(user.email))) return;
  const token = await issueAccountToken('verify', user);
  await sendMail(accountEmail('verify', language, user.email, linkWith(config.verifyUrlPattern, token)));
}

async function answerExisting(user: User, language: MailLanguage): Promise<void> {
  if (!user.emailVerified) return sendVerification(user, language);
  if (await mayMail(user.email)) await sendMail(accountEmail('already-registered', language, user.email));
}

export async function register(input: Registration, address: string, language: MailLanguage): Promise<void> {
  if (config.registration !== 'open') throw new RegistrationClosed();
  checkPassword(input.password, input.email);
  await reserveAccountAttempt('register', address, input.email);
  // Hashed whether or not the address is taken: both answers cost the same.
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(input.email);
  if (existing) return answerExisting(existing, language);
  let user: User;
  try {
    user = await insertUser(
      { email: input.email, firstName: input.firstName ?? '', lastName: input.lastName ?? '', passwordHash, roles: ['user'], emailVerified: false },
      isoNow(),
      selfActor,
    );
  } catch (error) {
    if (!(error instanceof EmailTaken)) throw error;
    const winner = await findUserByEmail(input.email);
    if (winner) await answerExisting(winner, language);
    return;
  }
  await sendVerification(user, language);
}

/** Marks the address of the token's account verified; the token is spent in the same transaction. */
export async function verifyEmail(token: string, address: string): Promise<void> {
  await spendAccountToken('verify', token, address, false, (user) => ({
    update: 'REMOVE email_unverified SET updated_at = :now',
    // The account the token was sent to, at the address it was sent to.
    condition: 'attribute_exists(pk) AND email = :email',
    values: { ':email': user.email },
    audit: { action: 'user.email_verify', after: { email: user.email } },
  }));
}
