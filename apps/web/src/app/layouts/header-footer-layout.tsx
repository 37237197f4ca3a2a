import { useWhitelabel } from '../../lib/brand';
import { FloatingBar } from '../../components/floating-bar';
import { Footer } from './footer';
import { Header } from './header';
import { PageOutlet } from './page-outlet';

/** Header and footer without the side menu (the points mall). */
export function HeaderFooterLayout() {
  const { data: brand } = useWhitelabel();
  return (
    <div className="layout" data-layout="header-footer">
      <Header />
      <main id="main" className="layout__main layout__main--wide">
        <PageOutlet />
      </main>
      <Footer />
      {brand && <FloatingBar links={brand.socialLinks} />}
    </div>
  );
}
