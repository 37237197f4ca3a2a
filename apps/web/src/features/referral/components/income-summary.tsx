import { useTranslation } from 'react-i18next';
import type { ReferralSummaryValue } from '@pkg/contracts/referral';
import { formatMoney, type Currency } from '@pkg/money/money';

/** The referrer's counts and income; rewards are claimed in the reward centre, which the button opens. */
export function IncomeSummary({ summary, currency, onClaim }: { summary: ReferralSummaryValue; currency: Currency; onClaim: () => void }) {
  const { t } = useTranslation();
  const money = (minor: string) => formatMoney(BigInt(minor), currency);
  const figures: Array<[string, string, string]> = [
    ['invited', t('referral.summary.invited'), String(summary.invited)],
    ['pending', t('referral.summary.pending'), String(summary.pending)],
    ['qualified', t('referral.summary.qualified'), String(summary.qualified)],
    ['earned', t('referral.summary.earned'), money(summary.earnedMinor)],
    ['claimed', t('referral.summary.claimed'), money(summary.claimedMinor)],
    ['claimable', t('referral.summary.claimable'), money(summary.claimableMinor)],
    [
      'month',
      t('referral.summary.month'),
      summary.monthlyCap > 0
        ? t('referral.summary.monthOf', { count: summary.monthRewards, cap: summary.monthlyCap })
        : String(summary.monthRewards),
    ],
  ];
  return (
    <section className="referral-card" aria-labelledby="referral-summary-title" data-testid="referral-summary">
      <h4 id="referral-summary-title" className="referral-card__heading">
        {t('referral.summary.heading')}
      </h4>
      <dl className="referral-figures">
        {figures.map(([id, label, value]) => (
          <div key={id} className="referral-figure" data-testid={`referral-figure-${id}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {BigInt(summary.claimableMinor) > 0n && (
        <button type="button" className="button button--primary" onClick={onClaim}>
          {t('referral.summary.claim')}
        </button>
      )}
    </section>
  );
}
