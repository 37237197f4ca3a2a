import { useTranslation } from 'react-i18next';

/** Previous / next buttons and "page N of M" under a paged list; nothing when there is one page. */
export function Pager({ pageNum, totalPages, onPage }: { pageNum: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('common.pager.pages')}>
      <button type="button" className="button button--ghost" disabled={pageNum <= 1} onClick={() => onPage(pageNum - 1)}>
        {t('common.pager.previous')}
      </button>
      <span>{t('common.pager.page', { page: pageNum, pages: totalPages })}</span>
      <button type="button" className="button button--ghost" disabled={pageNum >= totalPages} onClick={() => onPage(pageNum + 1)}>
        {t('common.pager.next')}
      </button>
    </nav>
  );
}
