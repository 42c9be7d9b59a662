import { userEndpoint } from '#domains/accounts/user-endpoint';
import { documentRequest, documentResponse } from '#platform/http/endpoint';
import { message } from '#platform/http/reply';
import { MessageSchema } from '#platform/http/message-schema';
import { getUser } from '#domains/users/manage-users';
import { disableTotp } from '#domains/accounts/mfa-settings';
import { selfActor } from '#domains/accounts/self-actor';
import { codeBodyCheck } from '#domains/accounts/mfa-bodies';

export const operation = userEndpoint({ body: codeBodyCheck }, async ({ body, user, sourceIp }) => {
  await disableTotp(await getUser(user!.userId), body.code, sourceIp, selfActor(user!.userId));
  return message('Two-factor login is off: the password alone logs in again.');
});

DOCS: documentRequest(operation, { code: 'k7m2-p9qx-4hvd-a3bn' });
DOCS: documentResponse(operation, MessageSchema, { message: 'Two-factor login is off: the password alone logs in again.' });
