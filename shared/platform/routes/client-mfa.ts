/** The signed-in user's own second factor (TOTP): state, enrolment, its first code, turning it off. */
import { all, readMfa, readUser, throttledCode, writeMfa } from './access-fragments';
import { route } from './types';

export const clientMfaGet = route({
  id: 'client-user-mfa-get',
  method: 'GET',
  path: '/api/client/v3/user/mfa/totp',
  summary: 'Get my second factor',
  description:
    "The signed-in user's second factor: whether it is on, pending (enrolled, first code not yet given) or off, since when, and how many recovery codes are left.",
  entry: 'functions/client/user/mfa-get.ts',
  audience: 'client-user',
  access: all(readUser, readMfa),
  bench: {},
});

export const clientMfaEnrol = route({
  id: 'client-user-mfa-totp-create',
  method: 'POST',
  path: '/api/client/v3/user/mfa/totp',
  summary: 'Enrol a second factor',
  description:
    'Starts TOTP enrolment (RFC 6238, 6 digits, 30 s): answers the secret, its `otpauth://` URI for an authenticator app, and ten recovery codes, shown this once. The factor is pending until `POST /api/client/v3/user/mfa/totp/verify` gets its first code; enrolling again while pending replaces the pending secret. A user whose factor is on answers 409 `mfa_already_enabled`.',
  entry: 'functions/client/user/mfa-enrol.ts',
  audience: 'client-user',
  capabilities: ['table-write', 'mfa-key'],
  access: all(readUser, readMfa, writeMfa('PutItem')),
  bench: {},
});

export const clientMfaVerify = route({
  id: 'client-user-mfa-verify',
  method: 'POST',
  path: '/api/client/v3/user/mfa/totp/verify',
  summary: 'Turn on my second factor',
  description:
    'The first code of the enrolled authenticator turns the factor on; from then on a login asks for a code after the password. A wrong code answers 401 `invalid_mfa_code`; codes are throttled as passwords are (429 `too_many_attempts`). Nothing pending answers 409.',
  entry: 'functions/client/user/mfa-verify.ts',
  audience: 'client-user',
  capabilities: ['table-write', 'mfa-key'],
  bodyCredentials: ['mfa-code'],
  access: all(readUser, readMfa, throttledCode, writeMfa('UpdateItem')),
  bench: { bearer: '{mfa-reader.token}', body: { code: '{mfa-reader.code}' } },
});

export const clientMfaDisable = route({
  id: 'client-user-mfa-disable',
  method: 'DELETE',
  path: '/api/client/v3/user/mfa/totp',
  summary: 'Turn off my second factor',
  description:
    'Turns the factor off with a current code or a recovery code in the body (a stolen session alone cannot shed it), and deletes its secret and recovery codes. A wrong code answers 401 `invalid_mfa_code`.',
  entry: 'functions/client/user/mfa-disable.ts',
  audience: 'client-user',
  capabilities: ['table-write', 'mfa-key'],
  deleteBody: true,
  bodyCredentials: ['mfa-code'],
  access: all(readUser, readMfa, throttledCode, writeMfa('DeleteItem')),
  bench: { bearer: '{mfa-reader:1.token}', body: { code: '{mfa-reader:1.code}' } },
});

/** The OpenAPI tags of these routes (named after their paths, infra/openapi/operation.ts `tagOf`), described. */
export const TAGS = {
  'client user/mfa':
    "Two-factor login (TOTP) of the signed-in user: enrol an authenticator app, turn it on with its first code, see its state, turn it off with a code. Once on, a login asks for a code after the password (POST /api/client/v3/auth/login/mfa).",
};
