/**
 * Email and password to the login route, sent with the console's client key (config.json); then,
 * for an account with a second factor, its code (or a recovery code); and for a role that requires
 * one the account lacks, the enrolment first (QR code, key, recovery codes), whose first code signs in.
 */
import { useState } from 'preact/hooks';
import type { ConsoleConfig } from '../config';
import type { Translate } from '../i18n';
import { completeLogIn, enrolAtLogIn, logIn, type Enrolment, type SecondStep, type Session } from '../session';
import { CodeForm, TotpEnrolment } from '../totp-enrolment';
import { ErrorNote } from '../ui';

export function LoginScreen({ config, t, picker, onSession }: { config: ConsoleConfig; t: Translate; picker: preact.JSX.Element; onSession(session: Session): void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<SecondStep>();
  const [enrolment, setEnrolment] = useState<Enrolment>();

  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const outcome = await logIn(config, email, password);
      if ('token' in outcome) return onSession(outcome);
      setPassword('');
      setStep(outcome);
      if (outcome.enrolmentRequired) setEnrolment(await enrolAtLogIn(config, outcome));
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const finish = async (code: string) => onSession(await completeLogIn(config, step!, code));

  return (
    <main class="login">
      <h1>{t('appName')}</h1>
      {picker}
      {!step ? (
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
      ) : step.enrolmentRequired ? (
        <section aria-labelledby="enrol-heading">
          <h2 id="enrol-heading">{t('twoFactor')}</h2>
          <p>{t('twoFactorEnrolAtLogin')}</p>
          {enrolment && <TotpEnrolment enrolment={enrolment} t={t} onCode={finish} />}
          <ErrorNote error={error} />
        </section>
      ) : (
        <section aria-labelledby="code-heading">
          <h2 id="code-heading">{t('twoFactor')}</h2>
          <CodeForm t={t} hint={t('twoFactorLoginCode')} action={t('verifyCode')} onCode={finish} />
        </section>
      )}
    </main>
  );
}
