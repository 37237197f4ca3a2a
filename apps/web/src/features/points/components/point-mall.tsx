import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PointGoodsView } from '@pkg/contracts/points';
import { DEFAULT_CURRENCY, formatMoney } from '@pkg/money/money';
import { loadNamespace } from '../../../lib/i18n';
import { useWhitelabel } from '../../../lib/brand';
import { useModal } from '../../../lib/modal';
import { useSession } from '../../../lib/session';
import { BALANCE_KEY, CONFIG_KEY, fetchBalance, fetchConfig, fetchGoods, GOODS_KEY } from '../api/points-api';
import { ConvertPanel } from './convert-panel';
import { GoodsGrid } from './goods-grid';
import { PointsJournal } from './points-journal';
import { RedeemDialog } from './redeem-dialog';
import { RedeemHistory } from './redeem-history';
import '../points.css';
import { Notice } from '../../../components/ui/notice';

const TABS = ['mall', 'history', 'convert', 'journal'] as const;
type Tab = (typeof TABS)[number];

/**
 * The points mall (/pointMall): the player's points, how they are earned, the goods to redeem, the
 * redeem history, converting to cash and the points record. Visitors see the goods and the earning
 * rates; redeeming asks them to log in, and trial accounts to open a real account.
 */
export function PointMall() {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void loadNamespace('points').then(() => setReady(true));
  }, []);
  const session = useSession();
  const member = session.loggedIn && !session.isTrial;
  const { open } = useModal();
  const [tab, setTab] = useState<Tab>('mall');
  const [redeeming, setRedeeming] = useState<PointGoodsView | null>(null);
  const brand = useWhitelabel();
  const currency = brand.data?.currency ?? DEFAULT_CURRENCY;
  const goods = useQuery({ queryKey: GOODS_KEY, queryFn: fetchGoods });
  const config = useQuery({ queryKey: CONFIG_KEY, queryFn: fetchConfig });
  const balance = useQuery({ queryKey: BALANCE_KEY, queryFn: fetchBalance, enabled: member });
  const points = balance.data ? BigInt(balance.data.points) : 0n;

  if (!ready) return null;

  function redeem(good: PointGoodsView) {
    if (!session.loggedIn) open('login');
    else if (session.isTrial) open('realAccountNeeded');
    else setRedeeming(good);
  }

  const tabs: readonly Tab[] = member ? TABS : ['mall'];
  return (
    <div className="points">
      <section className="points-summary" aria-labelledby="points-balance-title">
        <div className="points-summary__balance">
          <h2 id="points-balance-title">{t('points.balance')}</h2>
          {member ? (
            <>
              <p className="points-summary__figure" data-testid="points-balance">
                {balance.data ? points.toLocaleString() : '…'}
              </p>
              {balance.data && config.data?.convertEnabled && (
                <p>{t('points.cashValue', { amount: formatMoney(BigInt(balance.data.cashValueMinor), currency) })}</p>
              )}
              {balance.data && (
                <p className="points-muted">
                  {t('points.validBets', { amount: formatMoney(BigInt(balance.data.validBetTotalMinor), currency) })}
                </p>
              )}
            </>
          ) : (
            <>
              <p>{t('points.loginPrompt')}</p>
              <button
                type="button"
                className="button button--primary"
                onClick={() => open(session.loggedIn ? 'realAccountNeeded' : 'login')}
              >
                {t('points.login')}
              </button>
            </>
          )}
          <p className="points-muted">{t('points.intro')}</p>
        </div>
        {config.data && (
          <div className="points-summary__rates">
            <h2>{t('points.howToEarn')}</h2>
            {!config.data.enabled && <Notice tone="warning">{t('points.earningPaused')}</Notice>}
            <ul>
              {config.data.rates.map((rate) => (
                <li key={rate.gameType}>
                  {t('points.rate', {
                    type: t(`nav.types.${rate.gameType}`, { defaultValue: rate.gameType }),
                    amount: formatMoney(BigInt(rate.validBetPerPointMinor), currency),
                  })}
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>

      <div className="points-tabs" role="tablist" aria-label={t('points.title')}>
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`points-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`points-panel-${name}`}
            className="points-tabs__tab"
            onClick={() => setTab(name)}
          >
            {t(`points.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`points-panel-${tab}`} aria-labelledby={`points-tab-${tab}`} className="points-panel">
        {tab === 'mall' &&
          (goods.isError ? (
            <p className="form-error">
              {t('points.loadFailed')}{' '}
              <button type="button" className="button button--ghost" onClick={() => void goods.refetch()}>
                {t('points.retry')}
              </button>
            </p>
          ) : (
            <GoodsGrid
              goods={goods.data?.list ?? []}
              currency={currency}
              loggedIn={member}
              held={member && balance.data ? { points, validBetMinor: BigInt(balance.data.validBetTotalMinor) } : null}
              onRedeem={redeem}
            />
          ))}
        {tab === 'history' && member && <RedeemHistory />}
        {tab === 'convert' && member && config.data && <ConvertPanel config={config.data} currency={currency} points={points} />}
        {tab === 'journal' && member && <PointsJournal />}
      </div>
      {redeeming && <RedeemDialog good={redeeming} points={points} onClose={() => setRedeeming(null)} />}
    </div>
  );
}
