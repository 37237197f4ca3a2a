import { useTranslation } from 'react-i18next';
import { GAME_TYPES } from '@pkg/contracts/game-types';
import type { StaffMe } from '@pkg/contracts/staff';
import { createBody, editBody, TITLE_LANGUAGES, type FormField, type MissionForm } from './mission-form';
import { AmountTokenHint } from '../../components/desk-ui';
import { useEditorForm } from '../../components/editor-form';

const PROBLEM_ID = 'mission-form-bad';
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
  const { form, set, bad, submit, text } = useEditorForm<MissionForm, object, { field: FormField }>({
    initial,
    check: (draft) => (creating ? createBody(draft) : editBody(draft)),
    onSave,
    problemId: PROBLEM_ID,
  });
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
        {text('code', t('boMissions.code'), { disabled: !creating })}
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
        {text('target', t('boMissions.target'), { inputMode: 'decimal', hint: t('boMissions.targetHint') })}
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
        {text('reward', t('boMissions.reward'), { inputMode: 'decimal' })}
        {text('wagering', t('boMissions.wagering'), { inputMode: 'decimal' })}
        {text('startsAt', t('boMissions.startsAt'), { type: 'datetime-local' })}
        {text('endsAt', t('boMissions.endsAt'), { type: 'datetime-local' })}
        {text('sort', t('boMissions.sort'), { inputMode: 'numeric' })}
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
        <p id={PROBLEM_ID} className="bo-error" role="alert">
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
