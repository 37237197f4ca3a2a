import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RG_COOL_OFF_LENGTHS, RG_EXCLUSION_LENGTHS, type RgCoolOffLength, type RgExclusionLength } from '@pkg/contracts/responsible-gaming';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';
import { formatGmt8 } from '@pkg/web-kit/time';
import { startCoolOff, startSelfExclusion } from '../api/responsible-gaming-api';
import { failureText } from '../failure';
import { endOf } from '../rg-ends';

type Mode = 'coolOff' | 'selfExclusion';

/**
 * A cool-off or a self-exclusion: the length, the consequence, then a confirmation that names the
 * end date (and asks the login password for self-exclusion). Once started the server has ended the
 * session, so the site forgets it too and the member centre gives way to the login dialog.
 */
export function BreakPanel({ mode }: { mode: Mode }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const lengths: readonly (RgCoolOffLength | RgExclusionLength)[] = mode === 'coolOff' ? RG_COOL_OFF_LENGTHS : RG_EXCLUSION_LENGTHS;
  const [length, setLength] = useState(lengths[0] as string);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ends = endOf(length, new Date());

  async function confirm() {
    if (mode === 'selfExclusion' && !password) return setProblem(t('responsibleGaming.confirm.passwordRequired'));
    setBusy(true);
    setProblem(null);
    try {
      if (mode === 'coolOff') await startCoolOff({ length: length as RgCoolOffLength });
      else await startSelfExclusion({ length: length as RgExclusionLength, password });
      queryClient.removeQueries({ queryKey: ['member'] });
      clearSession();
    } catch (error) {
      setProblem(failureText(t, error));
      // The session already ended elsewhere: the site follows.
      if (error instanceof ApiError && error.code === 'login.not.session') clearSession();
      setBusy(false);
    }
  }

  const titleId = `${id}-title`;
  return (
    <section className="rg-break" aria-labelledby={titleId} data-testid={`rg-${mode}`}>
      <h3 id={titleId}>{t(`responsibleGaming.${mode}.title`)}</h3>
      <p className="rg-break__body">{t(`responsibleGaming.${mode}.body`)}</p>
      <div className="rg-break__controls">
        <label className="field__label" htmlFor={`${id}-length`}>
          {t('responsibleGaming.length')}
        </label>
        <select
          id={`${id}-length`}
          className="field__select rg-break__select"
          value={length}
          onChange={(event) => setLength(event.target.value)}
        >
          {lengths.map((value) => (
            <option key={value} value={value}>
              {t(`responsibleGaming.lengths.${value}`)}
            </option>
          ))}
        </select>
        <button type="button" className="button button--ghost rg-break__start" onClick={() => setConfirming(true)}>
          {t(`responsibleGaming.${mode}.start`)}
        </button>
      </div>
      <Dialog
        open={confirming}
        onClose={() => {
          setConfirming(false);
          setPassword('');
          setProblem(null);
        }}
        title={t('responsibleGaming.confirm.title')}
      >
        <p>{ends ? t('responsibleGaming.confirm.until', { date: formatGmt8(ends) }) : t('responsibleGaming.confirm.forever')}</p>
        {mode === 'selfExclusion' && (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-password`}>
              {t('responsibleGaming.confirm.password')}
            </label>
            <input
              id={`${id}-password`}
              className="field__input"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                // A new try clears the last refusal, so an old message never sits beside a fresh entry.
                setProblem(null);
              }}
              aria-invalid={problem ? true : undefined}
            />
          </div>
        )}
        {problem && (
          <p className="form-error" role="alert">
            {problem}
          </p>
        )}
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
            {t('responsibleGaming.confirm.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
            {t('responsibleGaming.confirm.yes')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
