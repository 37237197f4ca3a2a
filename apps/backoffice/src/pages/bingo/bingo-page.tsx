import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BoBingoRoom } from '@pkg/contracts/bingo';
import { BrandTabsDesk } from '../../components/brand-tabs-desk';
import { FailAlert } from '../../components/desk-ui';
import { bingoKeys, fetchRooms, setRoomStatus } from '../../api/bingo';
import { amount, GamesPanel, JackpotPanel, RtpPanel } from './bingo-panels';
import { RoomForm } from './room-form';

const TABS = ['rooms', 'games', 'jackpot', 'rtp'] as const;
type Tab = (typeof TABS)[number];

/**
 * The bingo desk (decision 057): a brand's rooms (create, change prices, prizes and schedule, open,
 * pause, close), a room's games with their proofs, winners and payouts, its jackpot's history and
 * its RTP from the ledger. Reading needs bingo.read; changing a room bingo.manage, every change audited.
 */
export function BingoDeskPage() {
  const [roomId, setRoomId] = useState<string | null>(null);
  return (
    <BrandTabsDesk ns="boBingo" tabs={TABS} managePermission="bingo.manage">
      {({ brandId, tab, canManage }) => (
        <Desk key={brandId} brandId={brandId} tab={tab} canManage={canManage} roomId={roomId} onRoom={setRoomId} />
      )}
    </BrandTabsDesk>
  );
}

function Desk(props: { brandId: string; tab: Tab; canManage: boolean; roomId: string | null; onRoom: (id: string) => void }) {
  const { t } = useTranslation();
  const rooms = useQuery({ queryKey: bingoKeys.rooms(props.brandId), queryFn: () => fetchRooms(props.brandId) });
  if (rooms.isPending) return <p>{t('boConsole.loading')}</p>;
  const list = rooms.data?.rooms ?? [];
  const room = list.find((each) => each.tableId === props.roomId) ?? list[0] ?? null;
  if (props.tab === 'rooms') return <RoomsPanel brandId={props.brandId} rooms={list} canManage={props.canManage} failed={rooms} />;
  if (!room) return <p className="bo-note">{t('boBingo.rooms.none')}</p>;
  return (
    <>
      <div className="bo-filters">
        <label>
          {t('boBingo.rooms.pick')}
          <select value={room.tableId} onChange={(event) => props.onRoom(event.target.value)}>
            {list.map((each) => (
              <option key={each.tableId} value={each.tableId}>
                {each.name} ({each.gameCode})
              </option>
            ))}
          </select>
        </label>
      </div>
      {props.tab === 'games' && <GamesPanel key={room.tableId} room={room} />}
      {props.tab === 'jackpot' && <JackpotPanel key={room.tableId} room={room} />}
      {props.tab === 'rtp' && <RtpPanel key={room.tableId} room={room} />}
    </>
  );
}

function RoomsPanel(props: { brandId: string; rooms: BoBingoRoom[]; canManage: boolean; failed: { isError: boolean; error: unknown } }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<BoBingoRoom | 'new' | null>(null);
  const status = useMutation({
    mutationFn: ({ tableId, next }: { tableId: string; next: BoBingoRoom['status'] }) => setRoomStatus(tableId, next),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bingoKeys.rooms(props.brandId) }),
  });
  if (editing) return <RoomForm brandId={props.brandId} room={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />;
  return (
    <>
      <FailAlert of={props.failed} />
      <FailAlert of={status} />
      {props.canManage && (
        <div className="bo-actions">
          <button type="button" onClick={() => setEditing('new')}>
            {t('boBingo.rooms.create')}
          </button>
        </div>
      )}
      <div className="bo-scroll">
        <table className="bo-table">
          <thead>
            <tr>
              {['name', 'format', 'price', 'schedule', 'status', 'current', 'jackpot', ''].map((column) => (
                <th key={column}>{column ? t(`boBingo.rooms.${column}`) : ''}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.rooms.map((room) => (
              <tr key={room.tableId} data-testid="bingo-desk-room">
                <td>
                  {room.name} <small>({room.gameCode})</small>
                </td>
                <td>{room.settings.format}</td>
                <td className="bo-number">{amount(room.settings.ticketPriceMinor)}</td>
                <td>
                  {t('boBingo.rooms.every', { cadence: room.settings.cadenceMs / 1000, interval: room.settings.ballIntervalMs / 1000 })}
                </td>
                <td>{t(`boBingo.status.${room.status}`)}</td>
                <td>{room.current ? `${room.current.seq} · ${room.current.status}` : '—'}</td>
                <td>
                  {Object.entries(room.jackpots)
                    .map(([currency, pool]) => `${currency} ${amount(pool)}`)
                    .join(' · ') || '—'}
                </td>
                <td>
                  {props.canManage && (
                    <div className="bo-actions">
                      <button type="button" className="bo-secondary" onClick={() => setEditing(room)}>
                        {t('boBingo.rooms.edit')}
                      </button>
                      {room.status !== 'open' && (
                        <button
                          type="button"
                          className="bo-secondary"
                          onClick={() => status.mutate({ tableId: room.tableId, next: 'open' })}
                        >
                          {t('boBingo.rooms.open')}
                        </button>
                      )}
                      {room.status === 'open' && (
                        <button
                          type="button"
                          className="bo-secondary"
                          onClick={() => status.mutate({ tableId: room.tableId, next: 'paused' })}
                        >
                          {t('boBingo.rooms.pause')}
                        </button>
                      )}
                      {room.status !== 'closed' && (
                        <button
                          type="button"
                          className="bo-danger"
                          onClick={() => status.mutate({ tableId: room.tableId, next: 'closed' })}
                        >
                          {t('boBingo.rooms.close')}
                        </button>
                      )}
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
