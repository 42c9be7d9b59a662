import { userEndpoint } from '#domains/accounts/user-endpoint';
import { documentRequest, documentResponse } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { PreferencesBody, preferencesShape, updatePreferences } from '#domains/users/preferences';
import { PreferencesSchema } from '#domains/users/preferences-response-schemas';
import { PREFERENCES_EXAMPLE } from '#domains/users/user-examples';

export const operation = userEndpoint({ body: PreferencesBody }, async ({ body, user }) =>
  ok(preferencesShape(await updatePreferences(user!.userId, body))),
);

DOCS: documentRequest(operation, { theme: 'dark', favourite_category_ids: [2, 4] });
DOCS: documentResponse(operation, PreferencesSchema, PREFERENCES_EXAMPLE);
