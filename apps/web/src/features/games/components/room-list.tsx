import { useTranslation } from 'react-i18next';
import type { Game } from '@pkg/contracts/game-catalogue';
import { formatMoney } from '@pkg/money/money';
import { FallbackImage } from '../../../components/ui/fallback-image';
import type { LaunchTarget } from '../launch';
import { targetOf } from '../launch';
import { DEFAULT_GAME_ICON } from './game-card';

/** The room's figures (GLS2_roomList, decision 059): game, stake, fee, players seated and free seats. */
function RoomFacts({ room }: { room: NonNullable<Game['room']> }) {
  const { t } = useTranslation();
  // The list carries the currency's code only; the demo currencies all have two minor digits.
  const currency = { code: room.currency, symbol: room.currency === 'PHP' ? '\u20b1' : `${room.currency} `, minorDigits: 2 };
  return (
    <span className="room-card__facts" data-testid="room-facts" data-seats-taken={room.seatsTaken} data-seats-free={room.seatsFree}>
      <span>{t(`pvp.games.${room.game}`, { defaultValue: room.game })}</span>
      <span>{t('pvp.lobby.stake', { amount: formatMoney(BigInt(room.unitMinor), currency) })}</span>
      <span>{t('pvp.lobby.fee', { percent: room.rakeX10k / 100 })}</span>
      <span>{t('pvp.lobby.taken', { count: room.seatsTaken })}</span>
      <span>{room.seatsFree > 0 ? t('pvp.lobby.free', { count: room.seatsFree }) : t('pvp.lobby.newTable')}</span>
    </span>
  );
}

/** A PVP hall's rooms (GLS2_roomList): each launches into its table; house rooms show their figures. */
export function RoomList({ rooms, launch, busy }: { rooms: Game[]; launch: (target: LaunchTarget) => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className="room-list" aria-label={t('games.rooms')}>
      {rooms.map((room) => (
        <li key={`${room.vendorCode}/${room.gameCode}`}>
          <button
            type="button"
            className="room-card"
            onClick={() => launch(targetOf(room))}
            disabled={room.maintenance || room.room?.status === 'closed' || busy}
            data-testid="room-card"
            data-room={room.gameCode}
          >
            <FallbackImage src={room.iconUrl} alt="" width={56} height={56} retries={1} fallbackSrc={DEFAULT_GAME_ICON} />
            <span className="room-card__text">
              <strong>{room.displayName}</strong>
              {room.room && <RoomFacts room={room.room} />}
              <span className="room-card__meta">
                {room.maintenance ? t('games.maintenance') : room.room?.status === 'closed' ? t('pvp.lobby.closed') : t('games.enterRoom')}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
