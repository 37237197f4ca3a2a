import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OddsPolicy, SlipView, SportsSessionValue, SportsSettings } from '@pkg/contracts/sports';
import { parseMajorInput, type Currency } from '@pkg/money/money';
import { postBalanceChanged } from '../../lib/game-messages';
import { fetchSlip, fetchSportsSession, postSlip, saveSettings, SlipRefusal, sportsKeys } from './api/sportsbook-api';
import { acceptPrices, EMPTY_SLIP, movePicks, parlayAllowed, removePick, togglePick, type SlipPick, type SlipState } from './slip-state';

/** What became of one bet of the slip. */
export interface SlipOutcome {
  id: string;
  kind: 'single' | 'parlay';
  /** What the bet was on (the pick's label or "Parlay (3)"), for the list of outcomes. */
  picks: SlipPick[];
  stakeMinor: bigint;
  state: 'open' | 'pending' | 'rejected' | 'refused';
  slip: SlipView | null;
  code: string | null;
  limitMinor: string | null;
}

/** The session's currency as packages/money reads it. */
export const currencyOf = (session: SportsSessionValue): Currency => session.currency;

/** How often a held in-play bet's decision is asked again after its due time, and how many times. */
const RECHECK_MS = 1_500;
const RECHECKS = 6;

/**
 * The book of one game session: the session (menu, balance, settings, rules), the slip the player
 * builds, placing it (singles and a parlay, one call each, sequentially), and the decision of held
 * in-play bets, asked once when it is due (and a few times after, if the job is late).
 */
export function useSportsbook(token: string) {
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: sportsKeys.session(token),
    queryFn: () => fetchSportsSession(token),
    enabled: token !== '',
    staleTime: 30_000,
  });
  const [slip, setSlip] = useState<SlipState>(EMPTY_SLIP);
  const [outcomes, setOutcomes] = useState<SlipOutcome[]>([]);
  const [placing, setPlacing] = useState(false);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const settings = useMutation({
    mutationFn: (next: SportsSettings) => saveSettings(token, next),
    onMutate: (next) =>
      queryClient.setQueryData<SportsSessionValue>(sportsKeys.session(token), (old) => (old ? { ...old, settings: next } : old)),
  });

  const refreshAfterMove = useCallback(
    (balanceMinor?: string) => {
      const current = queryClient.getQueryData<SportsSessionValue>(sportsKeys.session(token));
      if (balanceMinor && current) {
        queryClient.setQueryData<SportsSessionValue>(sportsKeys.session(token), { ...current, balanceMinor });
        postBalanceChanged({ game: current.gameCode, balanceMinor, currency: current.currency.code });
      } else void queryClient.invalidateQueries({ queryKey: sportsKeys.session(token) });
      void queryClient.invalidateQueries({ queryKey: ['sports', token, 'slips'] });
    },
    [queryClient, token],
  );

  /** Asks a held slip's decision when it is due, and again a little later while it is still held. */
  const watchPending = useCallback(
    (outcomeId: string, slipId: string, decideAt: string | null, tries = 0) => {
      const due = decideAt ? Math.max(0, new Date(decideAt).getTime() - Date.now()) : 0;
      const timer = setTimeout(
        async () => {
          timers.current.delete(timer);
          try {
            const { slip: decided } = await fetchSlip(token, slipId);
            if (decided.status === 'pending' && tries < RECHECKS) return watchPending(outcomeId, slipId, null, tries + 1);
            setOutcomes((list) =>
              list.map((outcome) =>
                outcome.id === outcomeId
                  ? {
                      ...outcome,
                      slip: decided,
                      state: decided.status === 'rejected' ? 'rejected' : decided.status === 'pending' ? 'pending' : 'open',
                      code: decided.rejectCode,
                    }
                  : outcome,
              ),
            );
            refreshAfterMove();
          } catch {
            if (tries < RECHECKS) watchPending(outcomeId, slipId, null, tries + 1);
          }
        },
        due + (tries === 0 ? 700 : RECHECK_MS),
      );
      timers.current.add(timer);
    },
    [refreshAfterMove, token],
  );

  /** Places every single with a stake and the parlay with one; the placed picks leave the slip. */
  const place = useCallback(
    async (policy: OddsPolicy) => {
      const value = session.data;
      if (!value || placing) return;
      const currency = currencyOf(value);
      const bets: Array<{ kind: 'single' | 'parlay'; picks: SlipPick[]; stakeMinor: bigint }> = [];
      for (const pick of slip.picks) {
        const stake = parseMajorInput(slip.stakes[pick.selectionId] ?? '', currency);
        if (stake !== null && stake > 0n) bets.push({ kind: 'single', picks: [pick], stakeMinor: stake });
      }
      const parlayStake = parseMajorInput(slip.parlayStake, currency);
      if (parlayAllowed(slip.picks, value.rules.parlayMaxLegs) && parlayStake !== null && parlayStake > 0n) {
        bets.push({ kind: 'parlay', picks: slip.picks, stakeMinor: parlayStake });
      }
      if (bets.length === 0) return;
      setPlacing(true);
      const results: SlipOutcome[] = [];
      let next = slip;
      for (const bet of bets) {
        const id = crypto.randomUUID();
        try {
          const answer = await postSlip(token, {
            key: id,
            kind: bet.kind,
            legs: bet.picks.map((pick) => ({ selectionId: pick.selectionId, priceX10k: pick.seenPriceX10k })),
            stakeMinor: bet.stakeMinor.toString(),
            policy,
          });
          const state = answer.slip.status === 'pending' ? 'pending' : 'open';
          results.push({
            id,
            kind: bet.kind,
            picks: bet.picks,
            stakeMinor: bet.stakeMinor,
            state,
            slip: answer.slip,
            code: null,
            limitMinor: null,
          });
          if (state === 'pending') watchPending(id, answer.slip.slipId, answer.slip.decideAt);
          refreshAfterMove(answer.balanceMinor);
          next = bet.kind === 'single' ? removePick(next, bet.picks[0]?.selectionId as string) : { ...next, parlayStake: '' };
        } catch (error) {
          const refusal = error instanceof SlipRefusal ? error : new SlipRefusal('internal_error', [], null, null);
          const moves = refusal.problems.flatMap((p) =>
            p.priceX10k !== undefined && p.selectionId ? [{ selectionId: p.selectionId, priceX10k: p.priceX10k, open: true }] : [],
          );
          next = movePicks(next, moves);
          results.push({
            id,
            kind: bet.kind,
            picks: bet.picks,
            stakeMinor: bet.stakeMinor,
            state: 'refused',
            slip: null,
            code: refusal.code,
            limitMinor: refusal.limitMinor,
          });
        }
      }
      // A parlay placed takes its picks off the slip too, but for singles refused (to look at again).
      if (results.some((r) => r.kind === 'parlay' && r.state !== 'refused')) {
        const keep = new Set(results.filter((r) => r.kind === 'single' && r.state === 'refused').map((r) => r.picks[0]?.selectionId));
        next = { ...next, picks: next.picks.filter((pick) => keep.has(pick.selectionId)) };
      }
      setSlip(next);
      setOutcomes(results);
      setPlacing(false);
    },
    [placing, refreshAfterMove, session.data, slip, token, watchPending],
  );

  return {
    session,
    settings,
    slip,
    outcomes,
    placing,
    toggle: (pick: SlipPick) => setSlip((state) => togglePick(state, pick)),
    remove: (selectionId: string) => setSlip((state) => removePick(state, selectionId)),
    setStake: (selectionId: string, text: string) => setSlip((state) => ({ ...state, stakes: { ...state.stakes, [selectionId]: text } })),
    setParlayStake: (text: string) => setSlip((state) => ({ ...state, parlayStake: text })),
    movePrices: (changes: ReadonlyArray<{ selectionId: string; priceX10k: number; open: boolean }>) =>
      setSlip((state) => movePicks(state, changes)),
    acceptPrices: () => setSlip((state) => acceptPrices(state)),
    clear: () => {
      setSlip(EMPTY_SLIP);
      setOutcomes([]);
    },
    dismissOutcomes: () => setOutcomes([]),
    place,
  };
}

export type Sportsbook = ReturnType<typeof useSportsbook>;
