import { useTranslation } from 'react-i18next';
import { formatGmt8 } from '@pkg/web-kit/time';

/** A promotion's period in GMT+8, as the site shows every time; an open end reads "until further notice". */
export function PromotionDates({ startsAt, endsAt }: { startsAt: string; endsAt: string | null }) {
  const { t } = useTranslation();
  const from = formatGmt8(startsAt).slice(0, 16);
  return (
    <span className="promo-dates">
      {endsAt ? t('promotions.dates.range', { from, to: formatGmt8(endsAt).slice(0, 16) }) : t('promotions.dates.open', { from })}
    </span>
  );
}
