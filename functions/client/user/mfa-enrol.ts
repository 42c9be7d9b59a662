import { userEndpoint } from '#domains/accounts/user-endpoint';
import { documentResponse } from '#platform/http/endpoint';
import { created } from '#platform/http/reply';
import { getUser } from '#domains/users/manage-users';
import { enrolTotp, enrolmentShape } from '#domains/accounts/mfa-enrolment';
import { selfActor } from '#domains/accounts/self-actor';
import { EnrolmentSchema } from '#domains/accounts/mfa-response-schemas';
import { ENROLMENT_EXAMPLE } from '#domains/accounts/mfa-examples';

export const operation = userEndpoint({}, async ({ user }) =>
  created(enrolmentShape(await enrolTotp(await getUser(user!.userId), selfActor(user!.userId)))),
);

DOCS: documentResponse(operation, EnrolmentSchema, ENROLMENT_EXAMPLE);
