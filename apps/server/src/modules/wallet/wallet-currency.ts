import { isTrialType } from '@pkg/contracts/agent-types';
import type { Currency } from '@pkg/money/money';
import type { Account } from '../accounts/index.ts';
import type { Brand } from '../brands/index.ts';

/**
 * The ledger currency of trial (type 4) money: ISO 4217's code reserved for testing. A trial
 * account's wallets, the brand's demo clearing account and any house shards its play touches are
 * all in XTS, so the ledger itself (one currency per transfer) keeps demo money from ever reaching
 * a real wallet, and every real currency's books stay free of it (decision 018).
 */
export const TRIAL_CURRENCY = 'XTS';

/** The clearing account (ref) the demo balance is granted from. */
export const TRIAL_CLEARING_REF = 'trial';

/** The ledger currency an account's wallets are kept in: the brand's, or XTS for a trial account. */
export function walletCurrencyOf(brand: Brand, account: Pick<Account, 'accountType'>): string {
  return isTrialType(account.accountType) ? TRIAL_CURRENCY : brand.currency.code;
}

/**
 * How an account's money is shown: always the brand's symbol and digits (a trial player sees the
 * demo balance as the brand's money would look), with the ledger currency's code.
 */
export function displayCurrencyOf(brand: Brand, account: Pick<Account, 'accountType'>): Currency {
  return { ...brand.currency, code: walletCurrencyOf(brand, account) };
}
