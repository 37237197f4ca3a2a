import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SHIPPED_LANGUAGES, type ShippedLanguage } from '@pkg/contracts/languages';
import type { PvpRoomView, PvpTableView } from '@pkg/contracts/pvp';
import { formatMoney, type Currency } from '@pkg/money/money';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { changeLanguage, currentLanguage } from '../../../lib/i18n';
import { layoffTargets, playableCards, type SortOrder } from '../cards';
import { usePvpTable, type PvpTableState } from '../use-pvp-table';
import { GameBoard } from './game-board';
import { HandResult } from './hand-result';
import { MoveBar } from './move-bar';
import { MyHand } from './my-hand';
import { SeatsBar } from './seats-bar';
import { TurnTimer, useSecondsLeft } from './turn-timer';
import '../pvp.css';

/** Follows the launch URL's `lang` when it names a shipped language. */
function useLaunchLanguage(lang: string | null) {
  useEffect(() => {
    const wanted = lang?.toUpperCase();
    if (wanted && (SHIPPED_LANGUAGES as readonly string[]).includes(wanted) && wanted !== currentLanguage()) {
      void changeLanguage(wanted as ShippedLanguage);
    }
  }, [lang]);
}

function Failure({ text }: { text: string }) {
  return (
    <div className="pvp-page pvp-page--failed" role="alert">
      <p>{text}</p>
    </div>
  );
}

/** The room's terms: stake per unit, house fee, turn time and what a hand holds from the balance. */
function RoomTerms({ room, currency }: { room: PvpRoomView; currency: Currency }) {
  const { t } = useTranslation();
  return (
    <ul className="pvp-terms" data-testid="pvp-terms">
      <li>{t('pvp.terms.unit', { amount: formatMoney(BigInt(room.unitMinor), currency) })}</li>
      <li>{t('pvp.terms.fee', { percent: room.rakeX10k / 100 })}</li>
      <li>{t('pvp.terms.turn', { seconds: room.turnSeconds })}</li>
      <li>{t('pvp.terms.hold', { amount: formatMoney(BigInt(room.holdMinor), currency) })}</li>
    </ul>
  );
}

/** Between hands: waiting for players, or the next deal's countdown with its seed hash published. */
function WaitPanel({ table, offsetMs }: { table: PvpTableView; offsetMs: number }) {
  const { t } = useTranslation();
  const hand = table.hand;
  const dealing = hand?.status === 'shuffled';
  const left = useSecondsLeft(dealing ? hand.dealAt : null, offsetMs);
  const taken = table.seats.filter((seat) => seat.status !== 'empty').length;
  return (
    <section className="pvp-wait" role="status" data-testid="pvp-wait">
      {dealing ? (
        <>
          <p className="pvp-wait__title">{t('pvp.wait.dealing', { seconds: left ?? 0 })}</p>
          <p className="pvp-wait__hash">
            {t('pvp.proof.hash')}: <code>{hand.seedHash}</code>
          </p>
        </>
      ) : (
        <p className="pvp-wait__title">{t('pvp.wait.players', { taken, seats: table.seats.length })}</p>
      )}
    </section>
  );
}

/** The player's own seat line: its name, whose turn it is and the turn's countdown. */
function MySeatLine({ table, offsetMs }: { table: PvpTableView; offsetMs: number }) {
  const { t } = useTranslation();
  const hand = table.hand;
  const myTurn = hand?.status === 'playing' && hand.toAct !== null && hand.toAct === table.mySeat;
  const actor = hand?.toAct !== null && hand?.toAct !== undefined ? table.seats[hand.toAct]?.name : null;
  return (
    <div className={`pvp-me${myTurn ? ' pvp-me--acting' : ''}`} data-testid="pvp-turn" data-my-turn={myTurn ? 'true' : 'false'}>
      <span className="pvp-me__text">
        {hand?.status !== 'playing' ? t('pvp.turn.none') : myTurn ? t('pvp.turn.yours') : t('pvp.turn.theirs', { name: actor ?? '' })}
      </span>
      {myTurn && <TurnTimer deadline={hand.deadline} offsetMs={offsetMs} turnSeconds={table.room.turnSeconds} />}
    </div>
  );
}

/** The table while seated: the others, the board, the result of the last hand, the player's cards and moves. */
function SeatedTable({ state, table, currency }: { state: PvpTableState; table: PvpTableView; currency: Currency }) {
  const [order, setOrder] = useState<SortOrder>('rank');
  const [selected, setSelected] = useState<number[]>([]);
  const hand = table.hand;
  const view = hand?.status === 'playing' ? hand.view : null;
  const handCards = view?.hand ?? [];
  const cardsKey = `${hand?.handId}:${hand?.version}`;
  useEffect(() => setSelected([]), [cardsKey]);
  const legal = useMemo(() => hand?.legal ?? [], [hand?.legal]);
  const playable = useMemo(() => playableCards(legal), [legal]);
  const last = state.history.data?.hands[0];
  const myTurn = hand?.status === 'playing' && hand.toAct === table.mySeat;
  const toggle = (card: number) => setSelected((now) => (now.includes(card) ? now.filter((c) => c !== card) : [...now, card]));
  return (
    <>
      <SeatsBar table={table} offsetMs={state.offsetMs} />
      {hand?.status === 'playing' ? (
        <GameBoard
          table={table}
          layoffMelds={layoffTargets(legal, selected)}
          onLayoff={(meld) => {
            const card = selected[0];
            if (card !== undefined) void state.move({ type: 'layoff', card, meld });
          }}
        />
      ) : (
        <WaitPanel table={table} offsetMs={state.offsetMs} />
      )}
      {hand?.status !== 'playing' && last && <HandResult hand={last} seats={table.seats} currency={currency} />}
      <MySeatLine table={table} offsetMs={state.offsetMs} />
      {view && hand && (
        <>
          <MyHand
            game={view.game}
            cards={handCards}
            order={order}
            selected={selected}
            playable={playable}
            myTurn={myTurn}
            onToggle={toggle}
            onOrder={setOrder}
          />
          {myTurn && (
            <MoveBar
              hand={hand}
              selected={selected}
              busy={state.busy}
              onMove={(move) => void state.move(move)}
              onClear={() => setSelected([])}
            />
          )}
        </>
      )}
    </>
  );
}

/**
 * /house-pvp/play?game=&token=&lang=: a PVP card room inside the /game frame (decision 059). The
 * game session gives the room, the balance and, on a reconnect, the seat and the hand as they are.
 * The player takes a seat, waits for the table to fill, and plays: the others' seats with their
 * card counts and the turn's countdown, the board (the play to beat, or the Tongits piles and
 * melds), the player's own cards sortable with the legal ones highlighted, and the moves the
 * server lists as legal (a move is only proposed: the server decides). Between hands the last
 * hand's result shows with its proof. Laid out for a 360 px phone first.
 */
export function PvpPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  useLaunchLanguage(params.get('lang'));
  const state = usePvpTable(token, params.get('game') ?? '');

  if (token === '') return <Failure text={t('pvp.sessionEnded')} />;
  if (state.session.isPending)
    return (
      <div className="pvp-page pvp-page--loading">
        <Spinner />
      </div>
    );
  if (state.session.isError) {
    const code = state.session.error instanceof ApiError ? state.session.error.code : 'internal_error';
    return <Failure text={t(code === 'game_session_invalid' ? 'pvp.sessionEnded' : `errors.${code}`)} />;
  }
  const session = state.session.data;
  const { room } = session;
  const currency: Currency = session.currency;
  const table = state.table;
  const seated = table !== null && table.mySeat !== null;
  const errorCode = state.error instanceof ApiError ? state.error.code : state.error ? 'internal_error' : null;
  return (
    <div
      className="pvp-page"
      data-testid="pvp-page"
      data-game={room.game}
      data-seated={seated ? 'true' : 'false'}
      data-hand-id={table?.hand?.handId ?? ''}
      data-hand-status={table?.hand?.status ?? ''}
      data-hand-version={table?.hand?.version ?? ''}
    >
      <header className="pvp-page__bar">
        <h1 className="pvp-page__title">{room.name}</h1>
        <div className="pvp-page__balance">
          <span>{t(session.trial ? 'pvp.demoBalance' : 'pvp.balance')}</span>
          <output data-testid="pvp-balance" data-minor={session.balanceMinor}>
            {formatMoney(BigInt(session.balanceMinor), currency)}
          </output>
        </div>
        {seated && (
          <button type="button" className="button button--ghost pvp-page__leave" disabled={state.busy} onClick={() => void state.leave()}>
            {table.seats[table.mySeat ?? 0]?.status === 'leaving' ? t('pvp.leavingAfter') : t('pvp.leave')}
          </button>
        )}
      </header>
      {errorCode && (
        <p className="form-error pvp-page__error" role="alert">
          {t(`errors.${errorCode}`)}
        </p>
      )}
      {seated ? (
        <SeatedTable state={state} table={table} currency={currency} />
      ) : (
        <section className="pvp-sit" aria-labelledby="pvp-sit-title">
          <h2 id="pvp-sit-title">{t(`pvp.games.${room.game}`)}</h2>
          <RoomTerms room={room} currency={currency} />
          <p className="pvp-sit__rules">{t(`pvp.rules.${room.game}`)}</p>
          <p className="pvp-sit__fair">{t('pvp.fair')}</p>
          <button type="button" className="button" disabled={state.busy || room.status !== 'open'} onClick={() => void state.sit()}>
            {room.status === 'open' ? t('pvp.sit') : t('pvp.closed')}
          </button>
        </section>
      )}
    </div>
  );
}
