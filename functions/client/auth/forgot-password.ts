import { documentRequest, documentResponse, endpoint } from '#platform/http/endpoint';
import { accepted } from '#platform/http/reply';
import { forgotPassword, FORGOT_MESSAGE } from '#domains/accounts/password-reset';
import { forgotPasswordBodyCheck } from '#domains/accounts/account-bodies';
import { mailLanguageOf } from '#domains/accounts/account-emails';
import { AcceptedMessageSchema } from '#domains/accounts/login-response-schemas';

export const operation = endpoint({ body: forgotPasswordBodyCheck, successStatus: 202 }, async ({ body, sourceIp, header }) => {
  await forgotPassword(body.email, sourceIp, mailLanguageOf(header('accept-language')));
  return accepted({ message: FORGOT_MESSAGE });
});

DOCS: documentRequest(operation, { email: 'neda@example.com' });
DOCS: documentResponse(operation, AcceptedMessageSchema, { message: 'If an account has this address, we sent it an email with a link to choose a new password. The link is valid for 1 hour.' });
