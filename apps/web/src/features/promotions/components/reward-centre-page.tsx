import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RewardItem } from '@pkg/contracts/promotions';
import { DEFAULT_CURRENCY, formatMoney, type Currency } from '@pkg/money/money';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { useWhitelabel } from '../../../lib/brand';
import { formatGmt8 } from '@pkg/web-kit/time';
import { wageringMultiple } from '@pkg/web-kit/wagering';
import { useClaimReward, usePromotionTexts, useRewards } from '../api/use-promotions';
import { failureText } from '../failure';
import '../promotions.css';
import { Notice } from '../../../components/ui/notice';
import { formatAmountTokens } from '@pkg/money/amount-tokens';

type View = 'claimable' | 'history';

/**
 * The member centre's reward centre (rewardCenter, decision 030): every bonus waiting to be
 * claimed, whatever gave it (promotions, first deposit, rebates, check-ins, raffles, VIP, missions,
 * referrals), with its amount, wagering and expiry and a Claim button; and the history of claimed
 * and expired ones, paged. A claim pays into the main wallet, so the balance and the list reload.
 */
export function RewardCentrePage() {
  const { t } = useTranslation();
  const texts = usePromotionTexts();
  const [view, setView] = useState<View>('claimable');
  const [pageNo, setPageNo] = useState(1);
  const rewards = useRewards(view, pageNo);
  const claim = useClaimReward();
  const [claimed, setClaimed] = useState<RewardItem | null>(null);
  const currency = useWhitelabel().data?.currency ?? DEFAULT_CURRENCY;

  if (!texts.data) return <Spinner />;
  return (
    <div className="reward-centre" data-testid="reward-centre">
      <h3 className="wallet-page__heading">{t('promotions.rewards.title')}</h3>
      <div className="period-tabs" role="group" aria-label={t('promotions.rewards.title')}>
        {(['claimable', 'history'] as const).map((name) => (
          <button
            key={name}
            type="button"
            className="period-tabs__tab"
            aria-pressed={view === name}
            onClick={() => {
              setView(name);
              setPageNo(1);
            }}
          >
            {t(`promotions.rewards.views.${name}`)}
          </button>
        ))}
      </div>
      {claimed && (
        <Notice tone="success">{t('promotions.rewards.claimed', { amount: formatMoney(BigInt(claimed.amountMinor), currency) })}</Notice>
      )}
      {claim.isError && (
        <p className="form-error" role="alert">
          {failureText(t, claim.error)}
        </p>
      )}
      {rewards.isPending ? (
        <Spinner />
      ) : rewards.isError ? (
        <p className="form-error" role="alert">
          {failureText(t, rewards.error)}
        </p>
      ) : rewards.data.list.length === 0 ? (
        <EmptyState title={t(`promotions.rewards.empty.${view}`)} />
      ) : (
        <>
          <ul className="reward-list">
            {rewards.data.list.map((reward) => (
              <RewardRow
                key={reward.id}
                reward={reward}
                currency={currency}
                claiming={claim.isPending && claim.variables === reward.id}
                onClaim={() =>
                  claim.mutate(reward.id, {
                    onSuccess: (answer) => setClaimed(answer.reward),
                    onError: () => setClaimed(null),
                  })
                }
              />
            ))}
          </ul>
          <Pager pageNum={rewards.data.pageNum} totalPages={rewards.data.totalPages} onPage={setPageNo} />
        </>
      )}
    </div>
  );
}

function RewardRow({
  reward,
  currency,
  claiming,
  onClaim,
}: {
  reward: RewardItem;
  currency: Currency;
  claiming: boolean;
  onClaim: () => void;
}) {
  const { t } = useTranslation();
  const titleId = `reward-${reward.id}-title`;
  return (
    <li className={`reward-item reward-item--${reward.status}`} aria-labelledby={titleId} data-testid="reward-item">
      <div className="reward-item__main">
        <p className="reward-item__source" id={titleId}>
          {t(`promotions.sources.${reward.source}`)}
        </p>
        {reward.detail && <p className="reward-item__detail">{formatAmountTokens(reward.detail, currency)}</p>}
        <p className="reward-item__facts">
          {reward.wageringBp > 0
            ? t('promotions.rewards.wagering', { multiple: wageringMultiple(reward.wageringBp) })
            : t('promotions.rewards.noWagering')}
          {' · '}
          {reward.status === 'claimed' && reward.claimedAt
            ? t('promotions.rewards.claimedAt', { time: `${formatGmt8(reward.claimedAt)} (GMT+8)` })
            : reward.expiresAt
              ? t(reward.status === 'expired' ? 'promotions.rewards.expiredAt' : 'promotions.rewards.expires', {
                  time: `${formatGmt8(reward.expiresAt)} (GMT+8)`,
                })
              : t('promotions.rewards.noExpiry')}
        </p>
      </div>
      <div className="reward-item__side">
        <strong className="reward-item__amount">{formatMoney(BigInt(reward.amountMinor), currency)}</strong>
        {reward.status === 'claimable' ? (
          <button type="button" className="button button--primary" onClick={onClaim} disabled={claiming}>
            {claiming ? t('promotions.rewards.claiming') : t('promotions.rewards.claim')}
          </button>
        ) : (
          <span className={`promo-status ${reward.status === 'claimed' ? 'promo-status--done' : 'promo-status--bad'}`}>
            {t(`promotions.rewards.statuses.${reward.status}`)}
          </span>
        )}
      </div>
    </li>
  );
}
