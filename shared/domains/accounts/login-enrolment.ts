/**
 * Enrolment during login, for a user whose role requires a second factor (REQUIRE_MFA_FOR) and who
 * has none: the `mfa_token` of an `enrolment_required` answer stands in for a session here and only
 * here; the first code then goes to the second step (login-second-step.ts), which turns the factor on
 * and answers the login token.
 */
import { readChallenge } from './login-challenges';
import { Conflict } from '#platform/errors';
import { enrolTotp, type Enrolment } from './mfa-enrolment';
import { userOfChallenge } from './login-second-step';
import { selfActor } from './self-actor';

export async function enrolAtLogin(mfaToken: string): Promise<Enrolment> {
  const challenge = await readChallenge(mfaToken);
  if (challenge.kind !== 'enrol') {
    throw new Conflict('mfa_already_enabled', 'This account has a second factor already: send its code to POST /api/client/v3/auth/login/mfa.');
  }
  const user = await userOfChallenge(challenge);
  return enrolTotp(user, selfActor(user.id));
}
