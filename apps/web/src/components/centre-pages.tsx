import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Spinner } from './ui/spinner';
import { useScrollEdges } from './use-scroll-edges';

/** One page of a centre (the member centre, the agent centre); the app decides which pages exist and what they show. */
export interface CentrePage {
  /** The platform's page name (securityCenter, transferFund ...), kept in the URL as `mcPage` (`acPage` in the agent centre). */
  id: string;
  label: string;
  content: ReactNode;
  /** Shown after the label in the menu (a count of things waiting there); renders nothing when there are none. */
  badge?: ReactNode;
}

/**
 * A centre's open page as the URL names it (`param` beside the modal's name), with the ways to
 * open another page and to close the centre. Closing drops the modal's name and the page in one URL
 * change: two search-param updates in one event would each start from the same URL, and the last
 * would win.
 */
export function useCentrePageParam(param: string) {
  const [params, setParams] = useSearchParams();
  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        change(next);
        return next;
      },
      { replace: true },
    );
  return {
    asked: params.get(param),
    show: (id: string) => update((next) => next.set(param, id)),
    close: () =>
      update((next) => {
        next.delete('modal');
        next.delete(param);
      }),
  };
}

interface CentrePagesProps {
  pages: readonly CentrePage[];
  current: CentrePage | undefined;
  onShow: (id: string) => void;
  /** The menu's accessible name. */
  menuLabel: string;
  /** Classes beside the shared `member-centre` look (the agent centre's own). */
  className?: string;
  entryClassName?: string;
  testId?: string;
}

/**
 * A centre's menu of pages and the open page (the member centre, the agent centre). On phones the
 * menu is a row above the page that scrolls sideways; where it runs on past an edge, that edge
 * fades and an arrow scrolls it on, so a phone shows there are more pages than fit (decision 068).
 */
export function CentrePages({ pages, current, onShow, menuLabel, className, entryClassName, testId }: CentrePagesProps) {
  const { t } = useTranslation();
  const menu = useRef<HTMLElement>(null);
  const row = useRef<HTMLUListElement>(null);
  const edges = useScrollEdges(row, pages.length);
  const scrollBy = (direction: 1 | -1) => row.current?.scrollBy?.({ left: direction * row.current.clientWidth * 0.7, behavior: 'smooth' });

  // On phones the menu is a row that scrolls sideways: bring the open page's entry into sight (a
  // link or a reload may open a page far down the list), in the middle, clear of the edge arrows.
  useEffect(() => {
    menu.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [current?.id]);

  return (
    <div className={className ? `member-centre ${className}` : 'member-centre'} data-testid={testId}>
      <nav
        ref={menu}
        className="member-centre__menu"
        aria-label={menuLabel}
        data-more-before={edges.before || undefined}
        data-more-after={edges.after || undefined}
      >
        {edges.before && (
          <button
            type="button"
            className="member-centre__more member-centre__more--before"
            aria-label={t('common.menuBefore')}
            onClick={() => scrollBy(-1)}
          >
            ‹
          </button>
        )}
        <ul ref={row}>
          {pages.map((page) => (
            <li key={page.id}>
              <button
                type="button"
                className={entryClassName ? `member-centre__entry ${entryClassName}` : 'member-centre__entry'}
                aria-current={page.id === current?.id ? 'page' : undefined}
                onClick={() => onShow(page.id)}
              >
                {page.label}
                {page.badge}
              </button>
            </li>
          ))}
        </ul>
        {edges.after && (
          <button
            type="button"
            className="member-centre__more member-centre__more--after"
            aria-label={t('common.menuAfter')}
            onClick={() => scrollBy(1)}
          >
            ›
          </button>
        )}
      </nav>
      <section className="member-centre__page" aria-label={current?.label}>
        <Suspense fallback={<Spinner />}>{current?.content}</Suspense>
      </section>
    </div>
  );
}
