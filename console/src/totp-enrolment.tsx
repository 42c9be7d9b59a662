/**
 * A new authenticator, shown once: the QR code of its otpauth URL (drawn here, qr-code.tsx, loaded on
 * first use), the key as text for typing in, the ten recovery codes, then the field for the first code,
 * which turns the factor on. Used on the user's own two-factor screen and at a login that must enrol.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Translate } from './i18n';
import type { Enrolment } from './session';
import { ErrorNote } from './ui';

type QrCodeComponent = typeof import('./qr-code').QrCode;

export function CodeForm({ t, hint, action, onCode }: { t: Translate; hint?: string; action: string; onCode(code: string): Promise<void> }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await onCode(code.trim());
      setCode('');
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="code-form" onSubmit={submit}>
      {hint && <p>{hint}</p>}
      <label>
        {t('twoFactorCode')}
        <input name="code" required autocomplete="one-time-code" spellcheck={false} dir="ltr" maxLength={64} value={code} onInput={(event) => setCode(event.currentTarget.value)} />
      </label>
      <button type="submit" disabled={busy}>
        {action}
      </button>
      <ErrorNote error={error} />
    </form>
  );
}

export function TotpEnrolment({ enrolment, t, onCode }: { enrolment: Enrolment; t: Translate; onCode(code: string): Promise<void> }) {
  const [Qr, setQr] = useState<QrCodeComponent>();
  useEffect(() => {
    void import('./qr-code').then((module) => setQr(() => module.QrCode));
  }, []);
  return (
    <div class="enrolment">
      <p>{t('twoFactorScan')}</p>
      {Qr ? <Qr text={enrolment.otpauth_url} label={t('twoFactorQr')} /> : <p role="status">{t('loading')}</p>}
      <p>
        {t('twoFactorSecret')}: <code class="secret" dir="ltr">{enrolment.secret}</code>
      </p>
      <p>{t('twoFactorRecoveryCodes')}</p>
      <ul class="recovery-codes" dir="ltr">
        {enrolment.recovery_codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <CodeForm t={t} action={t('twoFactorVerify')} onCode={onCode} />
    </div>
  );
}
