import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TableView } from '@pkg/contracts/rounds';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { fetchTables, liveTableKeys } from '../api/live-tables-api';
import { roadsOf, hasRoads } from '../road-data';
import { msUntil, secondsLeft, useNow } from '../table-clock';
import { tableName, tableSettings, tableState } from '../table-data';
import { shortAmount } from '../table-format';
import { useTableStream } from '../table-stream';
import { BigRoad } from './roads';
import { RecentResults } from './recent-results';
import '../live-tables.css';

/** The lobby's amounts are the brand's minor units; the house's currencies have two digits. */
const LOBBY_MINOR_DIGITS = 2;

/**
 * The house tables' lobby (/live, the house vendor's hall): every table of the vendor with its
 * round's countdown, its last results and, for the card tables, a small big road, all moving live
 * from the tables' public stream. Opening a table launches it like any game (the launch call into
 * the /game frame); a visitor is asked to log in first by the launcher.
 */
export function TablesLobby({
  vendorCode,
  onOpen,
  opening,
}: {
  vendorCode: string;
  onOpen: (gameCode: string) => void;
  /** The table being launched, if any. */
  opening?: string | undefined;
}) {
  const { t } = useTranslation();
  const lobby = useQuery({ queryKey: liveTableKeys.lobby(vendorCode), queryFn: () => fetchTables(vendorCode), staleTime: 60_000 });
  const stream = useTableStream(lobby.data?.tables, lobby.data?.serverTime);
  const now = useNow(500, (lobby.data?.tables.length ?? 0) > 0);
  if (lobby.isPending) return <Spinner />;
  if (lobby.isError) {
    return (
      <EmptyState
        title={t('liveTables.lobby.loadFailed')}
        text={t(`errors.${lobby.error instanceof ApiError ? lobby.error.code : 'internal_error'}`)}
        action={
          <button type="button" className="button button--ghost" onClick={() => void lobby.refetch()}>
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  const tables = lobby.data.tables.map((table) => stream.tables.get(table.tableId) ?? table);
  if (tables.length === 0) return <EmptyState title={t('liveTables.lobby.empty')} />;
  return (
    <div className="lt-lobby" data-testid="tables-lobby">
      <p className="lt-honest">{t('liveTables.honest')}</p>
      <ul className="lt-lobby__tables">
        {tables.map((table) => (
          <TableCard
            key={table.tableId}
            table={table}
            offsetMs={stream.offsetMs}
            now={now}
            opening={opening === table.gameCode}
            onOpen={() => onOpen(table.gameCode)}
          />
        ))}
      </ul>
    </div>
  );
}

function TableCard({
  table,
  offsetMs,
  now,
  opening,
  onOpen,
}: {
  table: TableView;
  offsetMs: number;
  now: number;
  opening: boolean;
  onOpen: () => void;
}) {
  const { t, i18n } = useTranslation();
  const settings = tableSettings(table);
  const name = tableName(table, i18n.language.toUpperCase());
  const round = table.round;
  const left = round?.status === 'open' ? msUntil(round.closesAt, offsetMs, now) : null;
  const status =
    table.status === 'paused'
      ? t('liveTables.lobby.paused')
      : left !== null
        ? t('liveTables.lobby.betting', { seconds: secondsLeft(left) })
        : round && (round.status === 'dealt' || round.status === 'settled')
          ? t('liveTables.lobby.result')
          : t('liveTables.lobby.waiting');
  const limit = settings?.limits.defaultSpot;
  const state = tableState(table);
  return (
    <li className="lt-table-card" data-testid="table-card" data-game={table.gameCode}>
      <header className="lt-table-card__head">
        <h3 className="lt-table-card__name">{name}</h3>
        <span className={`lt-table-card__status${left !== null ? ' is-open' : ''}`} data-testid="table-card-status">
          {status}
        </span>
      </header>
      {left !== null && settings && (
        <span className="lt-table-card__timer" aria-hidden="true">
          <span style={{ transform: `scaleX(${Math.min(1, left / settings.bettingMs)})` }} />
        </span>
      )}
      <RecentResults table={table} count={10} />
      {hasRoads(table.kind) && (
        <div className="lt-table-card__road">
          <BigRoad kind={table.kind} cells={roadsOf(table.kind, state.roads).bigRoad} cell={12} least={24} keep={24} />
        </div>
      )}
      <footer className="lt-table-card__foot">
        {limit && (
          <span className="lt-table-card__limits">
            {t('liveTables.lobby.limits', {
              min: shortAmount(BigInt(limit.minMinor), LOBBY_MINOR_DIGITS),
              max: shortAmount(BigInt(limit.maxMinor), LOBBY_MINOR_DIGITS),
            })}
          </span>
        )}
        <button
          type="button"
          className="button button--primary"
          onClick={onOpen}
          disabled={opening || table.status !== 'open'}
          aria-label={t('liveTables.lobby.play', { name })}
        >
          {opening ? t('liveTables.lobby.opening') : t('liveTables.lobby.sit')}
        </button>
      </footer>
    </li>
  );
}
