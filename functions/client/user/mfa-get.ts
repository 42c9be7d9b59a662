import { userEndpoint } from '#domains/accounts/user-endpoint';
import { documentResponse } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { getUser } from '#domains/users/manage-users';
import { mfaStatus } from '#domains/accounts/mfa-settings';
import { MfaStatusSchema } from '#domains/accounts/mfa-response-schemas';
import { MFA_STATUS_EXAMPLE } from '#domains/accounts/mfa-examples';

export const operation = userEndpoint({}, async ({ user }) => ok(await mfaStatus(await getUser(user!.userId))));

DOCS: documentResponse(operation, MfaStatusSchema, MFA_STATUS_EXAMPLE);
