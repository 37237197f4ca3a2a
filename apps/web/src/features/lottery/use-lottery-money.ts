import { useQuery } from '@tanstack/react-query';
import { API } from '@pkg/contracts/routes';
import type { BalanceValue } from '@pkg/contracts/wallet';
import type { Currency } from '@pkg/money/money';
import { wpsGet } from '../../lib/api-client';
import { useWhitelabel } from '../../lib/brand';
import { useSession } from '../../lib/session';
import { BALANCE_KEY } from '../../lib/wallet-keys';
import { moneyStyle } from './money-style';

/**
 * How to write amounts of a lottery answer's currency: with the wallet's symbol and digits when it
 * is the player's currency (a trial account's demo money included), else the brand's. It reads
 * the balance under the wallet's own key, so the site asks once however many places need it.
 */
export function useLotteryMoney(currencyCode: string | undefined): Currency {
  const { loggedIn } = useSession();
  const balance = useQuery({
    queryKey: BALANCE_KEY,
    queryFn: () => wpsGet<BalanceValue>(API.balance),
    enabled: loggedIn,
    staleTime: 30_000,
  });
  const { data: brand } = useWhitelabel();
  const wallet = balance.data
    ? { code: balance.data.currency, symbol: balance.data.currencySymbol, minorDigits: balance.data.minorDigits }
    : null;
  return moneyStyle(currencyCode ?? wallet?.code ?? brand?.currency.code ?? '', wallet, brand?.currency);
}
