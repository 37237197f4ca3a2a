import type { ReactNode } from 'react';

interface PageProps {
  title: string;
  children: ReactNode;
  /** Extra controls beside the title. */
  actions?: ReactNode;
}

/** A page's frame: one h1 heading and its content. */
export function Page({ title, children, actions }: PageProps) {
  return (
    <section className="page" aria-labelledby="page-title">
      <div className="page__head">
        <h1 id="page-title" className="page__title">
          {title}
        </h1>
        {actions}
      </div>
      {children}
    </section>
  );
}
