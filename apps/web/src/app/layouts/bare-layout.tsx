import { Outlet } from 'react-router';

/** No header or footer (the member-centre help, opened inside the member centre). */
export function BareLayout() {
  return (
    <div className="layout" data-layout="bare">
      <main id="main" className="layout__main layout__main--wide">
        <Outlet />
      </main>
    </div>
  );
}
