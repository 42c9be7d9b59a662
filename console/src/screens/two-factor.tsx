/**
 * The signed-in user's own second factor, from their menu: its state, setting it up (QR code, key,
 * recovery codes shown once, then the first code), and turning it off with a current code.
 */
import { useState } from 'preact/hooks';
import { useConsole } from '../context';
import type { Enrolment } from '../session';
import { CodeForm, TotpEnrolment } from '../totp-enrolment';
import { ErrorNote, Notice, useLoad } from '../ui';

export function TwoFactorScreen() {
  const { session, t } = useConsole();
  const status = useLoad(() => session.client.get('/api/client/v3/user/mfa/totp'), [session.token]);
  const [enrolment, setEnrolment] = useState<Enrolment>();
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState<string>();

  const start = async () => {
    setError(undefined);
    setDone(undefined);
    try {
      setEnrolment(await session.client.post('/api/client/v3/user/mfa/totp'));
    } catch (failure) {
      setError(failure);
    }
  };
  const verify = async (code: string) => {
    await session.client.post('/api/client/v3/user/mfa/totp/verify', { body: { code } });
    setEnrolment(undefined);
    setDone(t('twoFactorEnabled'));
    status.reload();
  };
  const turnOff = async (code: string) => {
    await session.client.delete('/api/client/v3/user/mfa/totp', { body: { code } });
    setDone(undefined);
    status.reload();
  };
  const state = status.value;

  return (
    <section aria-labelledby="two-factor-heading">
      <h1 id="two-factor-heading">{t('twoFactor')}</h1>
      <ErrorNote error={error ?? status.error} />
      {done && <Notice>{done}</Notice>}
      {state && !enrolment && (state.enabled ? <p>{t('twoFactorOn', { count: state.recovery_codes_left })}</p> : <p>{t('twoFactorOff')}</p>)}
      {state?.enabled && state.required && <p>{t('twoFactorRequired')}</p>}
      {state && !state.enabled && !enrolment && (
        <button type="button" onClick={() => void start()}>
          {t('twoFactorSetUp')}
        </button>
      )}
      {enrolment && <TotpEnrolment enrolment={enrolment} t={t} onCode={verify} />}
      {state?.enabled && !state.required && <CodeForm t={t} hint={t('twoFactorDisableHint')} action={t('twoFactorDisable')} onCode={turnOff} />}
    </section>
  );
}
