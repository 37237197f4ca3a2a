import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';

/** One page of the member centre; the app decides which pages exist and what they show. */
export interface MemberCentrePage {
  /** The platform's page name (securityCenter, transferFund ...), kept in the URL as `mcPage`. */
  id: string;
  label: string;
  content: ReactNode;
  /** Shown after the label in the menu (a count of things waiting there); renders nothing when there are none. */
  badge?: ReactNode;
}

/** The URL parameter naming the open page (SPEC.md's mcPage). */
export const MEMBER_CENTRE_PAGE_PARAM = 'mcPage';

/**
 * The member centre (SPEC.md section 2): a dialog with a side menu of pages, the first of them
 * (securityCenter) by default. Which page is open lives in the URL beside the modal's name, so a
 * link or a reload opens the same page. On phones the menu is a row above the page.
 */
export function MemberCentreModal({ pages }: { pages: readonly MemberCentrePage[] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get(MEMBER_CENTRE_PAGE_PARAM);
  const current = pages.find((page) => page.id === asked) ?? pages[0];
  const menu = useRef<HTMLElement>(null);

  // On phones the menu is a row that scrolls sideways: bring the open page's entry into sight (a
  // link or a reload may open a page far down the list).
  useEffect(() => {
    menu.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current?.id]);

  function show(id: string) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(MEMBER_CENTRE_PAGE_PARAM, id);
        return next;
      },
      { replace: true },
    );
  }

  // One URL change drops the modal's name (lib/modal's `modal` parameter) and its page together:
  // two search-param updates in one event would each start from the same URL, and the last would win.
  function close() {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('modal');
        next.delete(MEMBER_CENTRE_PAGE_PARAM);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <Dialog open onClose={close} title={t('memberCentre.title')} size="wide">
      <div className="member-centre">
        <nav ref={menu} className="member-centre__menu" aria-label={t('memberCentre.menu')}>
          <ul>
            {pages.map((page) => (
              <li key={page.id}>
                <button
                  type="button"
                  className="member-centre__entry"
                  aria-current={page.id === current?.id ? 'page' : undefined}
                  onClick={() => show(page.id)}
                >
                  {page.label}
                  {page.badge}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section className="member-centre__page" aria-label={current?.label}>
          <Suspense fallback={<Spinner />}>{current?.content}</Suspense>
        </section>
      </div>
    </Dialog>
  );
}
