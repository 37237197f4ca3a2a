import { PageOutlet } from './page-outlet';

/** No header or footer (the member-centre help, opened inside the member centre). */
export function BareLayout() {
  return (
    <div className="layout" data-layout="bare">
      <main id="main" className="layout__main layout__main--wide">
        <PageOutlet />
      </main>
    </div>
  );
}
