/** Email and password to the login route, sent with the console's client key (config.json). */
import { useState } from 'preact/hooks';
import type { ConsoleConfig } from '../config';
import type { Translate } from '../i18n';
import { logIn, type Session } from '../session';
import { ErrorNote } from '../ui';

export function LoginScreen({ config, t, picker, onSession }: { config: ConsoleConfig; t: Translate; picker: preact.JSX.Element; onSession(session: Session): void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      onSession(await logIn(config, email, password));
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main class="login">
      <h1>{t('appName')}</h1>
      {picker}
      <form onSubmit={submit}>
        <label>
          {t('email')}
          <input type="email" name="email" autocomplete="username" required dir="ltr" value={email} onInput={(event) => setEmail(event.currentTarget.value)} />
        </label>
        <label>
          {t('password')}
          <input type="password" name="password" autocomplete="current-password" required dir="ltr" value={password} onInput={(event) => setPassword(event.currentTarget.value)} />
        </label>
        <button type="submit" disabled={busy}>
          {t('signIn')}
        </button>
        <ErrorNote error={error} />
      </form>
    </main>
  );
}
