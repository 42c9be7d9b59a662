import { userEndpoint } from '../../../shared/http/user-endpoint';
import { documentResponse } from '../../../shared/http/endpoint';
import { ok } from '../../../shared/http/reply';
import { ClientUserSchema } from '../../../shared/presentation/client-schemas';
import { ProfileUpdateBody, profileShape, updateProfile } from '../../../shared/users/profile';

export const operation = userEndpoint({ body: ProfileUpdateBody }, async ({ body, user }) =>
  ok(await profileShape(await updateProfile(user!.userId, body))),
);

DOCS: documentResponse(operation, ClientUserSchema);
