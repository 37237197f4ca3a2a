import { useWhitelabel } from '../../lib/brand';
import { FloatingBar } from '../../components/floating-bar';
import { SideMenu } from '../../features/navigation/components/side-menu';
import { Footer } from './footer';
import { Header } from './header';
import { PageOutlet } from './page-outlet';

/** Header, side menu, content, footer and the floating bar: the layout of most routes. */
export function FullLayout() {
  const { data: brand } = useWhitelabel();
  return (
    <div className="layout" data-layout="full">
      <Header />
      <div className="layout__body">
        <SideMenu />
        <main id="main" className="layout__main">
          <PageOutlet />
        </main>
      </div>
      <Footer />
      {brand && <FloatingBar links={brand.socialLinks} />}
    </div>
  );
}
