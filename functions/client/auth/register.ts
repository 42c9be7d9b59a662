import { documentRequest, documentResponse, endpoint } from '#platform/http/endpoint';
import { accepted } from '#platform/http/reply';
import { register, REGISTERED_MESSAGE } from '#domains/accounts/registration';
import { RegisterBody } from '#domains/accounts/account-bodies';
import { mailLanguageOf } from '#domains/accounts/account-emails';
import { AcceptedMessageSchema } from '#domains/accounts/login-response-schemas';

export const operation = endpoint({ body: RegisterBody, successStatus: 202 }, async ({ body, sourceIp, header }) => {
  await register({ email: body.email, password: body.password, firstName: body.first_name, lastName: body.last_name }, sourceIp, mailLanguageOf(header('accept-language')));
  return accepted({ message: REGISTERED_MESSAGE });
});

DOCS: documentRequest(operation, { email: 'neda@example.com', password: 'a long and unusual passphrase 42', first_name: 'Neda', last_name: 'Karimi' });
DOCS: documentResponse(operation, AcceptedMessageSchema, { message: 'Check your inbox: we sent an email to this address. Follow its link within 24 hours to finish.' });
