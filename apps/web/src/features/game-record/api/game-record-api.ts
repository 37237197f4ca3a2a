import { useQuery } from '@tanstack/react-query';
import type { GameRoundDetailValue, GameRoundsQuery, GameRoundsValue } from '@pkg/contracts/game-rounds';
import { API } from '@pkg/contracts/routes';
import type { BalanceValue } from '@pkg/contracts/wallet';
import type { Currency } from '@pkg/money/money';
import { wpsGet } from '../../../lib/api-client';
import { BALANCE_KEY } from '../../../lib/wallet-keys';

/**
 * The betting record's queries sit under the site's 'member' key, which a login or logout drops,
 * so switching accounts never shows the last one's rounds.
 */
export const GAME_RECORD_KEY = ['member', 'game-record'] as const;

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A page of the caller's rounds, filtered by GMT+8 days, vendor and status. */
export const fetchRounds = (params: Partial<GameRoundsQuery>) => wpsGet<GameRoundsValue>(`${API.gameRounds}${query(params)}`);

/** One round with its ledger movements and the game's own detail. */
export const fetchRound = (vendorCode: string, roundId: string) =>
  wpsGet<GameRoundDetailValue>(
    API.gameRound.replace(':vendorCode', encodeURIComponent(vendorCode)).replace(':roundId', encodeURIComponent(roundId)),
  );

/**
 * How the player's money is written (symbol and digits), for amounts the record gets only in minor
 * units (a slot round's wins). It reads the balance answer under the wallet's own key, so the site
 * asks once however many places need it.
 */
export function useMoneyStyle(currencyCode: string): Currency {
  const { data } = useQuery({ queryKey: BALANCE_KEY, queryFn: () => wpsGet<BalanceValue>(API.balance), staleTime: 30_000 });
  return { code: currencyCode, symbol: data?.currencySymbol ?? currencyCode, minorDigits: data?.minorDigits ?? 2 };
}
