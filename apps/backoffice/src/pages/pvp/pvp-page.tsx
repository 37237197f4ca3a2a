import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BoPvpRoom } from '@pkg/contracts/pvp-desk';
import { BrandTabsDesk } from '../../components/brand-tabs-desk';
import { FailAlert } from '../../components/desk-ui';
import { fetchRooms, pvpKeys, setRoomStatus } from '../../api/pvp';
import { amount } from './pvp-format';
import { CollusionPanel, HandsPanel, TablesPanel } from './pvp-panels';
import { PvpRoomForm } from './room-form';

const TABS = ['rooms', 'tables', 'hands', 'collusion'] as const;

/**
 * The PVP desk (decision 059): a brand's card rooms (stake, fee, turn time, scoring, open or
 * closed; changed with pvp.manage, audited), the tables in play with who sits where from which
 * address and device, the hands with every move and their proofs, and the collusion report.
 */
export function PvpDeskPage() {
  return (
    <BrandTabsDesk ns="boPvp" tabs={TABS} managePermission="pvp.manage">
      {({ brandId, tab, canManage }) => (
        <div key={brandId}>
          {tab === 'rooms' && <RoomsPanel brandId={brandId} canManage={canManage} />}
          {tab === 'tables' && <TablesPanel brandId={brandId} />}
          {tab === 'hands' && <HandsPanel brandId={brandId} />}
          {tab === 'collusion' && <CollusionPanel brandId={brandId} />}
        </div>
      )}
    </BrandTabsDesk>
  );
}

function RoomsPanel({ brandId, canManage }: { brandId: string; canManage: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const rooms = useQuery({ queryKey: pvpKeys.rooms(brandId), queryFn: () => fetchRooms(brandId) });
  const [editing, setEditing] = useState<BoPvpRoom | null>(null);
  const status = useMutation({
    mutationFn: ({ roomCode, next }: { roomCode: string; next: BoPvpRoom['status'] }) => setRoomStatus(brandId, roomCode, next),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pvpKeys.rooms(brandId) }),
  });
  if (editing) return <PvpRoomForm brandId={brandId} room={editing} onDone={() => setEditing(null)} />;
  if (rooms.isPending) return <p>{t('boConsole.loading')}</p>;
  const list = rooms.data?.rooms ?? [];
  return (
    <>
      <FailAlert of={rooms} />
      <FailAlert of={status} />
      {list.length === 0 && <p className="bo-note">{t('boPvp.rooms.none')}</p>}
      <div className="bo-scroll">
        <table className="bo-table">
          <thead>
            <tr>
              {['name', 'game', 'unit', 'rake', 'turn', 'hold', 'status', 'seated', ''].map((column) => (
                <th key={column}>{column ? t(`boPvp.rooms.${column}`) : ''}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.map((room) => (
              <tr key={room.roomCode} data-testid="pvp-desk-room">
                <td>
                  {room.name} <small>({room.roomCode})</small>
                </td>
                <td>{t(`boPvp.games.${room.game}`)}</td>
                <td className="bo-number">{amount(room.unitMinor)}</td>
                <td>
                  {t('boPvp.rooms.rakeText', { percent: room.rakeX10k / 100 })}
                  {room.rakeCapMinor !== null && ` · ${t('boPvp.rooms.cap', { amount: amount(room.rakeCapMinor) })}`}
                </td>
                <td>{t('boPvp.rooms.seconds', { seconds: room.turnSeconds })}</td>
                <td className="bo-number">{amount(room.holdMinor)}</td>
                <td>
                  {t(`boPvp.status.${room.status}`)}
                  {(!room.enabled || room.maintenance) && ` · ${t('boPvp.rooms.offInCatalogue')}`}
                </td>
                <td>{t('boPvp.rooms.seatedText', { seated: room.seated, hands: room.handsInPlay })}</td>
                <td>
                  {canManage && (
                    <div className="bo-actions">
                      <button type="button" className="bo-secondary" onClick={() => setEditing(room)}>
                        {t('boPvp.rooms.edit')}
                      </button>
                      <button
                        type="button"
                        className={room.status === 'open' ? 'bo-danger' : 'bo-secondary'}
                        disabled={status.isPending}
                        onClick={() => status.mutate({ roomCode: room.roomCode, next: room.status === 'open' ? 'closed' : 'open' })}
                      >
                        {room.status === 'open' ? t('boPvp.rooms.close') : t('boPvp.rooms.open')}
                      </button>
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
