/**
 * A second factor under races: whatever the interleaving, one TOTP code logs in once, one recovery
 * code logs in once, and one mfa_token logs in once. Each attempt comes from its own address, so the
 * login throttle never decides the outcome: only the conditional writes do.
 */
import { Secret } from 'otpauth';
import { useTestTable } from '#test/support/table';
import { hashPassword } from '#platform/auth/passwords';
import { SYSTEM_ACTOR } from '#platform/auth/actor';
import { setClock } from '#platform/clock';
import { insertUser } from '#domains/users/users-repository';
import { login } from '#domains/accounts/login';
import { completeLogin } from '#domains/accounts/login-second-step';
import { enrolTotp } from '#domains/accounts/mfa-enrolment';
import { verifyEnrolment } from '#domains/accounts/mfa-settings';
import { findMfa } from '#domains/accounts/mfa-repository';
import { selfActor } from '#domains/accounts/self-actor';
import { stepAt, totpCode } from '#domains/accounts/totp';

useTestTable();

const PARALLEL = 10;
const PASSWORD = 'a long enough password';
const NOW = 1_900_000_005_000;
let restore: () => void;
beforeEach(() => {
  restore = setClock(() => NOW);
});
afterEach(() => restore());

const addressOf = (index: number) => `198.51.100.${index + 1}`;

async function enrolledUser() {
  const user = await insertUser(
    { email: `racer-${Math.random().toString(36).slice(2)}@example.com`, firstName: 'R', lastName: 'Acer', passwordHash: await hashPassword(PASSWORD), roles: ['user'] },
    new Date(NOW).toISOString(),
    SYSTEM_ACTOR,
  );
  const enrolment = await enrolTotp(user, selfActor(user.id));
  const secret = Secret.fromBase32(enrolment.secret).bytes;
  await verifyEnrolment(user, totpCode(secret, stepAt(NOW / 1000) - 1), '192.0.2.1', selfActor(user.id));
  return { user, secret, recoveryCodes: enrolment.recoveryCodes };
}

async function mfaTokens(email: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let index = 0; index < count; index++) {
    const outcome = await login(email, PASSWORD, addressOf(index));
    if (outcome.kind !== 'second-factor') throw new Error('expected a second step');
    tokens.push(outcome.mfaToken);
  }
  return tokens;
}

const fulfilled = (outcomes: PromiseSettledResult<unknown>[]) => outcomes.filter((outcome) => outcome.status === 'fulfilled').length;

test(`one TOTP code sent with ${PARALLEL} logins at once logs in once`, async () => {
  // Prepare
  const { user, secret } = await enrolledUser();
  const tokens = await mfaTokens(user.email, PARALLEL);
  const code = totpCode(secret, stepAt(NOW / 1000));
  // Act
  const outcomes = await Promise.allSettled(tokens.map((token, index) => completeLogin(token, code, addressOf(index))));
  // Assess
  expect(fulfilled(outcomes)).toBe(1);
  expect(outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => (outcome as PromiseRejectedResult).reason.kind)).toEqual(Array(PARALLEL - 1).fill('invalid_mfa_code'));
  expect((await findMfa(user.id))?.lastStep).toBe(stepAt(NOW / 1000));
});

test(`one recovery code sent with ${PARALLEL} logins at once logs in once and is spent`, async () => {
  // Prepare
  const { user, recoveryCodes } = await enrolledUser();
  const tokens = await mfaTokens(user.email, PARALLEL);
  // Act
  const outcomes = await Promise.allSettled(tokens.map((token, index) => completeLogin(token, recoveryCodes[0]!, addressOf(index))));
  // Assess
  expect(fulfilled(outcomes)).toBe(1);
  expect((await findMfa(user.id))?.recoveryHashes).toHaveLength(9);
});

test(`one mfa_token sent at once with ${PARALLEL} different recovery codes logs in once and spends one code`, async () => {
  // Prepare
  const { user, recoveryCodes } = await enrolledUser();
  const [token] = await mfaTokens(user.email, 1);
  // Act
  const outcomes = await Promise.allSettled(recoveryCodes.map((code, index) => completeLogin(token!, code, addressOf(index))));
  // Assess
  expect(fulfilled(outcomes)).toBe(1);
  expect((await findMfa(user.id))?.recoveryHashes).toHaveLength(9);
});
