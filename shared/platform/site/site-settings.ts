/**
 * The public site's settings (SITE_URL, POST_URL_PATTERN, DEFAULT_LANGUAGE, PREVIEW_URL_PATTERN): one
 * parser for the stack's context (checked at synth), `npm start`'s environment (checked at start) and
 * the functions' configuration getters, so that a value one of them refuses the others refuse too, with
 * the same message.
 */
export const LANGUAGES = ['fa', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The placeholders a post's address may use; `{slug}` or `{id}` must be one of them (else every post has one address). */
export const POST_URL_PLACEHOLDERS = ['type', 'slug', 'id', 'language'] as const;
export const DEFAULT_POST_URL_PATTERN = '/{type}/{slug}';
/** Where "Preview on site" lands unless set: the site's own `/preview` page, given the post and the token. */
export const DEFAULT_PREVIEW_URL_PATTERN = '/preview?post={id}&token={token}';
export const PREVIEW_URL_PLACEHOLDERS = [...POST_URL_PLACEHOLDERS, 'token'] as const;

export interface SiteSettings {
  /** Origin (and optional base path) of the public site, no trailing slash. */
  readonly siteUrl: string;
  readonly postUrlPattern: string;
  readonly defaultLanguage: Language;
  readonly previewUrlPattern: string;
}

export class InvalidSiteSetting extends Error {}

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

function absoluteUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidSiteSetting(`${name} must be an absolute http(s) URL such as https://example.com, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new InvalidSiteSetting(`${name} must be an http(s) URL such as https://example.com, got "${value}"`);
  if (url.search || url.hash) throw new InvalidSiteSetting(`${name} may not carry a query or a fragment, got "${value}"`);
  return value.replace(/\/+$/, '');
}

function placeholdersOf(pattern: string): string[] {
  return [...pattern.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? '');
}

function pattern(name: string, value: string, allowed: readonly string[], mustHave: readonly string[][]): string {
  if (/\s/.test(value)) throw new InvalidSiteSetting(`${name} may not contain spaces, got "${value}"`);
  if (!value.startsWith('/') && !/^https?:\/\//.test(value)) {
    throw new InvalidSiteSetting(`${name} must be a path starting with / (after SITE_URL) or an absolute http(s) URL, got "${value}"`);
  }
  if (/^https?:\/\//.test(value)) absoluteUrl(name, value.replace(/\{[^{}]*\}/g, 'x').replace(/[?#].*$/, ''));
  const used = placeholdersOf(value);
  const unknown = used.filter((placeholder) => !allowed.includes(placeholder));
  if (unknown.length > 0) throw new InvalidSiteSetting(`${name} uses {${unknown[0]}}: the placeholders are ${allowed.map((p) => `{${p}}`).join(', ')}; got "${value}"`);
  if (value.replace(/\{[^{}]*\}/g, '').match(/[{}]/)) throw new InvalidSiteSetting(`${name} has an unmatched brace, got "${value}"`);
  for (const group of mustHave) {
    if (!group.some((placeholder) => used.includes(placeholder))) {
      throw new InvalidSiteSetting(`${name} must contain ${group.map((p) => `{${p}}`).join(' or ')}, got "${value}"`);
    }
  }
  return value;
}

const text = (value: string | undefined): string | undefined => (value === undefined || value.trim() === '' ? undefined : value.trim());

/**
 * `DEFAULT_LANGUAGE` alone: what a write needs (a post created without a language), where no public
 * URL need be known (the demo seed before the local gateway listens, `cms import` run against AWS).
 */
export function parseDefaultLanguage(env: Readonly<Record<string, string | undefined>>): Language {
  const language = text(env.DEFAULT_LANGUAGE) ?? 'fa';
  if (!isLanguage(language)) throw new InvalidSiteSetting(`DEFAULT_LANGUAGE must be one of ${LANGUAGES.join(', ')}, got "${language}"`);
  return language;
}

/**
 * The settings from an environment (or the stack's context, same names). `SITE_URL` falls back to
 * `fallbackSiteUrl` (the API's own public URL: the URL `npm start` prints, the stage URL in AWS).
 */
export function parseSiteSettings(env: Readonly<Record<string, string | undefined>>, fallbackSiteUrl?: string): SiteSettings {
  const rawSiteUrl = text(env.SITE_URL) ?? fallbackSiteUrl;
  if (rawSiteUrl === undefined) throw new InvalidSiteSetting('SITE_URL is not set: give the public site\'s address, such as SITE_URL=https://example.com');
  const siteUrl = absoluteUrl('SITE_URL', rawSiteUrl);
  const postUrlPattern = pattern('POST_URL_PATTERN', text(env.POST_URL_PATTERN) ?? DEFAULT_POST_URL_PATTERN, POST_URL_PLACEHOLDERS, [['slug', 'id']]);
  const language = parseDefaultLanguage(env);
  const previewUrlPattern = pattern('PREVIEW_URL_PATTERN', text(env.PREVIEW_URL_PATTERN) ?? DEFAULT_PREVIEW_URL_PATTERN, PREVIEW_URL_PLACEHOLDERS, [['token']]);
  return { siteUrl, postUrlPattern, defaultLanguage: language, previewUrlPattern };
}

/** The names of the settings, as environment variables and as `-c` context keys. */
export const SITE_SETTING_NAMES = ['SITE_URL', 'POST_URL_PATTERN', 'DEFAULT_LANGUAGE', 'PREVIEW_URL_PATTERN'] as const;

/**
 * A pattern filled: every placeholder's value percent-encoded as one path segment (a Persian slug
 * becomes its UTF-8 escapes, as browsers send it), then put after SITE_URL unless absolute.
 */
export function fillPattern(siteUrl: string, template: string, values: Readonly<Record<string, string | number>>): string {
  const filled = template.replace(/\{([^{}]*)\}/g, (_, name: string) => encodeURIComponent(String(values[name] ?? '')));
  return /^https?:\/\//.test(filled) ? filled : `${siteUrl}${filled}`;
}
