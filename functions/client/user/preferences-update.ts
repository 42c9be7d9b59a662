import { userEndpoint } from '../../../shared/http/user-endpoint';
import { documentResponse } from '../../../shared/http/endpoint';
import { ok } from '../../../shared/http/reply';
import { PreferencesBody, preferencesShape, updatePreferences } from '../../../shared/users/preferences';
import { PreferencesSchema } from '../../../shared/users/preferences-response-schemas';

export const operation = userEndpoint({ body: PreferencesBody }, async ({ body, user }) =>
  ok(preferencesShape(await updatePreferences(user!.userId, body))),
);

DOCS: documentResponse(operation, PreferencesSchema);
