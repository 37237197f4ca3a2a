import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/ui/pager';
import { formatGmt8, gmt8Day } from '@pkg/web-kit/time';
import { fetchJournal, JOURNAL_KEY } from '../api/points-api';

/** Every change of the player's points (ODSFE2_MemTransDet), filtered by GMT+8 days. */
export function PointsJournal() {
  const { t } = useTranslation();
  const [from, setFrom] = useState(() => gmt8Day(new Date(), -29));
  const [to, setTo] = useState(() => gmt8Day(new Date()));
  const [range, setRange] = useState({ from, to });
  const [page, setPage] = useState(1);
  const journal = useQuery({
    queryKey: [...JOURNAL_KEY, range.from, range.to, page],
    queryFn: () => fetchJournal(page, range.from, range.to),
  });

  function search(event: FormEvent) {
    event.preventDefault();
    setPage(1);
    setRange({ from, to });
  }

  return (
    <div className="points-journal">
      <form className="points-journal__filter" onSubmit={search}>
        <label>
          {t('points.journal.from')}
          <input className="field__input" type="date" value={from} max={to} onChange={(event) => setFrom(event.target.value)} />
        </label>
        <label>
          {t('points.journal.to')}
          <input className="field__input" type="date" value={to} min={from} onChange={(event) => setTo(event.target.value)} />
        </label>
        <button type="submit" className="button button--ghost">
          {t('points.journal.search')}
        </button>
      </form>
      {journal.isError && <p className="form-error">{t('points.loadFailed')}</p>}
      {journal.data && journal.data.list.length === 0 && <p className="points-empty">{t('points.journal.empty')}</p>}
      {journal.data && journal.data.list.length > 0 && (
        <table className="points-table">
          <thead>
            <tr>
              <th scope="col">{t('points.journal.date')}</th>
              <th scope="col">{t('points.journal.points')}</th>
              <th scope="col">{t('points.journal.balance')}</th>
            </tr>
          </thead>
          <tbody>
            {journal.data.list.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <span className="points-table__kind">{t(`points.journal.kinds.${entry.kind}`)}</span>
                  <time dateTime={entry.createdAt}>{formatGmt8(entry.createdAt)}</time>
                </td>
                <td className={entry.points.startsWith('-') ? 'points-minus' : 'points-plus'}>
                  {entry.points.startsWith('-') ? '' : '+'}
                  {BigInt(entry.points).toLocaleString()}
                </td>
                <td>{BigInt(entry.balanceAfter).toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {journal.data && <Pager pageNum={journal.data.pageNum} totalPages={journal.data.totalPages} onPage={setPage} />}
    </div>
  );
}
