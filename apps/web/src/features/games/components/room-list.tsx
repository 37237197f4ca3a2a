import { useTranslation } from 'react-i18next';
import type { Game } from '@pkg/contracts/game-catalogue';
import { FallbackImage } from '../../../components/ui/fallback-image';
import type { LaunchTarget } from '../launch';
import { targetOf } from '../launch';
import { DEFAULT_GAME_ICON } from './game-card';

/** A PVP hall's rooms (GLS2_roomList): each launches into its table. */
export function RoomList({ rooms, launch, busy }: { rooms: Game[]; launch: (target: LaunchTarget) => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className="room-list" aria-label={t('games.rooms')}>
      {rooms.map((room) => (
        <li key={`${room.vendorCode}/${room.gameCode}`}>
          <button type="button" className="room-card" onClick={() => launch(targetOf(room))} disabled={room.maintenance || busy}>
            <FallbackImage src={room.iconUrl} alt="" width={56} height={56} retries={1} fallbackSrc={DEFAULT_GAME_ICON} />
            <span className="room-card__text">
              <strong>{room.displayName}</strong>
              <span className="room-card__meta">{room.maintenance ? t('games.maintenance') : t('games.enterRoom')}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
