import { clientPreferencesUpdate } from '../../../infra/routes/client-user';
import { userEndpoint } from '../../../shared/http/user-endpoint';
import { ok } from '../../../shared/http/reply';
import { PreferencesBody, PreferencesSchema, preferencesShape, updatePreferences } from '../../../shared/users/preferences';

export const handler = userEndpoint(clientPreferencesUpdate, { body: PreferencesBody, response: PreferencesSchema }, async ({ body, user }) =>
  ok(preferencesShape(await updatePreferences(user!.userId, body))),
);
