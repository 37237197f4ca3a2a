import { useTranslation } from 'react-i18next';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { useGameMenus } from '../../../lib/catalogue';

/** The footer's partner vendor logos. */
export function VendorLogos() {
  const { t } = useTranslation();
  const { data } = useGameMenus();
  const vendors = (data?.menus ?? []).flatMap((menu) => menu.vendors);
  if (vendors.length === 0) return null;
  return (
    <ul className="vendor-logos" aria-label={t('footer.partners')}>
      {vendors.map((vendor) => (
        <li key={vendor.vendorCode}>
          <FallbackImage src={vendor.logoUrl} alt={vendor.displayName} width={96} height={40} />
        </li>
      ))}
    </ul>
  );
}
