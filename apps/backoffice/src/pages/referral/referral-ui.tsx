import { useTranslation } from 'react-i18next';

/** Query keys of the referral desk; a decision or a rules change refreshes everything under it. */
export const REFERRAL_KEY = ['bo', 'referral'] as const;

/** Previous and next under a paged list; nothing when there is one page. */
export function Paging({ pageNo, totalPages, onPage }: { pageNo: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <div className="bo-actions">
      <button type="button" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
        {t('boReferral.previous')}
      </button>
      <span>{t('boReferral.page', { page: pageNo, pages: totalPages })}</span>
      <button type="button" disabled={pageNo >= totalPages} onClick={() => onPage(pageNo + 1)}>
        {t('boReferral.next')}
      </button>
    </div>
  );
}
