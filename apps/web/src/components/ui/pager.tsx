import { useTranslation } from 'react-i18next';

/**
 * The page numbers to show: always the first and the last, the current one with its neighbours,
 * and null where numbers are left out (an ellipsis). Seven places at most.
 */
export function pagerItems(pageNum: number, totalPages: number): Array<number | null> {
  const wanted = new Set([1, totalPages, pageNum - 1, pageNum, pageNum + 1]);
  // Near either end, show as many numbers as in the middle so the bar keeps its width.
  if (pageNum <= 3) [2, 3, 4].forEach((page) => wanted.add(page));
  if (pageNum >= totalPages - 2) [totalPages - 3, totalPages - 2, totalPages - 1].forEach((page) => wanted.add(page));
  const pages = [...wanted].filter((page) => page >= 1 && page <= totalPages).sort((a, b) => a - b);
  const items: Array<number | null> = [];
  for (const page of pages) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push(null);
    items.push(page);
  }
  return items;
}

/** Previous / next, and the page numbers with the first and the last, under a paged list; nothing when there is one page. */
export function Pager({ pageNum, totalPages, onPage }: { pageNum: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('common.pager.pages')}>
      <button type="button" className="button button--ghost" disabled={pageNum <= 1} onClick={() => onPage(pageNum - 1)}>
        {t('common.pager.previous')}
      </button>
      <ol className="pager__numbers">
        {pagerItems(pageNum, totalPages).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <button
                type="button"
                className={`pager__number${page === pageNum ? ' pager__number--current' : ''}`}
                aria-current={page === pageNum ? 'page' : undefined}
                aria-label={t('common.pager.page', { page, pages: totalPages })}
                onClick={() => page !== pageNum && onPage(page)}
              >
                {page}
              </button>
            </li>
          ),
        )}
      </ol>
      <button type="button" className="button button--ghost" disabled={pageNum >= totalPages} onClick={() => onPage(pageNum + 1)}>
        {t('common.pager.next')}
      </button>
    </nav>
  );
}
