import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryOrder, LotteryRules } from '@pkg/contracts/lottery';
import { formatMoney, type Currency } from '@pkg/money/money';
import { betStakeMinor, cartStakeMinor, clampDraws, orderStakeMinor, type CartBet, type ChasePlan } from '../cart';
import { useRuleTexts } from '../rules-text';
import { PicksText } from './picks-text';
import { Notice } from '../../../components/ui/notice';

interface CartPanelProps {
  rules: LotteryRules;
  money: Currency;
  bets: readonly CartBet[];
  onRemove: (id: string) => void;
  chase: ChasePlan;
  onChase: (chase: ChasePlan) => void;
  /** Betting is open on the current draw. */
  canConfirm: boolean;
  pending: boolean;
  error: string | null;
  done: LotteryOrder | null;
  onConfirm: () => void;
}

/**
 * The bet slip: the bets added so far (each removable), the stake per draw, the chase (follow
 * the next draws, stop after a win) and the order's total, and Confirm. A refusal is shown in the
 * player's language and the slip stays as it was; a placed order is confirmed by its number.
 */
export function CartPanel({ rules, money, bets, onRemove, chase, onChase, canConfirm, pending, error, done, onConfirm }: CartPanelProps) {
  const { t } = useTranslation();
  const texts = useRuleTexts();
  const id = useId();
  const chasing = chase.draws > 1;
  return (
    <section className="cart" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="cart__title">
        {t('lottery.cart.title', { count: bets.length })}
      </h2>
      {bets.length === 0 ? (
        <p className="lottery-muted">{t('lottery.cart.empty')}</p>
      ) : (
        <ul className="cart__bets">
          {bets.map((bet) => (
            <li key={bet.id} className="cart__bet" data-testid="lottery-cart-bet">
              <div className="cart__bet-main">
                <span className="cart__bet-type">{texts.typeName(bet.betType)}</span>
                <PicksText picks={bet.picks} betType={bet.betType} rules={rules} />
                <span className="lottery-muted">
                  {t('lottery.cart.unitTimes', { unit: formatMoney(bet.unitMinor, money), combos: bet.combos })}
                </span>
              </div>
              <span className="amount">{formatMoney(betStakeMinor(bet.unitMinor, bet.combos, bet.priceUnits), money)}</span>
              <button
                type="button"
                className="icon-button cart__remove"
                aria-label={t('lottery.cart.remove', { betType: texts.typeName(bet.betType) })}
                onClick={() => onRemove(bet.id)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {rules.maxChaseDraws > 1 && (
        <fieldset className="cart__chase">
          <legend>{t('lottery.cart.chase')}</legend>
          <label className="check">
            <input
              type="checkbox"
              checked={chasing}
              onChange={(event) => onChase({ ...chase, draws: event.target.checked ? clampDraws(5, rules.maxChaseDraws) : 1 })}
            />
            {t('lottery.cart.chaseOn', { most: Math.min(rules.maxChaseDraws, 120) })}
          </label>
          {chasing && (
            <div className="cart__chase-fields">
              <label className="field__label" htmlFor={`${id}-draws`}>
                {t('lottery.cart.draws')}
              </label>
              <input
                id={`${id}-draws`}
                className="field__input cart__draws"
                type="number"
                inputMode="numeric"
                min={2}
                max={Math.min(rules.maxChaseDraws, 120)}
                value={chase.draws}
                onChange={(event) => onChase({ ...chase, draws: clampDraws(Number(event.target.value), rules.maxChaseDraws) })}
              />
              <label className="check">
                <input
                  type="checkbox"
                  checked={chase.stopOnWin}
                  onChange={(event) => onChase({ ...chase, stopOnWin: event.target.checked })}
                />
                {t('lottery.cart.stopOnWin')}
              </label>
            </div>
          )}
        </fieldset>
      )}
      <dl className="cart__totals">
        <div>
          <dt>{t('lottery.cart.perDraw')}</dt>
          <dd className="amount">{formatMoney(cartStakeMinor(bets), money)}</dd>
        </div>
        {chasing && (
          <div>
            <dt>{t('lottery.cart.total', { draws: chase.draws })}</dt>
            <dd className="amount" data-testid="lottery-order-total">
              {formatMoney(orderStakeMinor(bets, chase.draws), money)}
            </dd>
          </div>
        )}
      </dl>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {done && (
        <Notice tone="success" testId="lottery-order-done">
          {t('lottery.cart.done', { orderId: done.orderId, stake: formatMoney(BigInt(done.stakeMinor), money), draws: done.draws })}
        </Notice>
      )}
      <button
        type="button"
        className="button button--primary cart__confirm"
        onClick={onConfirm}
        disabled={bets.length === 0 || !canConfirm || pending}
      >
        {t(pending ? 'lottery.cart.placing' : canConfirm ? 'lottery.cart.confirm' : 'lottery.cart.closed')}
      </button>
    </section>
  );
}
