import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';
import { FallbackImage } from '../../components/ui/fallback-image';
import { Page } from '../../components/ui/page';
import { useGameMenus } from '../../lib/catalogue';

/** /lottery and /vnlottery: the brand's lottery vendors, and their draws once lotteries open. */
export function LotteryRoute() {
  const { t } = useTranslation();
  const { data } = useGameMenus();
  const vendors = (data?.menus ?? [])
    .filter((menu) => menu.gameType === 'LOTT' || menu.gameType === 'ELOTT')
    .flatMap((menu) => menu.vendors);
  return (
    <Page title={t('nav.types.LOTTERY')}>
      {vendors.length > 0 && (
        <ul className="vendor-cards">
          {vendors.map((vendor) => (
            <li key={vendor.vendorCode} className="vendor-card">
              <FallbackImage src={vendor.logoUrl} alt="" width={48} height={48} />
              <span>{vendor.displayName}</span>
            </li>
          ))}
        </ul>
      )}
      <EmptyState title={t('pages.lottery.empty')} text={t('pages.lottery.text')} />
    </Page>
  );
}
