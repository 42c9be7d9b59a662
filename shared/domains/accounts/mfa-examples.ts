/** Realistic answers of the two-factor routes, for the OpenAPI document's examples (named in `DOCS:` statements, which Lambda bundles drop). */
export const ENROLMENT_EXAMPLE = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/cms.example.com:maryam%40example.com?issuer=cms.example.com&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
  recovery_codes: ['gp1x-f3a7-qyfr-6f0d', 'thbr-a48w-8800-ddaa', 'jmcd-bcrk-1qta-9g4n', 'k0n4-kpky-mbyy-b3g1', 'ps1t-qr0w-2bc7-fxpp', 'gx6q-j2v5-dnq9-nh5k', 'mkb5-9kya-35s2-fpgx', 't932-znd8-8t6a-vq93', 'tj9x-axzm-yhjy-s97r', 'bznb-5zhq-4p2k-qhzg'],
};

export const MFA_STATUS_EXAMPLE = { enabled: true, enrolment_pending: false, recovery_codes_left: 9, required: false };

/** An mfa_token as the first step of a login answers it (32 random bytes, base64url). */
export const MFA_TOKEN_EXAMPLE = 'r8Qm2VfX0k4nB7sYwL1pZc9HdT3uJe6GaK5oNxPq-Ey';
