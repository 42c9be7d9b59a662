/**
 * A user's own settings (`GET`/`PUT /api/client/v3/user/preferences`): one item `USER#<id>` /
 * `PREFERENCES` beside the user. Nothing is stored until the first change; reads fill in defaults.
 * An update SETs only the attributes sent, so two concurrent updates of different fields both stay.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { withJsonSchema } from '#platform/described';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import { bool, numList, optStr, type Item } from '#platform/db/attributes';
import { InvalidBody } from '#platform/errors';
import { isoNow } from '#platform/time';
import { findCategoryById } from '#domains/taxonomy/categories-repository';

export const LANGUAGES = ['fa', 'en', 'ar'] as const;
export const THEMES = ['light', 'dark', 'system'] as const;
export const MAX_FAVOURITE_CATEGORIES = 50;

export type Language = (typeof LANGUAGES)[number];
export type Theme = (typeof THEMES)[number];

export interface Preferences {
  language: Language;
  timezone: string;
  theme: Theme;
  emailNotifications: boolean;
  favouriteCategoryIds: number[];
}

export const DEFAULT_PREFERENCES: Readonly<Preferences> = Object.freeze({
  language: 'fa',
  timezone: 'Asia/Tehran',
  theme: 'system',
  emailNotifications: true,
  favouriteCategoryIds: [],
});

let zoneSpellings: Map<string, string> | undefined;

/**
 * The IANA name of a zone Intl knows, in its usual spelling (`asia/tehran` -> `Asia/Tehran`), else
 * undefined. A valid name is kept as named, not replaced by ICU's canonical link
 * (`America/Argentina/Buenos_Aires` stays).
 */
/** Region/City names only: Intl would also take offsets such as "+03:30", which are not zones. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

export function canonicalTimeZone(name: string): string | undefined {
  if (!ZONE_NAME.test(name)) return undefined;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
  zoneSpellings ??= new Map(Intl.supportedValuesOf('timeZone').map((zone) => [zone.toLowerCase(), zone]));
  const lower = name.toLowerCase();
  if (resolved.toLowerCase() === lower) return resolved;
  return zoneSpellings.get(lower) ?? name;
}

const oneOf = <const V extends readonly [string, ...string[]]>(values: V, field: string) =>
  z.enum(values, { error: `The ${field} must be one of: ${values.join(', ')}.` });

// Built in a call annotated pure: the preferences read imports this module for its shape, not the body.
export const PreferencesBody = /* @__PURE__ */ (() => z.strictObject({
  language: z.optional(oneOf(LANGUAGES, 'language')),
  timezone: z.optional(
    withJsonSchema(z.pipe(
      z.string({ error: 'The timezone must be a string.' }).check(z.trim(), z.maxLength(64, 'The timezone is too long.')),
      z.transform((name, context) => {
        const zone = canonicalTimeZone(name);
        if (!zone)
          context.issues.push({ code: 'custom', message: 'The timezone must be a valid IANA time zone, e.g. Asia/Tehran.', input: name });
        return zone ?? name;
      }),
    ), {
      // Trimmed before the check; which names exist is Intl's list (the document cannot carry it).
      pattern: `^\\s*${ZONE_NAME.source.slice(1, -1)}\\s*$`,
      description: 'An IANA time zone name that Intl knows, e.g. Asia/Tehran (not an offset).',
    }),
  ),
  theme: z.optional(oneOf(THEMES, 'theme')),
  email_notifications: z.optional(z.boolean({ error: 'The email_notifications field must be true or false.' })),
  favourite_category_ids: z.optional(
    z
      .array(
        z
          .int({ error: 'Each category id must be an integer.' })
          .check(z.positive('Each category id must be a positive integer.'), z.lte(Number.MAX_SAFE_INTEGER)),
        {
          error: 'The favourite_category_ids field must be an array of category ids.',
        },
      )
      .check(
        z.maxLength(MAX_FAVOURITE_CATEGORIES, `At most ${MAX_FAVOURITE_CATEGORIES} favourite categories.`),
        z.refine((ids) => new Set(ids).size === ids.length, 'The category ids must be unique.'),
      ),
  ),
}))();

export type PreferencesChanges = z.output<typeof PreferencesBody>;

/** The client shape: snake_case, every field present. */
export function preferencesShape(preferences: Preferences) {
  return {
    language: preferences.language,
    timezone: preferences.timezone,
    theme: preferences.theme,
    email_notifications: preferences.emailNotifications,
    favourite_category_ids: preferences.favouriteCategoryIds,
  };
}

const pick = <V extends string>(values: readonly V[], value: string | null, fallback: V): V =>
  value !== null && (values as readonly string[]).includes(value) ? (value as V) : fallback;

function toPreferences(item: Item | undefined): Preferences {
  if (!item) return { ...DEFAULT_PREFERENCES, favouriteCategoryIds: [] };
  return {
    language: pick(LANGUAGES, optStr(item, 'language'), DEFAULT_PREFERENCES.language),
    timezone: optStr(item, 'timezone') ?? DEFAULT_PREFERENCES.timezone,
    theme: pick(THEMES, optStr(item, 'theme'), DEFAULT_PREFERENCES.theme),
    emailNotifications: bool(item, 'email_notifications', DEFAULT_PREFERENCES.emailNotifications),
    favouriteCategoryIds: item.favourite_category_ids === undefined ? [] : numList(item, 'favourite_category_ids'),
  };
}

export async function readPreferences(userId: number): Promise<Preferences> {
  const output = await db.send(new GetCommand({ TableName: tableName(), Key: keys.userPreferences(userId), ConsistentRead: true }));
  return toPreferences(output.Item);
}

async function requireCategoriesExist(ids: readonly number[]): Promise<void> {
  const found = await Promise.all(ids.map(async (id) => ((await findCategoryById(id)) ? undefined : id)));
  const missing = found.filter((id): id is number => id !== undefined);
  if (missing.length > 0) {
    throw new InvalidBody({ favourite_category_ids: [`These categories do not exist: ${missing.join(', ')}.`] });
  }
}

const ATTRIBUTE_OF: Record<keyof PreferencesChanges, string> = {
  language: 'language',
  timezone: 'timezone',
  theme: 'theme',
  email_notifications: 'email_notifications',
  favourite_category_ids: 'favourite_category_ids',
};

/** Changes only the fields sent; answers the preferences as they are after the write. */
export async function updatePreferences(userId: number, changes: PreferencesChanges): Promise<Preferences> {
  if (changes.favourite_category_ids?.length) await requireCategoriesExist(changes.favourite_category_ids);
  const names: Record<string, string> = { '#entity': 'entity', '#user_id': 'user_id', '#updated_at': 'updated_at' };
  const values: Record<string, unknown> = { ':entity': 'user_preferences', ':user_id': userId, ':updated_at': isoNow() };
  const sets = ['#entity = :entity', '#user_id = :user_id', '#updated_at = :updated_at'];
  for (const field of Object.keys(ATTRIBUTE_OF) as (keyof PreferencesChanges)[]) {
    const value = changes[field];
    if (value === undefined) continue;
    names[`#${field}`] = ATTRIBUTE_OF[field];
    values[`:${field}`] = value;
    sets.push(`#${field} = :${field}`);
  }
  const output = await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.userPreferences(userId),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ReturnValues: 'ALL_NEW',
    }),
  );
  return toPreferences(output.Attributes);
}
