import { userEndpoint } from '#domains/accounts/user-endpoint';
import { documentResponse } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { PreferencesBody, preferencesShape, updatePreferences } from '#domains/users/preferences';
import { PreferencesSchema } from '#domains/users/preferences-response-schemas';

export const operation = userEndpoint({ body: PreferencesBody }, async ({ body, user }) =>
  ok(preferencesShape(await updatePreferences(user!.userId, body))),
);

DOCS: documentResponse(operation, PreferencesSchema);
