import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { TableView } from '@pkg/contracts/rounds';
import { DEFAULT_CURRENCY, formatMoney, type Currency } from '@pkg/money/money';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useWhitelabel } from '../../../lib/brand';
import { bingoKeys, fetchRooms } from '../api/bingo-api';
import { countdownText, msUntil, useNow } from '../bingo-clock';
import { gameResult, jackpotOf, phaseOf, prizesSoFar, roomSettings, roomState, salesOf } from '../bingo-data';
import { useRoomStream } from '../bingo-stream';
import '../bingo.css';

/** A room's name in the page's language (English, then its game code, when the operator wrote none). */
export function roomName(room: Pick<TableView, 'names' | 'name'>, language: string): string {
  return room.names[language.toUpperCase()] ?? room.names.EN ?? room.name;
}

/**
 * The bingo rooms of a house vendor on /bingo (decision 057): each room with its next game's start
 * (a countdown while cards are on sale, the ball being called while a game plays), the card's
 * price, the prizes its sales give so far (at least the guarantees), its players and its jackpot,
 * all live from the rooms' stream. Entering a room launches it into the /game frame.
 */
export function RoomsLobby({ vendorCode, onOpen, opening }: { vendorCode: string; onOpen: (gameCode: string) => void; opening?: string }) {
  const { t, i18n } = useTranslation();
  const lobby = useQuery({ queryKey: bingoKeys.lobby(vendorCode), queryFn: () => fetchRooms(vendorCode) });
  const stream = useRoomStream(lobby.data?.tables, lobby.data?.serverTime);
  const brand = useWhitelabel();
  const now = useNow(1000);
  if (lobby.isPending) return <Spinner />;
  const rooms = (lobby.data?.tables ?? []).map((room) => stream.rooms.get(room.tableId) ?? room);
  if (rooms.length === 0) return <EmptyState title={t('bingo.lobby.empty')} text={t('bingo.lobby.fair')} />;
  const currency: Currency = brand.data?.currency ?? DEFAULT_CURRENCY;
  return (
    <section className="bingo-lobby" data-testid="bingo-lobby" aria-label={t('bingo.lobby.label')}>
      <p className="bingo-lobby__fair">{t('bingo.lobby.fair')}</p>
      <ul className="bingo-lobby__rooms">
        {rooms.map((room) => (
          <RoomCard
            key={room.tableId}
            room={room}
            name={roomName(room, i18n.language)}
            currency={currency}
            status={statusLine(t, room, stream.offsetMs, now)}
            onOpen={() => onOpen(room.gameCode)}
            busy={opening === room.gameCode}
          />
        ))}
      </ul>
    </section>
  );
}

function statusLine(t: TFunction, room: TableView, offsetMs: number, now: number): string {
  if (room.status !== 'open') return t('bingo.lobby.paused');
  const result = gameResult(room.round);
  const phase = phaseOf(room.round, result);
  if (phase === 'buying') {
    const left = msUntil(room.round?.closesAt, offsetMs, now);
    return left && left > 0 ? t('bingo.lobby.nextGame', { time: countdownText(left) }) : t('bingo.lobby.starting');
  }
  if (phase === 'playing') return t('bingo.lobby.playing', { called: result?.called ?? 0 });
  return t('bingo.lobby.between');
}

function RoomCard(props: { room: TableView; name: string; currency: Currency; status: string; onOpen: () => void; busy: boolean }) {
  const { t } = useTranslation();
  const { room, currency } = props;
  const settings = roomSettings(room);
  if (!settings) return null;
  const result = gameResult(room.round);
  const game = result?.currencies[currency.code] ?? null;
  const sales = game ? { cards: game.cards, players: game.players } : salesOf(room.round, settings, currency.code);
  const prizes = game
    ? game.stages.reduce((sum, stage) => sum + BigInt(stage.prizeMinor), 0n)
    : prizesSoFar(settings, sales.cards).totalMinor;
  const jackpot = settings.jackpot ? jackpotOf(roomState(room), game, currency.code) : null;
  return (
    <li className="bingo-room" data-testid="bingo-room" data-game-code={room.gameCode}>
      <div className="bingo-room__head">
        <span className={`bingo-room__format bingo-room__format--${settings.format}`}>{t(`bingo.lobby.format${settings.format}`)}</span>
        <h3 className="bingo-room__name">{props.name}</h3>
      </div>
      <p className="bingo-room__status" data-testid="bingo-room-status">
        {props.status}
      </p>
      <dl className="bingo-room__facts">
        <div>
          <dt>{t('bingo.lobby.price')}</dt>
          <dd>{formatMoney(BigInt(settings.ticketPriceMinor), currency)}</dd>
        </div>
        <div>
          <dt>{t('bingo.lobby.pool')}</dt>
          <dd data-testid="bingo-room-prizes">{formatMoney(prizes, currency)}</dd>
        </div>
        <div>
          <dt>{t('bingo.lobby.players')}</dt>
          <dd>{sales.players}</dd>
        </div>
        {jackpot !== null && (
          <div className="bingo-room__jackpot">
            <dt>{t('bingo.lobby.jackpot')}</dt>
            <dd>{formatMoney(jackpot, currency)}</dd>
          </div>
        )}
      </dl>
      <button
        type="button"
        className="button button--primary bingo-room__enter"
        aria-label={t('bingo.lobby.play', { name: props.name })}
        onClick={props.onOpen}
        disabled={props.busy || room.status !== 'open'}
      >
        {t('bingo.lobby.enter')}
      </button>
    </li>
  );
}
