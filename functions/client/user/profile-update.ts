import { userEndpoint } from '#domains/accounts/user-endpoint';
import { documentRequest, documentResponse } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { ClientUserSchema } from '#domains/presentation/client-schemas';
import { ProfileUpdateBody, profileShape, updateProfile } from '#domains/users/profile';
import { PROFILE_EXAMPLE } from '#domains/users/user-examples';

export const operation = userEndpoint({ body: ProfileUpdateBody }, async ({ body, user }) =>
  ok(await profileShape(await updateProfile(user!.userId, body))),
);

DOCS: documentRequest(operation, { first_name: 'Neda', last_name: 'Moradi' });
DOCS: documentResponse(operation, ClientUserSchema, PROFILE_EXAMPLE);
