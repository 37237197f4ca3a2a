import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetTypeRule, LotteryRules } from '@pkg/contracts/lottery';
import { formatMinor, formatMoney, type Currency } from '@pkg/money/money';
import { betStakeMinor, unitChips, winPerHitMinor, type BetProblem } from '../cart';
import type { PickProblem } from '../combos';
import { oddsDecimal } from '../../../lib/odds';
import { oddsRange, type RuleOdds } from '../rule-odds';

/** A pick problem's text key: too_few → tooFew (a key ending in _few or _many would read as a plural form). */
const camel = (reason: string) => reason.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

interface StakeFormProps {
  rules: LotteryRules;
  rule: BetTypeRule & RuleOdds;
  /** Every token picked, for the odds of a type that pays per token. */
  picked: readonly string[];
  money: Currency;
  unitText: string;
  onUnitText: (text: string) => void;
  unitMinor: bigint | null;
  combos: number;
  pickProblem: PickProblem | null;
  problem: BetProblem | null;
  onAdd: () => void;
}

/**
 * The unit stake (typed, or a chip), and what the bet comes to: its combinations, its stake
 * (unit × combinations × price units) and what one hit pays (unit × odds), with the reason when
 * it cannot go into the cart yet.
 */
export function StakeForm({
  rules,
  rule,
  picked,
  money,
  unitText,
  onUnitText,
  unitMinor,
  combos,
  pickProblem,
  problem,
  onAdd,
}: StakeFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const stake = unitMinor === null ? null : betStakeMinor(unitMinor, combos, rule.priceUnits);
  const odds = oddsRange(rule, picked);
  // A range may break between its ends on a phone, never inside an amount.
  const range = (format: (oddsBp: number) => string) =>
    odds.min === odds.max ? (
      format(odds.min)
    ) : (
      <>
        <span className="stake-form__end">{format(odds.min)}</span> – <span className="stake-form__end">{format(odds.max)}</span>
      </>
    );
  const hint = problem
    ? t(`lottery.stake.problems.${problem}`, {
        min: formatMoney(BigInt(rules.minUnitMinor), money),
        max: formatMoney(BigInt(rules.maxUnitMinor), money),
        most: formatMoney(BigInt(rules.maxTicketStakeMinor), money),
        combos: rule.maxCombos,
      })
    : pickProblem
      ? t(`lottery.stake.pickProblems.${camel(pickProblem)}`, { count: rule.minPicks })
      : null;
  return (
    <div className="stake-form">
      <div className="stake-form__unit">
        <label className="field__label" htmlFor={id}>
          {t('lottery.stake.unit', { currency: money.symbol })}
        </label>
        <input
          id={id}
          className="field__input stake-form__input"
          inputMode="decimal"
          autoComplete="off"
          value={unitText}
          aria-invalid={problem === 'unitTooLow' || problem === 'unitTooHigh' || undefined}
          onChange={(event) => onUnitText(event.target.value)}
        />
        <div className="stake-form__chips" role="group" aria-label={t('lottery.stake.chips')}>
          {unitChips(BigInt(rules.minUnitMinor), BigInt(rules.maxUnitMinor)).map((chip) => (
            <button
              key={chip.toString()}
              type="button"
              className="lottery-chip"
              aria-pressed={chip === unitMinor}
              onClick={() => onUnitText(formatMinor(chip, money))}
            >
              {formatMinor(chip, money)}
            </button>
          ))}
        </div>
      </div>
      <dl className="stake-form__facts">
        <div>
          <dt>{t('lottery.stake.combos')}</dt>
          <dd data-testid="lottery-combos">{combos}</dd>
        </div>
        {rule.priceUnits > 1 && (
          <div>
            <dt>{t('lottery.stake.priceUnits')}</dt>
            <dd>{rule.priceUnits}</dd>
          </div>
        )}
        <div>
          <dt>{t('lottery.stake.odds')}</dt>
          <dd>{range(oddsDecimal)}</dd>
        </div>
        <div>
          <dt>{t('lottery.stake.stake')}</dt>
          <dd className="amount" data-testid="lottery-stake">
            {stake === null ? '—' : formatMoney(stake, money)}
          </dd>
        </div>
        <div>
          <dt>{t('lottery.stake.winPerHit')}</dt>
          <dd className="amount amount--in">
            {unitMinor === null ? '—' : range((oddsBp) => formatMoney(winPerHitMinor(unitMinor, oddsBp), money))}
          </dd>
        </div>
      </dl>
      {hint && <p className="field__hint stake-form__hint">{hint}</p>}
      <button
        type="button"
        className="button button--primary stake-form__add"
        onClick={onAdd}
        disabled={problem !== null || pickProblem !== null || unitMinor === null}
      >
        {t('lottery.stake.addToCart')}
      </button>
    </div>
  );
}
