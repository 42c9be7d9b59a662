import { userEndpoint } from '#domains/accounts/user-endpoint';
import { documentRequest, documentResponse } from '#platform/http/endpoint';
import { message } from '#platform/http/reply';
import { MessageSchema } from '#platform/http/message-schema';
import { getUser } from '#domains/users/manage-users';
import { verifyEnrolment } from '#domains/accounts/mfa-settings';
import { selfActor } from '#domains/accounts/self-actor';
import { codeBodyCheck } from '#domains/accounts/mfa-bodies';

export const operation = userEndpoint({ body: codeBodyCheck }, async ({ body, user, sourceIp }) => {
  await verifyEnrolment(await getUser(user!.userId), body.code, sourceIp, selfActor(user!.userId));
  return message('Two-factor login is on: logins now ask for a code after the password.');
});

DOCS: documentRequest(operation, { code: '492039' });
DOCS: documentResponse(operation, MessageSchema, { message: 'Two-factor login is on: logins now ask for a code after the password.' });
