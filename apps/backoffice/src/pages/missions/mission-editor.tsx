import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_TYPES } from '@pkg/contracts/game-types';
import type { StaffMe } from '@pkg/contracts/staff';
import { createBody, editBody, TITLE_LANGUAGES, type FormField, type MissionForm } from './mission-form';
import { AmountTokenHint } from '../../components/desk-ui';

const PERIODS = ['daily', 'weekly', 'once'] as const;
const GOALS = ['valid_bet', 'settled_bets', 'deposit'] as const;

/**
 * The missions editor: a new mission (brand, code, period and goal are chosen once) or an existing
 * one's settings. Typed values are checked here for shape (the field is marked); the server checks
 * everything again and answers mission_invalid with the reason.
 */
export function MissionEditor({
  me,
  initial,
  creating,
  saving,
  failure,
  onSave,
  onCancel,
}: {
  me: StaffMe;
  initial: MissionForm;
  creating: boolean;
  saving: boolean;
  failure: string | null;
  onSave: (body: object) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const [bad, setBad] = useState<FormField | null>(null);
  const set = <K extends keyof MissionForm>(key: K, value: MissionForm[K]) => setForm((previous) => ({ ...previous, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = creating ? createBody(form) : editBody(form);
    if ('field' in result) {
      setBad(result.field);
      return;
    }
    setBad(null);
    onSave(result.body);
  }

  const invalid = (field: FormField) => (bad === field ? { 'aria-invalid': true, 'aria-describedby': 'mission-form-bad' } : {});
  return (
    <form className="bo-form bo-panel mission-editor" onSubmit={submit} aria-label={creating ? t('boMissions.new') : t('boMissions.edit')}>
      <div className="mission-editor__grid">
        <label>
          {t('boMissions.brand')}
          <select value={form.brandId} disabled={!creating} onChange={(event) => set('brandId', event.target.value)}>
            {me.brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name} ({brand.code})
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('boMissions.code')}
          <input value={form.code} disabled={!creating} onChange={(event) => set('code', event.target.value)} {...invalid('code')} />
        </label>
        <label>
          {t('boMissions.period')}
          <select value={form.period} disabled={!creating} onChange={(event) => set('period', event.target.value as MissionForm['period'])}>
            {PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`boMissions.periods.${period}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('boMissions.goal')}
          <select value={form.goal} disabled={!creating} onChange={(event) => set('goal', event.target.value as MissionForm['goal'])}>
            {GOALS.map((goal) => (
              <option key={goal} value={goal}>
                {t(`boMissions.goals.${goal}`)}
              </option>
            ))}
          </select>
        </label>
        {TITLE_LANGUAGES.map((language) => (
          <label key={language}>
            {t('boMissions.titleIn', { language })}
            <input
              value={form.titles[language]}
              maxLength={80}
              required={language === 'EN'}
              onChange={(event) => set('titles', { ...form.titles, [language]: event.target.value })}
            />
          </label>
        ))}
        <AmountTokenHint />
        <label>
          {t('boMissions.target')}
          <input inputMode="decimal" value={form.target} onChange={(event) => set('target', event.target.value)} {...invalid('target')} />
          <small>{t('boMissions.targetHint')}</small>
        </label>
        <label>
          {t('boMissions.gameType')}
          <select
            value={form.gameType}
            disabled={form.goal === 'deposit'}
            onChange={(event) => set('gameType', event.target.value as MissionForm['gameType'])}
          >
            <option value="">{t('boMissions.anyGame')}</option>
            {GAME_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('boMissions.reward')}
          <input inputMode="decimal" value={form.reward} onChange={(event) => set('reward', event.target.value)} {...invalid('reward')} />
        </label>
        <label>
          {t('boMissions.wagering')}
          <input
            inputMode="decimal"
            value={form.wagering}
            onChange={(event) => set('wagering', event.target.value)}
            {...invalid('wagering')}
          />
        </label>
        <label>
          {t('boMissions.startsAt')}
          <input
            type="datetime-local"
            value={form.startsAt}
            onChange={(event) => set('startsAt', event.target.value)}
            {...invalid('startsAt')}
          />
        </label>
        <label>
          {t('boMissions.endsAt')}
          <input type="datetime-local" value={form.endsAt} onChange={(event) => set('endsAt', event.target.value)} {...invalid('endsAt')} />
        </label>
        <label>
          {t('boMissions.sort')}
          <input inputMode="numeric" value={form.sort} onChange={(event) => set('sort', event.target.value)} {...invalid('sort')} />
        </label>
        <label className="bo-check">
          <input type="checkbox" checked={form.leaderboard} onChange={(event) => set('leaderboard', event.target.checked)} />
          {t('boMissions.leaderboard')}
        </label>
        <label className="bo-check">
          <input type="checkbox" checked={form.enabled} onChange={(event) => set('enabled', event.target.checked)} />
          {t('boMissions.enabled')}
        </label>
      </div>
      {bad && (
        <p id="mission-form-bad" className="bo-error" role="alert">
          {t('boMissions.invalidNumber')}
        </p>
      )}
      {failure && (
        <p className="bo-error" role="alert">
          {failure}
        </p>
      )}
      <div className="bo-actions">
        <button type="submit" disabled={saving}>
          {t('boMissions.save')}
        </button>
        <button type="button" className="bo-secondary" onClick={onCancel}>
          {t('boMissions.cancel')}
        </button>
      </div>
    </form>
  );
}
