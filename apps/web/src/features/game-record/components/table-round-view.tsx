import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney, type Currency } from '@pkg/money/money';
import { loadNamespace } from '../../../lib/i18n';
import { readResult } from '../../../lib/table-result';
import { resultText } from '../../../lib/table-result-text';
import { spotLabel } from '../../../lib/table-spot-labels';

/** The part of a live table round's detail this view draws (apps/server rounds round-detail.ts). */
interface TableDetail {
  kind: 'shared-round';
  tableKind: 'baccarat' | 'dragon-tiger' | 'sic-bo' | 'color-game';
  seq: number;
  status: string;
  result: unknown;
  seedHash: string | null;
  seed: string | null;
  bets: Array<{ betId: string; spot: string; stakeMinor: string; returnMinor: string | null }>;
}

const TABLE_KINDS = new Set(['baccarat', 'dragon-tiger', 'sic-bo', 'color-game']);

/** The detail as a live table round's (decision 054), or null when it is some other game's (or malformed). */
export function asTableDetail(detail: unknown): TableDetail | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const candidate = detail as Partial<TableDetail>;
  if (candidate.kind !== 'shared-round' || !TABLE_KINDS.has(String(candidate.tableKind)) || !Array.isArray(candidate.bets)) return null;
  return typeof candidate.seq === 'number' && typeof candidate.status === 'string' ? (candidate as TableDetail) : null;
}

/**
 * A live table round in the betting record: its number, the dealt cards or dice and who won, the
 * player's bets with what each returned, and the round's proof (the seed's hash, the seed once
 * revealed). The spots' and results' names come from the live tables' own texts, loaded here.
 */
export function TableRoundView({ detail, currency }: { detail: TableDetail; currency: Currency }) {
  const { t } = useTranslation();
  const texts = useQuery({
    queryKey: ['texts', 'liveTables'],
    queryFn: async () => {
      await loadNamespace('liveTables');
      return true;
    },
    staleTime: Infinity,
  });
  if (!texts.data) return null;
  const result = readResult(detail.result);
  const outcome = detail.status === 'void' ? t('gameRecord.table.void') : result ? resultText(t, result) : t('gameRecord.table.pending');
  return (
    <div className="table-round" data-testid="table-round">
      <p>{t('gameRecord.table.round', { seq: detail.seq })}</p>
      <p>
        <strong>{outcome}</strong>
      </p>
      <ul className="wallet-list wallet-list--quiet">
        {detail.bets.map((bet) => (
          <li key={bet.betId}>
            {t('gameRecord.table.bet', {
              spot: spotLabel(t, bet.spot),
              stake: formatMoney(BigInt(bet.stakeMinor), currency),
              returned: bet.returnMinor === null ? '—' : formatMoney(BigInt(bet.returnMinor), currency),
            })}
          </li>
        ))}
      </ul>
      <dl className="table-round__proof">
        <dt>{t('gameRecord.table.seedHash')}</dt>
        <dd>{detail.seedHash ?? '—'}</dd>
        <dt>{t('gameRecord.table.seed')}</dt>
        <dd>{detail.seed ?? t('gameRecord.table.sealed')}</dd>
      </dl>
    </div>
  );
}
