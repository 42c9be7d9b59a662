/**
 * The public site's settings are checked once, by one parser, wherever they are given: `npm start`'s
 * environment, the stack's context at synth, the functions' configuration. A value none of them can
 * use stops the start or the synth with a message that names the setting and what to write.
 */
import { localStackOptionsFromEnv } from '#infra/local/start';
import { InvalidSiteSetting, parseDefaultLanguage, parseSiteSettings } from '#platform/site/site-settings';
import { postAddress } from '#domains/posts/model/post-address';

const post = { id: 7, type: 'post' as const, slug: 'سلام-دنیا', language: 'fa' as const };

describe('site settings', () => {
  test('defaults: the pattern /{type}/{slug}, Persian, SITE_URL from the API URL', () => {
    expect(parseSiteSettings({}, 'http://127.0.0.1:3000/')).toEqual({
      siteUrl: 'http://127.0.0.1:3000',
      postUrlPattern: '/{type}/{slug}',
      defaultLanguage: 'fa',
      previewUrlPattern: '/preview?post={id}&token={token}',
    });
  });

  test.each([
    [{ SITE_URL: 'example.com' }, /SITE_URL must be an absolute http\(s\) URL such as https:\/\/example.com, got "example.com"/],
    [{ SITE_URL: 'ftp://example.com' }, /SITE_URL must be an http\(s\) URL/],
    [{ SITE_URL: 'https://example.com/?a=1' }, /SITE_URL may not carry a query/],
    [{ POST_URL_PATTERN: 'blog/{slug}' }, /POST_URL_PATTERN must be a path starting with \//],
    [{ POST_URL_PATTERN: '/{type}/{title}' }, /POST_URL_PATTERN uses \{title\}: the placeholders are \{type\}, \{slug\}, \{id\}, \{language\}/],
    [{ POST_URL_PATTERN: '/{type}' }, /POST_URL_PATTERN must contain \{slug\} or \{id\}/],
    [{ POST_URL_PATTERN: '/{slug' }, /POST_URL_PATTERN has an unmatched brace/],
    [{ DEFAULT_LANGUAGE: 'de' }, /DEFAULT_LANGUAGE must be one of fa, en, got "de"/],
    [{ PREVIEW_URL_PATTERN: '/preview/{id}' }, /PREVIEW_URL_PATTERN must contain \{token\}/],
  ])('%j is refused with a message naming the setting', (env, message) => {
    expect(() => parseSiteSettings(env, 'http://127.0.0.1')).toThrow(message);
    expect(() => localStackOptionsFromEnv(env)).toThrow(message);
  });

  test('SITE_URL is required when nothing stands in for it', () => {
    expect(() => parseSiteSettings({})).toThrow(/SITE_URL is not set/);
  });

  test("a post's address: the pattern filled, each value one percent-encoded segment", () => {
    const site = parseSiteSettings({ SITE_URL: 'https://example.com/', POST_URL_PATTERN: '/{language}/{type}/{id}-{slug}' });
    expect(postAddress(post, site)).toBe(`https://example.com/fa/post/7-${encodeURIComponent('سلام-دنیا')}`);
    expect(postAddress({ ...post, slug: 'a/b?c' }, parseSiteSettings({ SITE_URL: 'https://example.com' }))).toBe('https://example.com/post/a%2Fb%3Fc');
  });

  test('a post without a language takes DEFAULT_LANGUAGE', () => {
    const site = parseSiteSettings({ SITE_URL: 'https://example.com', DEFAULT_LANGUAGE: 'en', POST_URL_PATTERN: '/{language}/{slug}' });
    expect(postAddress({ ...post, language: undefined, slug: 'hello' }, site)).toBe('https://example.com/en/hello');
  });
});

test('the default language is read alone, with no site or public URL (what a write needs); an unknown one is refused', () => {
  expect(parseDefaultLanguage({})).toBe('fa');
  expect(parseDefaultLanguage({ DEFAULT_LANGUAGE: ' en ' })).toBe('en');
  expect(() => parseDefaultLanguage({ DEFAULT_LANGUAGE: 'de' })).toThrow(InvalidSiteSetting);
  expect(() => parseSiteSettings({})).toThrow(/SITE_URL is not set/);
});
