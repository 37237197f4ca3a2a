import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RG_LIMIT_KINDS, RG_PERIODS } from '@pkg/contracts/responsible-gaming';
import { Spinner } from '../../../components/ui/spinner';
import { useWhitelabel } from '../../../lib/brand';
import { RG_KEY, fetchRgState } from '../api/responsible-gaming-api';
import { BreakPanel } from './break-panel';
import { LimitRow } from './limit-row';
import { DailyPanel } from './daily-panel';
import { SessionPanel } from './session-panel';
import '../responsible-gaming.css';

/**
 * The member centre's "Responsible gaming" page (decision 037): deposit, loss and wager limits per
 * day, week and month with their usage and waiting changes, then a cool-off and self-exclusion.
 */
export function ResponsibleGamingPage() {
  const { t } = useTranslation();
  const state = useQuery({ queryKey: RG_KEY, queryFn: fetchRgState });
  const { data: brand } = useWhitelabel();
  if (state.isError) {
    return (
      <div className="rg">
        <p className="form-error" role="alert">
          {t('responsibleGaming.loadFailed')}
        </p>
        <button type="button" className="button button--ghost" onClick={() => void state.refetch()}>
          {t('responsibleGaming.retry')}
        </button>
      </div>
    );
  }
  if (!state.data || !brand) return <Spinner />;
  const { limits, usage, currency, raiseDelayHours, brandDepositLimits } = state.data;
  const money = brand.currency;
  return (
    <div className="rg" data-testid="responsible-gaming">
      <p className="rg__intro">{t('responsibleGaming.intro', { hours: raiseDelayHours })}</p>
      {RG_LIMIT_KINDS.map((kind) => (
        <section key={kind} className="rg-kind" aria-labelledby={`rg-kind-${kind}`}>
          <h3 id={`rg-kind-${kind}`}>{t(`responsibleGaming.kinds.${kind}`)}</h3>
          <p className="field__hint">{t(`responsibleGaming.kindHelp.${kind}`)}</p>
          <ul className="rg-kind__list">
            {RG_PERIODS.map((period) => (
              <LimitRow
                key={period}
                kind={kind}
                period={period}
                limit={limits.find((item) => item.kind === kind && item.period === period)}
                usedMinor={usage.find((item) => item.kind === kind && item.period === period)?.usedMinor ?? '0'}
                currency={currency}
                money={money}
                brandLimitMinor={kind === 'deposit' ? brandDepositLimits.find((item) => item.period === period)?.amountMinor : undefined}
              />
            ))}
          </ul>
        </section>
      ))}
      <SessionPanel rules={state.data.session} />
      <DailyPanel rules={state.data.session} />
      <BreakPanel mode="coolOff" />
      <BreakPanel mode="selfExclusion" />
    </div>
  );
}
