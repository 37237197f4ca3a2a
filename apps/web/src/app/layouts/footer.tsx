import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '../../lib/brand';
import { LazySafeHtml } from '../../components/ui/lazy-safe-html';
import { HelpMenu } from '../../features/help/components/help-menu';
import { VendorLogos } from '../../features/navigation/components/vendor-logos';

/** The footer: help menu, partner vendor logos, the brand's about text and the copyright line. */
export function Footer() {
  const { t } = useTranslation();
  const { data: brand } = useWhitelabel();
  if (!brand) return null;
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <HelpMenu />
        <section>
          <h2 className="footer__heading">{t('footer.about')}</h2>
          {/* The operator's about text is HTML, sanitised when saved (decision 039) and again here. */}
          <LazySafeHtml className="site-footer__about" html={brand.aboutText} />
          <p className="site-footer__age">{t('footer.ageNotice', { age: brand.legalAge })}</p>
        </section>
      </div>
      <VendorLogos />
      <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear(), brand: brand.name })}</p>
    </footer>
  );
}
