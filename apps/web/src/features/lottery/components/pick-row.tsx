import { useTranslation } from 'react-i18next';
import { oddsDecimal } from '../../../lib/odds';
import { QUICK_PICKS, quickPickTokens, toggleToken, type PickerRow } from '../quick-pick';
import { useRuleTexts } from '../rules-text';

interface PickRowProps {
  row: PickerRow;
  /** The odds of each token, for a type that pays per token: shown under the token. */
  odds?: Readonly<Record<string, number>> | null;
  picked: readonly string[];
  /** How many tokens "random" picks in this row. */
  randomCount: number;
  onChange: (tokens: string[]) => void;
  /** Hide the number buttons (rows of 1,000 or 10,000 numbers are typed instead). */
  grid?: boolean;
}

/**
 * One row of the picker: its label, the quick picks that fit it (all, big, small, odd, even,
 * clear, random) and a button per token, pressed when picked. A full row takes no more picks.
 */
export function PickRow({ row, odds, picked, randomCount, onChange, grid = true }: PickRowProps) {
  const { t } = useTranslation();
  const texts = useRuleTexts();
  const label = texts.row(row.label);
  const wide = row.tokens.length > 20;
  // Letter tokens read as words (Big, Small, Dragon ...): they take the room their name needs.
  const words = row.tokens.some((token) => !/^\d+$/.test(token));
  const quick = QUICK_PICKS.map((kind) => ({ kind, tokens: quickPickTokens(kind, row, randomCount) })).filter(
    (pick) => pick.tokens !== null,
  );
  return (
    <fieldset className="pick-row">
      <legend className="pick-row__label">
        {label}
        {picked.length > 0 && <span className="pick-row__count">{t('lottery.bet.pickedCount', { count: picked.length })}</span>}
      </legend>
      <div className="pick-row__quick" role="group" aria-label={t('lottery.bet.quickPicks', { row: label })}>
        {quick.map(({ kind }) => (
          <button
            key={kind}
            type="button"
            className="pick-row__quick-button"
            // Random draws anew on each press, not once per render.
            onClick={() =>
              onChange(
                kind === 'random' ? (quickPickTokens('random', row, randomCount) ?? []) : (quickPickTokens(kind, row, randomCount) ?? []),
              )
            }
          >
            {t(`lottery.bet.quick.${kind}`)}
          </button>
        ))}
      </div>
      {grid && (
        <div
          className={words ? 'pick-row__grid pick-row__grid--words' : wide ? 'pick-row__grid pick-row__grid--numbers' : 'pick-row__grid'}
        >
          {row.tokens.map((token) => {
            const on = picked.includes(token);
            return (
              <button
                key={token}
                type="button"
                className="pick-token"
                aria-pressed={on}
                aria-label={t('lottery.bet.tokenLabel', { row: label, token: texts.token(token) })}
                disabled={!on && picked.length >= row.max}
                onClick={() => onChange(toggleToken(row, picked, token))}
              >
                {texts.token(token)}
                {odds?.[token] !== undefined && <span className="pick-token__odds">{oddsDecimal(odds[token])}</span>}
              </button>
            );
          })}
        </div>
      )}
      {picked.length >= row.max && row.max < row.tokens.length && (
        <p className="field__hint">{t('lottery.bet.rowFull', { count: row.max })}</p>
      )}
    </fieldset>
  );
}
