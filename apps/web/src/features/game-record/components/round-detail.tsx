import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatGmt8 } from '@pkg/web-kit/time';
import { fetchRound, GAME_RECORD_KEY, useMoneyStyle } from '../api/game-record-api';
import { netClass, signed } from './round-table';
import { ArenaRoundView, asArenaDetail } from './arena-round-view';
import { asLotteryDetail, LotteryRoundView } from './lottery-round-view';
import { asSlotDetail, SlotRoundView } from './slot-round-view';
import { asSportsDetail, SportsRoundView } from './sports-round-view';
import { asTableDetail, TableRoundView } from './table-round-view';

/**
 * One round of the betting record: what it was (game, vendor, round id, status, times in GMT+8),
 * the money (stake, win, net), every ledger movement it made, and for a house slot the reels and
 * wins the server kept, for a lottery ticket its picks, draw and result, for a sportsbook slip its legs, and for a live table round
 * its cards or dice, bets and proof.
 */
export function RoundDetail({ vendorCode, roundId, onBack }: { vendorCode: string; roundId: string; onBack: () => void }) {
  const { t } = useTranslation();
  const round = useQuery({ queryKey: [...GAME_RECORD_KEY, 'round', vendorCode, roundId], queryFn: () => fetchRound(vendorCode, roundId) });
  const currency = useMoneyStyle(round.data?.currency ?? '');
  const back = (
    <button type="button" className="button button--ghost game-record__back" onClick={onBack}>
      {t('gameRecord.back')}
    </button>
  );
  if (round.isPending) return <Spinner />;
  if (round.isError) {
    return (
      <div className="wallet-page">
        {back}
        <p className="form-error" role="alert">
          {t(`errors.${round.error instanceof ApiError ? round.error.code : 'internal_error'}`)}
        </p>
      </div>
    );
  }
  const data = round.data;
  const slot = asSlotDetail(data.detail);
  const lottery = asLotteryDetail(data.detail);
  const fight = asArenaDetail(data.detail);
  const slip = asSportsDetail(data.detail);
  const table = asTableDetail(data.detail);
  return (
    <div className="wallet-page game-record__detail" data-testid="game-round-detail">
      {back}
      <h4 className="wallet-page__heading">{data.gameName ?? data.gameCode}</h4>
      <dl className="wallet-list wallet-list--quiet">
        <div>
          <dt>{t('gameRecord.vendor')}</dt>
          <dd>{data.vendorName}</dd>
        </div>
        <div>
          <dt>{t('gameRecord.roundId')}</dt>
          <dd className="game-record__id">{data.roundId}</dd>
        </div>
        <div>
          <dt>{t('gameRecord.status')}</dt>
          <dd>{t(`gameRecord.statuses.${data.status}`)}</dd>
        </div>
        <div>
          <dt>{t('gameRecord.startedAt')}</dt>
          <dd>{formatGmt8(data.startedAt)}</dd>
        </div>
        {data.settledAt && (
          <div>
            <dt>{t('gameRecord.settledAt')}</dt>
            <dd>{formatGmt8(data.settledAt)}</dd>
          </div>
        )}
        <div>
          <dt>{t('gameRecord.stake')}</dt>
          <dd className="amount">{data.stake}</dd>
        </div>
        <div>
          <dt>{t('gameRecord.win')}</dt>
          <dd className="amount">{data.win}</dd>
        </div>
        <div>
          <dt>{t('gameRecord.net')}</dt>
          <dd className={netClass(data.netMinor)}>{signed(data.net, data.netMinor)}</dd>
        </div>
      </dl>
      {slot && <SlotRoundView detail={slot} currency={currency} />}
      {lottery && <LotteryRoundView detail={lottery} currency={currency} />}
      {fight && <ArenaRoundView detail={fight} currency={currency} />}
      {slip && <SportsRoundView detail={slip} currency={currency} />}
      {table && <TableRoundView detail={table} currency={currency} />}
      {/* A lottery ticket's money moves with its order's stake on the draw and the draw's payout to the
          player, shared with the order's other tickets; the account record lists those movements. */}
      {!lottery && (
        <>
          <h5 className="game-record__subheading">{t('gameRecord.movements')}</h5>
          <div className="record-table">
            <table>
              <caption className="visually-hidden">{t('gameRecord.movements')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('gameRecord.movementKind')}</th>
                  <th scope="col">{t('gameRecord.amount')}</th>
                  <th scope="col">{t('gameRecord.transactionId')}</th>
                  <th scope="col">{t('gameRecord.time')}</th>
                </tr>
              </thead>
              <tbody>
                {data.movements.map((movement) => (
                  <tr key={`${movement.kind}-${movement.transactionId}`} data-testid="game-round-movement">
                    <td data-label={t('gameRecord.movementKind')}>{t(`gameRecord.movementKinds.${movement.kind}`)}</td>
                    <td data-label={t('gameRecord.amount')} className={netClass(movement.amountMinor)}>
                      {signed(movement.amount, movement.amountMinor)}
                    </td>
                    <td data-label={t('gameRecord.transactionId')} className="game-record__id">
                      {movement.transactionId}
                    </td>
                    <td data-label={t('gameRecord.time')}>{formatGmt8(movement.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="record-table__zone">{t('gameRecord.timezone')}</p>
          </div>
        </>
      )}
    </div>
  );
}
