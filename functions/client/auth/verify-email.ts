import { documentRequest, documentResponse, endpoint } from '#platform/http/endpoint';
import { message } from '#platform/http/reply';
import { verifyEmail } from '#domains/accounts/registration';
import { verifyEmailBodyCheck } from '#domains/accounts/account-bodies';
import { DoneMessageSchema } from '#domains/accounts/login-response-schemas';
import { EMAIL_TOKEN_EXAMPLE } from '#domains/accounts/login-examples';

export const operation = endpoint({ body: verifyEmailBodyCheck }, async ({ body, sourceIp }) => {
  await verifyEmail(body.token, sourceIp);
  return message('Your email address is verified: you can log in.');
});

DOCS: documentRequest(operation, { token: EMAIL_TOKEN_EXAMPLE });
DOCS: documentResponse(operation, DoneMessageSchema, { message: 'Your email address is verified: you can log in.' });
