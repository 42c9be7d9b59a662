import { randomUUID } from 'node:crypto';
import { useTestTable } from '#test/support/table';
import { InvalidBody } from '#platform/errors';
import { createCategory } from '#domains/taxonomy/manage-categories';
import {
  DEFAULT_PREFERENCES,
  PreferencesBody,
  canonicalTimeZone,
  preferencesShape,
  readPreferences,
  updatePreferences,
} from '#domains/users/preferences';
import { aUser } from '../comments/fixtures';

useTestTable();

const aCategory = async () => (await createCategory({ nameEn: `Cat ${randomUUID().slice(0, 6)}` })).category;

describe('user preferences', () => {
  test('a user who never changed anything reads the defaults', async () => {
    // Prepare
    const user = await aUser();
    // Act
    const preferences = await readPreferences(user.id);
    // Assess
    expect(preferencesShape(preferences)).toEqual({
      language: 'fa',
      timezone: 'Asia/Tehran',
      theme: 'system',
      email_notifications: true,
      favourite_category_ids: [],
    });
    expect(preferences).toEqual(DEFAULT_PREFERENCES);
  });

  test('an update changes only the fields sent and is read back', async () => {
    // Prepare
    const user = await aUser();
    const [a, b] = [await aCategory(), await aCategory()];
    await updatePreferences(user.id, PreferencesBody.parse({ theme: 'dark' }));
    // Act
    const updated = await updatePreferences(user.id, PreferencesBody.parse({ language: 'en', favourite_category_ids: [b.id, a.id] }));
    // Assess
    expect(updated).toEqual({ language: 'en', timezone: 'Asia/Tehran', theme: 'dark', emailNotifications: true, favouriteCategoryIds: [b.id, a.id] });
    expect(await readPreferences(user.id)).toEqual(updated);
  });

  test('concurrent updates of different fields all stay', async () => {
    // Prepare
    const user = await aUser();
    // Act
    await Promise.all([
      updatePreferences(user.id, { language: 'ar' }),
      updatePreferences(user.id, { theme: 'light' }),
      updatePreferences(user.id, { email_notifications: false }),
      updatePreferences(user.id, { timezone: 'Europe/Berlin' }),
    ]);
    // Assess
    expect(await readPreferences(user.id)).toEqual({ language: 'ar', timezone: 'Europe/Berlin', theme: 'light', emailNotifications: false, favouriteCategoryIds: [] });
  });

  test('categories that do not exist are refused and nothing changes', async () => {
    // Prepare
    const user = await aUser();
    const real = await aCategory();
    // Act
    const attempt = updatePreferences(user.id, { theme: 'dark', favourite_category_ids: [real.id, 999_001, 999_002] });
    // Assess
    await expect(attempt).rejects.toBeInstanceOf(InvalidBody);
    await expect(attempt).rejects.toMatchObject({ errors: { favourite_category_ids: [expect.stringContaining('999001, 999002')] } });
    expect(await readPreferences(user.id)).toEqual(DEFAULT_PREFERENCES);
  });

  test('the body schema refuses unknown languages, themes, zones, duplicate or too many ids and unknown fields', () => {
    const invalid = [
      { language: 'de' },
      { theme: 'blue' },
      { timezone: 'Mars/Olympus' },
      { timezone: '+03:30' },
      { email_notifications: 'yes' },
      { favourite_category_ids: [1, 1] },
      { favourite_category_ids: [0] },
      { favourite_category_ids: [1.5] },
      { favourite_category_ids: Array.from({ length: 51 }, (_, i) => i + 1) },
      { colour: 'red' },
    ];
    for (const body of invalid) expect({ body, ok: PreferencesBody.safeParse(body).success }).toEqual({ body, ok: false });
  });

  test('time zones are checked with Intl and stored under their canonical name', () => {
    expect(canonicalTimeZone('asia/tehran')).toBe('Asia/Tehran');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
    expect(canonicalTimeZone('Nowhere/City')).toBeUndefined();
    expect(PreferencesBody.parse({ timezone: 'europe/london' })).toEqual({ timezone: 'Europe/London' });
  });
});
