import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { BoError } from '../lib/api';
import { signIn } from '../api/session';
import { ME_KEY } from '../lib/use-me';
import { LanguageSelect } from '../components/language-select';

/** Staff sign-in: username, password and the authenticator's current six-digit code. */
export function LoginPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) return setError(t('boConsole.login.missing'));
    if (!/^\d{6}$/.test(code.trim())) return setError(t('boConsole.login.codeFormat'));
    setBusy(true);
    setError('');
    try {
      const me = await signIn({ username: username.trim(), password, code: code.trim() });
      queryClient.setQueryData(ME_KEY, me);
    } catch (caught) {
      setCode('');
      setError(caught instanceof BoError && caught.message ? caught.message : t('boConsole.networkError'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="bo-login">
      <form className="bo-card" onSubmit={submit} noValidate aria-labelledby="bo-login-title">
        <div className="bo-login-head">
          <h1 id="bo-login-title">{t('boConsole.title')}</h1>
          <LanguageSelect />
        </div>
        <label>
          {t('boConsole.login.username')}
          <input value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="username" autoCapitalize="none" />
        </label>
        <label>
          {t('boConsole.login.password')}
          <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />
        </label>
        <label>
          {t('boConsole.login.code')}
          <input
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="123456"
          />
        </label>
        {error && (
          <p className="bo-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {t('boConsole.login.submit')}
        </button>
      </form>
    </main>
  );
}
