/** The console: loads its config, resumes or asks for a session, then shows the screen of the hash route. */
import { render } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Permission } from '../../shared/platform/auth/permissions';
import { whenUnauthorized } from './api';
import { loadConfig, type ConsoleConfig } from './config';
import { Console, type ConsoleContext } from './context';
import { applyLanguage, formatDate, initialLanguage, LANGUAGES, translator, type Language, type MessageKey } from './i18n';
import { matchRoute, navigate, useRoute } from './router';
import { logOut, refreshed, resumeSession, type Session } from './session';
import { ErrorNote } from './ui';
import { LoginScreen } from './screens/login';
import { PostsScreen } from './screens/posts';
import { PostEditor } from './screens/post-editor';
import { CommentsScreen } from './screens/comments';
import { MediaScreen } from './screens/media';
import { ApiKeysScreen } from './screens/api-keys';
import { CategoriesScreen } from './screens/categories';
import { TagsScreen } from './screens/tags';
import { UsersScreen } from './screens/users';
import { WebhooksScreen } from './screens/webhooks';
import { AuditLogScreen } from './screens/audit-log';
import { TwoFactorScreen } from './screens/two-factor';
import './styles.css';

interface Screen {
  pattern: string;
  render(params: Record<string, string>): preact.JSX.Element;
  /** In the navigation bar, under this label, when the user holds `permission`. */
  nav?: MessageKey;
  /** None: every signed-in user's own screen (their account). */
  permission: Permission | null;
}

const SCREENS: Screen[] = [
  { pattern: '/posts', nav: 'posts', permission: 'cms.posts.list', render: () => <PostsScreen trash={false} /> },
  { pattern: '/posts/new', permission: 'cms.posts.create', render: () => <PostEditor /> },
  { pattern: '/posts/:id', permission: 'cms.posts.read', render: ({ id }) => <PostEditor id={Number(id)} /> },
  { pattern: '/trash', nav: 'trash', permission: 'cms.posts.trash', render: () => <PostsScreen trash /> },
  { pattern: '/comments', nav: 'comments', permission: 'cms.comments.list', render: () => <CommentsScreen /> },
  { pattern: '/comments/:post', permission: 'cms.comments.list', render: () => <CommentsScreen /> },
  { pattern: '/categories', nav: 'categories', permission: 'cms.categories.list', render: () => <CategoriesScreen /> },
  { pattern: '/tags', nav: 'tags', permission: 'cms.tags.list', render: () => <TagsScreen /> },
  { pattern: '/media', nav: 'media', permission: 'cms.media.list', render: () => <MediaScreen /> },
  { pattern: '/users', nav: 'users', permission: 'user.users.list', render: () => <UsersScreen /> },
  { pattern: '/keys', nav: 'apiKeys', permission: 'system.api_keys.list', render: () => <ApiKeysScreen /> },
  { pattern: '/webhooks', nav: 'webhooks', permission: 'system.webhooks.list', render: () => <WebhooksScreen /> },
  { pattern: '/audit', nav: 'auditLog', permission: 'system.audit.list', render: () => <AuditLogScreen /> },
  { pattern: '/account/two-factor', permission: null, render: () => <TwoFactorScreen /> },
];

function LanguagePicker({ language, onChange, label }: { language: Language; onChange(language: Language): void; label: string }) {
  return (
    <label class="language">
      {label}{' '}
      <select value={language} onChange={(event) => onChange((event.currentTarget as HTMLSelectElement).value as Language)}>
        {Object.entries(LANGUAGES).map(([code, { label: name }]) => (
          <option value={code} lang={code} key={code}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}

function Shell({ context, onSignOut, picker }: { context: ConsoleContext; onSignOut(): void; picker: preact.JSX.Element }) {
  const route = useRoute();
  const { t, can, session } = context;
  const screen = SCREENS.map((candidate) => ({ candidate, params: matchRoute(candidate.pattern, route) })).find((found) => found.params);
  return (
    <Console.Provider value={context}>
      <header class="bar">
        <strong class="brand">{t('appName')}</strong>
        <nav aria-label={t('appName')}>
          {SCREENS.filter((item) => item.nav && item.permission && can(item.permission)).map((item) => (
            <a href={`#${item.pattern}`} aria-current={route.startsWith(item.pattern) ? 'page' : undefined} key={item.pattern}>
              {t(item.nav!)}
            </a>
          ))}
        </nav>
        <span class="who">
          {t('signedInAs')} {session.user.email} ({session.user.roles.join(', ')}) ·{' '}
          <a href="#/account/two-factor" aria-current={route === '/account/two-factor' ? 'page' : undefined}>
            {t('twoFactor')}
          </a>
        </span>
        {picker}
        <button type="button" onClick={onSignOut}>
          {t('signOut')}
        </button>
      </header>
      <main>
        {!screen ? (
          <p>{t('nothingFound')}</p>
        ) : screen.candidate.permission === null || can(screen.candidate.permission) ? (
          screen.candidate.render(screen.params!)
        ) : (
          <p class="error">{t('notAllowed')}</p>
        )}
      </main>
    </Console.Provider>
  );
}

function App() {
  const [config, setConfig] = useState<ConsoleConfig>();
  const [failure, setFailure] = useState<unknown>();
  const [session, setSession] = useState<Session>();
  const [resuming, setResuming] = useState(true);
  const [language, setLanguage] = useState<Language>(initialLanguage);

  useEffect(() => applyLanguage(language), [language]);
  useEffect(
    () =>
      whenUnauthorized(() => {
        void logOut();
        setSession(undefined);
      }),
    [],
  );
  // A minute before the token expires (at once for a resumed session whose token has), the refresh
  // token gets the next one: nobody is asked for their password every hour.
  useEffect(() => {
    if (!session || !config || !session.refreshToken) return undefined;
    const due = Math.max(0, Date.parse(session.expiresAt) - Date.now() - 60_000);
    const timer = setTimeout(() => void refreshed(config, session).then(setSession), due);
    return () => clearTimeout(timer);
  }, [session, config]);
  useEffect(() => {
    loadConfig()
      .then(async (loaded) => {
        setConfig(loaded);
        setSession(resumeSession(loaded));
      })
      .catch(setFailure)
      .finally(() => setResuming(false));
  }, []);

  const t = useMemo(() => translator(language), [language]);
  const picker = <LanguagePicker language={language} onChange={setLanguage} label={t('language')} />;
  if (failure) return <ErrorNote error={failure} />;
  if (resuming || !config) return <p role="status">{t('loading')}</p>;
  if (!session) return <LoginScreen config={config} t={t} picker={picker} onSession={setSession} />;
  const context: ConsoleContext = {
    config,
    session,
    language,
    t,
    can: (permission) => session.permissions.has(permission),
    date: (iso) => formatDate(iso, language),
  };
  const signOut = () => {
    void logOut(session);
    setSession(undefined);
    navigate('/posts');
  };
  return <Shell context={context} onSignOut={signOut} picker={picker} />;
}

render(<App />, document.getElementById('app')!);
