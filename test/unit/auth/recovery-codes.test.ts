import { looksLikeRecoveryCode, newRecoveryCodes, recoveryCodeHash, RECOVERY_CODE_COUNT } from '#domains/accounts/recovery-codes';

describe('recovery codes', () => {
  test('ten distinct codes of 16 Crockford base32 characters in groups of four', () => {
    // Act
    const codes = newRecoveryCodes();
    // Assess
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) {
      expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);
      expect(looksLikeRecoveryCode(code)).toBe(true);
    }
  });

  test('the hash reads a code typed in capitals, without dashes, or with look-alike letters as the same code', () => {
    // Prepare
    const code = 'ab01-cdef-gh1k-mn0p';
    // Act + Assess
    const hash = recoveryCodeHash(code);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(recoveryCodeHash('AB01CDEFGH1KMN0P')).toBe(hash);
    expect(recoveryCodeHash('abo1-cdef-ghik-mnop')).toBe(hash);
    expect(recoveryCodeHash(' ab01 cdef GHlK mn0p ')).toBe(hash);
    expect(recoveryCodeHash('ab01-cdef-gh1k-mn0q')).not.toBe(hash);
  });

  test('six-digit codes and short strings are not recovery codes', () => {
    // Act + Assess
    for (const text of ['123456', 'abcd-efgh', '', 'abcd-efgh-jkmn-pqrs-t']) expect(looksLikeRecoveryCode(text)).toBe(false);
  });
});
