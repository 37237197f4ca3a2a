import { useTranslation } from 'react-i18next';
import type { TableView } from '@pkg/contracts/rounds';
import { readResult, type TableResult } from '../table-data';
import { resultText } from '../../../lib/table-result-text';
import { COLOUR_FILLS } from './die';

const SIDE_CLASS: Record<string, string> = { banker: 'B', player: 'P', dragon: 'B', tiger: 'P', tie: 'T' };

/** One result as a small mark: the winner's letter, the dice total, the three colours. */
function ResultMark({ result }: { result: TableResult }) {
  const { t } = useTranslation();
  const title = resultText(t, result);
  switch (result.kind) {
    case 'baccarat':
    case 'dragon-tiger': {
      const side = SIDE_CLASS[result.winner] ?? 'T';
      return (
        <li className={`lt-mark lt-mark--${side}`} title={title} aria-label={title}>
          {t(`liveTables.roads.letters.${result.kind}.${side}`)}
        </li>
      );
    }
    case 'sic-bo':
      return (
        <li className={`lt-mark lt-mark--dice${result.triple ? ' lt-mark--triple' : ''}`} title={title} aria-label={title}>
          {result.total}
        </li>
      );
    case 'color-game':
      return (
        <li className="lt-mark lt-mark--colours" title={title} aria-label={title}>
          {result.colours.map((colour, index) => (
            <span key={index} style={{ background: COLOUR_FILLS[colour] }} />
          ))}
        </li>
      );
  }
}

/** The table's last results, newest first. */
export function RecentResults({ table, count }: { table: Pick<TableView, 'recent'>; count: number }) {
  const { t } = useTranslation();
  const results = table.recent.slice(0, count).flatMap((entry) => {
    const result = readResult(entry.result);
    return result ? [{ id: entry.roundId, result }] : [];
  });
  if (results.length === 0) return <p className="lt-recent lt-recent--empty">{t('liveTables.lobby.noResults')}</p>;
  return (
    <ol className="lt-recent" aria-label={t('liveTables.lobby.lastResults')} data-testid="recent-results">
      {results.map(({ id, result }) => (
        <ResultMark key={id} result={result} />
      ))}
    </ol>
  );
}
