/**
 * Whether a code opens a user's second factor, decided without writing: the write that follows makes
 * the use final under a condition (mfa-repository.ts), so two requests with one code cannot both pass.
 */
import { clock } from '#platform/clock';
import { matchingStep } from './totp';
import { openTotpSecret } from './totp-secret-box';
import { looksLikeRecoveryCode, recoveryCodeHash } from './recovery-codes';
import type { CodeUse, MfaRecord } from './mfa-repository';

/** The step a TOTP code matches, if it is newer than the last step accepted for this user. */
export async function totpStepOf(record: MfaRecord, code: string): Promise<number | undefined> {
  if (record.sealedSecret === null) return undefined;
  const step = matchingStep(await openTotpSecret(record.sealedSecret, record.userId), code, clock.nowSeconds());
  if (step === undefined || (record.lastStep !== null && step <= record.lastStep)) return undefined;
  return step;
}

/** A TOTP code or an unspent recovery code of an enabled factor, as the use it would be; undefined when it is neither. */
export async function codeUseOf(record: MfaRecord, code: string): Promise<CodeUse | undefined> {
  if (record.state !== 'enabled') return undefined;
  if (looksLikeRecoveryCode(code)) {
    const hash = recoveryCodeHash(code);
    return record.recoveryHashes.includes(hash) ? { kind: 'recovery', hash } : undefined;
  }
  const step = await totpStepOf(record, code);
  return step === undefined ? undefined : { kind: 'totp', step };
}
