import { userEndpoint } from '#domains/accounts/user-endpoint';
import { documentResponse } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { ClientUserSchema } from '#domains/presentation/client-schemas';
import { profileShape, readProfile } from '#domains/users/profile';
import { PROFILE_EXAMPLE } from '#domains/users/user-examples';

export const operation = userEndpoint({}, async ({ user }) => ok(await profileShape(await readProfile(user!.userId))));

DOCS: documentResponse(operation, ClientUserSchema, PROFILE_EXAMPLE);
