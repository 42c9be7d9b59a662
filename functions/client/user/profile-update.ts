import { clientProfileUpdate } from '../../../infra/routes/client-user';
import { endpoint } from '../../../shared/http/endpoint';
import { ok } from '../../../shared/http/reply';
import { ClientUserSchema } from '../../../shared/presentation/client-schemas';
import { ProfileUpdateBody, profileShape, updateProfile } from '../../../shared/users/profile';

export const handler = endpoint(clientProfileUpdate, { body: ProfileUpdateBody, response: ClientUserSchema }, async ({ body, user }) =>
  ok(await profileShape(await updateProfile(user!.userId, body))),
);
