/**
 * Second-factor codes are guessed as passwords are: each check reserves a login attempt for the
 * account's email from the caller's address (login-failures.ts, the same counters and policy as
 * passwords), a wrong code leaves it counted, and only a code that is accepted gives it back.
 */
import { LoginThrottled } from '#platform/errors';
import { clearLoginAttempts, reserveLoginAttempt } from './login-failures';

export async function reserveCodeAttempt(email: string, address: string): Promise<void> {
  const reservation = await reserveLoginAttempt(email, address);
  if (!reservation.granted) throw new LoginThrottled(reservation.retryAfterSeconds);
}

export const codeAccepted = (email: string, address: string): Promise<void> => clearLoginAttempts(email, address);
