import { documentRequest, documentResponse, endpoint } from '#platform/http/endpoint';
import { message } from '#platform/http/reply';
import { resetPassword } from '#domains/accounts/password-reset';
import { resetPasswordBodyCheck } from '#domains/accounts/account-bodies';
import { DoneMessageSchema } from '#domains/accounts/login-response-schemas';
import { EMAIL_TOKEN_EXAMPLE } from '#domains/accounts/login-examples';

export const operation = endpoint({ body: resetPasswordBodyCheck }, async ({ body, sourceIp }) => {
  await resetPassword(body.token, body.password, sourceIp);
  return message('Your password is changed: log in with the new one. Every earlier session is signed out.');
});

DOCS: documentRequest(operation, { token: EMAIL_TOKEN_EXAMPLE, password: 'another long passphrase 43' });
DOCS: documentResponse(operation, DoneMessageSchema, { message: 'Your password is changed: log in with the new one. Every earlier session is signed out.' });
