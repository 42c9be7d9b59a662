/**
 * A post's language and its translations (the other posts of its translation group, one per
 * language), each a link to its editor; for a language the group lacks, a button that creates that
 * translation as a draft (`translation_of` this post, the other language, the post's title and
 * content to translate from) and opens it. The API refuses a language the group already holds (422).
 */
import { useState } from 'preact/hooks';
import type { AdminPost } from '../api';
import { useConsole } from '../context';
import type { MessageKey } from '../i18n';
import { navigate } from '../router';
import { ErrorNote } from '../ui';

type PostLanguage = AdminPost['language'];

const POST_LANGUAGES: readonly PostLanguage[] = ['fa', 'en'];
const LANGUAGE_NAMES: Record<PostLanguage, MessageKey> = { fa: 'languageFa', en: 'languageEn' };

export function TranslationsPanel({ post, editable }: { post: AdminPost; editable: boolean }) {
  const { session, t, can } = useConsole();
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<unknown>();
  const held = new Set<PostLanguage>([post.language, ...post.translations.map((translation) => translation.language)]);
  const missing = POST_LANGUAGES.filter((language) => !held.has(language));
  const name = (language: PostLanguage) => t(LANGUAGE_NAMES[language]);

  const create = async (language: PostLanguage) => {
    setCreating(true);
    setError(undefined);
    try {
      const created = await session.cms.post('/api/admin/v3/cms/post', {
        body: { title: post.title, content: post.content, content_format: 'html', excerpt: post.excerpt || null, status: 'draft', language, translation_of: post.id },
      });
      navigate(`/posts/${created.id}`);
    } catch (failure) {
      setError(failure);
    } finally {
      setCreating(false);
    }
  };

  return (
    <section class="translations" aria-labelledby="translations-heading">
      <h2 id="translations-heading">{t('translations')}</h2>
      <p class="post-language">{t('postLanguage', { language: name(post.language) })}</p>
      {post.translations.length === 0 ? (
        <p class="muted">{t('noTranslations')}</p>
      ) : (
        <ul>
          {post.translations.map((translation) => (
            <li key={translation.id} lang={translation.language}>
              <a href={`#/posts/${translation.id}`}>
                {name(translation.language)}: <span dir="auto">{translation.slug}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {editable &&
        can('cms.posts.create') &&
        missing.map((language) => (
          <button type="button" key={language} disabled={creating} onClick={() => void create(language)}>
            {t('createTranslation', { language: name(language) })}
          </button>
        ))}
      <ErrorNote error={error} />
    </section>
  );
}
