import { userEndpoint } from '#domains/accounts/user-endpoint';
import { documentResponse } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { ClientUserSchema } from '#domains/presentation/client-schemas';
import { ProfileUpdateBody, profileShape, updateProfile } from '#domains/users/profile';

export const operation = userEndpoint({ body: ProfileUpdateBody }, async ({ body, user }) =>
  ok(await profileShape(await updateProfile(user!.userId, body))),
);

DOCS: documentResponse(operation, ClientUserSchema);
