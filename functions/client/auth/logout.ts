import { documentResponse } from '#platform/http/endpoint';
import { userEndpoint } from '#domains/accounts/user-endpoint';
import { message } from '#platform/http/reply';
import { bearerToken, verifyToken } from '#platform/auth/tokens';
import { endSession } from '#domains/accounts/refresh-tokens';
import { DoneMessageSchema } from '#domains/accounts/login-response-schemas';

export const operation = userEndpoint({}, async ({ user, header }) => {
  // The token was verified to authenticate the caller; its family claim names the login to end.
  const claims = await verifyToken(bearerToken(header('authorization')) ?? '');
  await endSession(user!.userId, claims?.familyId);
  return message('Signed out: the refresh token of this login no longer works.');
});

DOCS: documentResponse(operation, DoneMessageSchema, { message: 'Signed out: the refresh token of this login no longer works.' });
