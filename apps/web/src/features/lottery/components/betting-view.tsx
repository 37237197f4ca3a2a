import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryGame, LotteryOrder } from '@pkg/contracts/lottery';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useModal } from '../../../lib/modal';
import { hasSession } from '../../../lib/session';
import type { VnMenuEntry } from '../api/lottery-api';
import { useResults, useRules } from '../api/use-lottery';
import { orderBody, type CartBet, type ChasePlan } from '../cart';
import { useDrawState, useRefreshDraws, useRefreshWhileDrawing } from '../use-draw-state';
import { useLotteryMoney } from '../use-lottery-money';
import { usePlaceOrder } from '../use-place-order';
import { BetBuilder } from './bet-builder';
import { CartPanel } from './cart-panel';
import { DrawPanel } from './draw-panel';

type Station = VnMenuEntry['stations'][number];

/**
 * The betting view: the open draw and the last result, the bet builder, and the slip. Confirm
 * places the slip on the draw shown (and the next ones when chasing); visitors see everything but
 * Confirm asks them to log in first, and the slip waits for them meanwhile.
 */
export function BettingView({ game, station }: { game: LotteryGame; station: Station | null }) {
  const { t } = useTranslation();
  const { open } = useModal();
  const stationCode = station?.stationCode ?? null;
  const rules = useRules(game.gameCode);
  // The last result of a station comes from its results (the menus carry only today's draw).
  const recent = useResults(station ? game.gameCode : null, stationCode, 1, 1);
  const state = useDrawState(game, stationCode, {
    current: station ? station.draw : game.current,
    last: station ? (recent.data?.list[0] ?? null) : game.last,
  });
  const refresh = useRefreshDraws(game.gameCode);
  useRefreshWhileDrawing(state, refresh);
  const money = useLotteryMoney(rules.data?.currency);
  const [bets, setBets] = useState<CartBet[]>([]);
  const [chase, setChase] = useState<ChasePlan>({ draws: 1, stopOnWin: true });
  const [done, setDone] = useState<LotteryOrder | null>(null);
  const place = usePlaceOrder(refresh);
  const confirm = () => {
    if (!hasSession()) return open('login', { reason: 'playNeedsLogin' });
    setDone(null);
    place.mutate(orderBody(game.gameCode, state.current?.numero ?? null, stationCode, bets, chase), {
      onSuccess: (value) => {
        setDone(value.order);
        setBets([]);
        setChase({ draws: 1, stopOnWin: chase.stopOnWin });
      },
    });
  };
  const change = (next: CartBet[]) => {
    setBets(next);
    setDone(null);
    if (place.isError) place.reset();
  };
  return (
    <div className="betting-view" data-testid="lottery-betting">
      <DrawPanel game={game} stationName={station?.name ?? null} state={state} />
      {rules.isPending ? (
        <Spinner />
      ) : rules.isError ? (
        <p className="form-error" role="alert">
          {t(`errors.${rules.error instanceof ApiError ? rules.error.code : 'internal_error'}`)}
        </p>
      ) : (
        <div className="betting-view__form">
          <BetBuilder key={game.gameCode} rules={rules.data} money={money} onAdd={(bet) => change([...bets, bet])} />
          <CartPanel
            rules={rules.data}
            money={money}
            bets={bets}
            onRemove={(id) => change(bets.filter((bet) => bet.id !== id))}
            chase={chase}
            onChase={(next) => {
              setChase(next);
              if (place.isError) place.reset();
            }}
            canConfirm={state.phase === 'open' && !game.maintenance}
            pending={place.isPending}
            error={place.error ? t(`errors.${place.error instanceof ApiError ? place.error.code : 'internal_error'}`) : null}
            done={done}
            onConfirm={confirm}
          />
        </div>
      )}
    </div>
  );
}
