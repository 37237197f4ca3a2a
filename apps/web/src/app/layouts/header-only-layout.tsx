import { Header } from './header';
import { PageOutlet } from './page-outlet';

/** Header only: lottery pages, the seamless page and the game frame use the whole screen below it. */
export function HeaderOnlyLayout() {
  return (
    <div className="layout" data-layout="header-only">
      <Header />
      <main id="main" className="layout__main layout__main--wide">
        <PageOutlet />
      </main>
    </div>
  );
}
