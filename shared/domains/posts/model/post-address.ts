/**
 * A post's public address on the site (SITE_URL + POST_URL_PATTERN): `seo.canonical_url`, feed links
 * and sitemap entries all come from here, so they never disagree.
 */
import { config } from '#platform/config';
import { fillPattern, type Language, type SiteSettings } from '#platform/site/site-settings';
import type { Post } from './post';

/**
 * A post's language: its own, or the site's default for posts written before posts had one (the
 * configuration is read only then: this runs for every post of every list page).
 */
export const languageOf = (post: Pick<Post, 'language'>, site?: Pick<SiteSettings, 'defaultLanguage'>): Language =>
  post.language ?? site?.defaultLanguage ?? config.defaultLanguage;

export function postAddress(post: Pick<Post, 'id' | 'type' | 'slug' | 'language'>, site: SiteSettings = config.site): string {
  return fillPattern(site.siteUrl, site.postUrlPattern, { id: post.id, type: post.type, slug: post.slug, language: languageOf(post, site) });
}

/** Open Graph locales (`og:locale` is language_TERRITORY). */
const OG_LOCALES: Readonly<Record<Language, string>> = { fa: 'fa_IR', en: 'en_US' };

export const ogLocaleOf = (language: Language): string => OG_LOCALES[language];
