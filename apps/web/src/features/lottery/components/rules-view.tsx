import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '@pkg/contracts/lottery';
import { formatMoney } from '@pkg/money/money';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useRules } from '../api/use-lottery';
import { oddsDecimal } from '../../../lib/odds';
import { tokenOddsOf, type RuleOdds } from '../rule-odds';
import { useRuleTexts } from '../rules-text';
import { useLotteryMoney } from '../use-lottery-money';

/**
 * The brand's odds table of a game: every bet type with its rule, odds as a decimal (payout per
 * unit per hit, stake included) and price units; the unit and ticket limits above it.
 */
export function RulesView({ game }: { game: LotteryGame }) {
  const { t } = useTranslation();
  const texts = useRuleTexts();
  const rules = useRules(game.gameCode);
  const money = useLotteryMoney(rules.data?.currency);
  if (rules.isPending) return <Spinner />;
  if (rules.isError) {
    return (
      <p className="form-error" role="alert">
        {t(`errors.${rules.error instanceof ApiError ? rules.error.code : 'internal_error'}`)}
      </p>
    );
  }
  const data = rules.data;
  return (
    <section className="lottery-rules" aria-label={t('lottery.views.rules')} data-testid="lottery-rules">
      <dl className="lottery-facts">
        <div>
          <dt>{t('lottery.rules.minUnit')}</dt>
          <dd className="amount">{formatMoney(BigInt(data.minUnitMinor), money)}</dd>
        </div>
        <div>
          <dt>{t('lottery.rules.maxUnit')}</dt>
          <dd className="amount">{formatMoney(BigInt(data.maxUnitMinor), money)}</dd>
        </div>
        <div>
          <dt>{t('lottery.rules.maxTicket')}</dt>
          <dd className="amount">{formatMoney(BigInt(data.maxTicketStakeMinor), money)}</dd>
        </div>
        <div>
          <dt>{t('lottery.rules.maxChase')}</dt>
          <dd>{data.maxChaseDraws}</dd>
        </div>
      </dl>
      <p className="lottery-muted">{t('lottery.rules.moneyRule')}</p>
      <div>
        <table className="odds-table">
          <caption className="visually-hidden">{t('lottery.rules.caption', { game: game.gameName })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('lottery.rules.betType')}</th>
              <th scope="col">{t('lottery.rules.rule')}</th>
              <th scope="col">{t('lottery.rules.odds')}</th>
              <th scope="col">{t('lottery.rules.priceUnits')}</th>
            </tr>
          </thead>
          <tbody>
            {data.betTypes.map((type) => (
              <tr key={type.code}>
                <td data-label={t('lottery.rules.betType')}>
                  <span className="lottery-rules__group">{texts.group(type.group)}</span> {texts.typeName(type.code)}
                </td>
                <td data-label={t('lottery.rules.rule')} className="lottery-rules__rule">
                  {texts.typeRule(type.code)}
                </td>
                <td data-label={t('lottery.rules.odds')} className="amount">
                  <OddsCell rule={type} />
                </td>
                <td data-label={t('lottery.rules.priceUnits')} className="amount">
                  {type.priceUnits}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** A type's odds: one rate, or for a type that pays per token each token with its rate. */
function OddsCell({ rule }: { rule: RuleOdds }) {
  const texts = useRuleTexts();
  const odds = tokenOddsOf(rule);
  if (!odds) return <>{oddsDecimal(rule.oddsBp)}</>;
  return (
    <ul className="odds-table__tokens">
      {Object.entries(odds).map(([token, oddsBp]) => (
        <li key={token}>
          <span>{texts.token(token)}</span> {oddsDecimal(oddsBp)}
        </li>
      ))}
    </ul>
  );
}
