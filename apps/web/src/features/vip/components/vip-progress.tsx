import { useTranslation } from 'react-i18next';
import type { VipProgress } from '@pkg/contracts/vip';
import { formatMoney, type Currency } from '@pkg/money/money';
import { percentOf } from '../progress';

/** One threshold's bar with its exact figures: the period's amount of the target, and what is left. */
export function ProgressRow({ label, progress, currency }: { label: string; progress: VipProgress; currency: Currency }) {
  const { t } = useTranslation();
  const percent = percentOf(progress.currentMinor, progress.targetMinor);
  const current = formatMoney(BigInt(progress.currentMinor), currency);
  const target = formatMoney(BigInt(progress.targetMinor), currency);
  const remaining = BigInt(progress.remainingMinor);
  return (
    <div className="vip-progress">
      <div className="vip-progress__head">
        <span className="vip-progress__label">{label}</span>
        <span className="vip-progress__figures">{t('vip.progress.figures', { current, target })}</span>
      </div>
      <div
        className="vip-progress__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('vip.progress.figures', { current, target })}
      >
        <span className="vip-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="vip-progress__left">
        {remaining > 0n ? t('vip.progress.remaining', { amount: formatMoney(remaining, currency) }) : t('vip.progress.done')}
      </p>
    </div>
  );
}
