/** TOTP as RFC 6238 defines it, held to the RFC's own test vectors (Appendix B, SHA-1). */
import { Secret, TOTP } from 'otpauth';
import { base32Of, matchingStep, otpauthUrl, stepAt, totpCode } from '#domains/accounts/totp';

/** The RFC's SHA-1 seed: the ASCII string "12345678901234567890". */
const RFC_SECRET = new TextEncoder().encode('12345678901234567890');
/** Appendix B: time (seconds) → 8-digit TOTP with SHA-1. */
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('RFC 6238 test vectors', () => {
  test.each(RFC_VECTORS)('at %i s the library computes the RFC\'s 8-digit code %s', (seconds, code) => {
    // Act
    const computed = TOTP.generate({ secret: Secret.fromLatin1('12345678901234567890'), algorithm: 'SHA1', digits: 8, period: 30, timestamp: seconds * 1000 });
    // Assess
    expect(computed).toBe(code);
  });

  test.each(RFC_VECTORS)('at %i s the service\'s 6-digit code is the RFC code\'s last six digits (%s)', (seconds, code) => {
    // Act: a code is the truncated HMAC modulo 10^digits, so 6 digits are the last 6 of 8
    const computed = totpCode(RFC_SECRET, stepAt(seconds));
    // Assess
    expect(computed).toBe(code.slice(-6));
    expect(matchingStep(RFC_SECRET, code.slice(-6), seconds)).toBe(stepAt(seconds));
  });
});

describe('accepting a code', () => {
  const now = 1_700_000_015; // in the middle of a step
  const step = stepAt(now);

  test('the codes of the step before, the current one and the step after are accepted, each as its own step', () => {
    // Act + Assess
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, step - 1), now)).toBe(step - 1);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, step), now)).toBe(step);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, step + 1), now)).toBe(step + 1);
  });

  test('codes two steps away, another secret\'s code and malformed codes are refused', () => {
    // Prepare
    const other = new TextEncoder().encode('another secret of 20');
    // Act + Assess
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, step - 2), now)).toBeUndefined();
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, step + 2), now)).toBeUndefined();
    expect(matchingStep(RFC_SECRET, totpCode(other, step), now)).toBeUndefined();
    for (const code of ['', '12345', '1234567', 'abcdef', '12 34 5x']) expect(matchingStep(RFC_SECRET, code, now)).toBeUndefined();
  });

  test('a code typed with a space, as apps show it, is the same code', () => {
    // Prepare
    const code = totpCode(RFC_SECRET, step);
    // Act + Assess
    expect(matchingStep(RFC_SECRET, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(step);
  });
});

describe('the enrolment URL', () => {
  test('names SHA1, 6 digits, 30 seconds, the issuer and the account, and carries the base32 secret', () => {
    // Act
    const url = new URL(otpauthUrl(RFC_SECRET, 'sara@example.com', 'cms.example.com'));
    // Assess
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/cms.example.com:sara@example.com');
    expect(Object.fromEntries(url.searchParams)).toEqual({ secret: base32Of(RFC_SECRET), issuer: 'cms.example.com', algorithm: 'SHA1', digits: '6', period: '30' });
    expect(base32Of(RFC_SECRET)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });
});
