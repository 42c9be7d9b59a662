import { clientPreferencesUpdate } from '../../../infra/routes/client-user';
import { endpoint } from '../../../shared/http/endpoint';
import { ok } from '../../../shared/http/reply';
import { PreferencesBody, PreferencesSchema, preferencesShape, updatePreferences } from '../../../shared/users/preferences';

export const handler = endpoint(clientPreferencesUpdate, { body: PreferencesBody, response: PreferencesSchema }, async ({ body, user }) =>
  ok(preferencesShape(await updatePreferences(user!.userId, body))),
);
