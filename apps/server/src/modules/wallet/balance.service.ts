import { isTrialType } from '@pkg/contracts/agent-types';
import type { BalanceValue, MerchantWalletValue, WalletBalance } from '@pkg/contracts/wallet';
import { MAIN_WALLET } from '@pkg/contracts/wallet-codes';
import { formatMinor, type Currency } from '@pkg/money/money';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { openClearingAccount, openPlayerWallet, playerBalances, history, transfer } from '../../ledger/index.ts';
import type { LedgerAccount } from '../../ledger/index.ts';
import type { Account } from '../accounts/index.ts';
import type { Brand } from '../brands/index.ts';
import { displayCurrencyOf, TRIAL_CLEARING_REF, TRIAL_CURRENCY } from './wallet-currency.ts';
import type { WalletEventBus } from '../../lib/wallet-events.ts';
import { selectBrandVendors, selectTrialBalanceMinor, type VendorWalletRow } from './wallet.queries.ts';

export interface BalanceDeps {
  db: Db;
  clock: Clock;
  events: WalletEventBus;
}

/** The wallet code of a player's ledger account: MAIN, or the vendor code of a sub-wallet. */
export function walletCodeOf(wallet: Pick<LedgerAccount, 'kind' | 'ref'>): string {
  return wallet.kind === 'player_main' ? MAIN_WALLET : wallet.ref;
}

/** Minor units as the wire carries them: the integer string and the formatted display string. */
export function moneyOf(amountMinor: bigint, currency: Currency): { formatted: string; minor: string } {
  return { formatted: formatMinor(amountMinor, currency), minor: amountMinor.toString() };
}

/**
 * Balances and the demo balance. Wallets are opened on first use: a player's main wallet by the
 * first money that reaches it, a vendor's sub-wallet by the first transfer into it; until then
 * they show as zero.
 */
export function createBalanceService(deps: BalanceDeps) {
  const { db, clock } = deps;

  /**
   * Gives a trial account the brand's demo balance once: from the brand's XTS clearing account
   * under the key trial-grant:<account>, so racing first reads grant it once. A wallet holding
   * money, or whose record shows the grant, is left alone without taking any lock.
   */
  async function grantTrialBalance(brand: Brand, account: Account): Promise<void> {
    const now = clock.now();
    const wallet = await openPlayerWallet(db, brand.id, TRIAL_CURRENCY, account.id, now);
    if (wallet.balanceMinor !== 0n || wallet.heldMinor !== 0n) return;
    const amount = await selectTrialBalanceMinor(db, brand.id);
    if (amount <= 0n) return;
    const granted = await history(db, { brandId: brand.id, accountIds: [wallet.id], codes: ['deposit'], pageNo: 1, pageSize: 1 });
    if (granted.total > 0) return;
    const clearing = await openClearingAccount(db, brand.id, TRIAL_CURRENCY, TRIAL_CLEARING_REF, now);
    const result = await transfer(db, {
      brandId: brand.id,
      currency: TRIAL_CURRENCY,
      code: 'deposit',
      idempotencyKey: `trial-grant:${account.id}`,
      fromAccountId: clearing.id,
      toAccountId: wallet.id,
      amountMinor: amount,
      memo: 'trial balance',
      metadata: { trial: true },
      actor: 'system',
      ip: null,
      at: now,
    });
    if (!result.replayed) deps.events.publish({ brandId: brand.id, accountId: account.id, code: 'deposit' });
  }

  function toWallet(code: string, name: string | null, wallet: LedgerAccount | undefined, currency: Currency): WalletBalance {
    const available = moneyOf(wallet?.availableMinor ?? 0n, currency);
    return {
      walletCode: code,
      name,
      balance: available.formatted,
      balanceMinor: available.minor,
      heldMinor: (wallet?.heldMinor ?? 0n).toString(),
    };
  }

  return {
    grantTrialBalance,

    /**
     * sumBalance and each wallet: main first, then every transfer-wallet vendor of the brand in
     * menu order (zero until used), then any other sub-wallet still holding money (a vendor that
     * was switched off or back to seamless keeps what is in it until moved out).
     */
    async balanceOf(brand: Brand, account: Account): Promise<BalanceValue> {
      const trial = isTrialType(account.accountType);
      if (trial) await grantTrialBalance(brand, account);
      const currency = displayCurrencyOf(brand, account);
      const [held, vendors] = await Promise.all([
        playerBalances(db, brand.id, account.id, currency.code),
        trial ? Promise.resolve([] as VendorWalletRow[]) : selectBrandVendors(db, brand.id),
      ]);
      const byCode = new Map(held.wallets.map((wallet) => [walletCodeOf(wallet), wallet]));
      const names = new Map(vendors.map((vendor) => [vendor.vendorCode, vendor.displayName]));
      const codes = [
        MAIN_WALLET,
        ...vendors.filter((vendor) => vendor.walletType === 'transfer' && vendor.enabled).map((vendor) => vendor.vendorCode),
      ];
      for (const wallet of held.wallets) {
        const code = walletCodeOf(wallet);
        if (!codes.includes(code) && (wallet.balanceMinor !== 0n || wallet.heldMinor !== 0n)) codes.push(code);
      }
      const sum = moneyOf(held.totalAvailableMinor, currency);
      return {
        currency: currency.code,
        currencySymbol: currency.symbol,
        minorDigits: currency.minorDigits,
        sumBalance: sum.formatted,
        sumBalanceMinor: sum.minor,
        trial,
        wallets: codes.map((code) => toWallet(code, code === MAIN_WALLET ? null : (names.get(code) ?? code), byCode.get(code), currency)),
      };
    },

    /** The brand's vendors that keep a transfer wallet (switched-off vendors and categories the brand does not offer left out). */
    async merchantWallets(brand: Brand): Promise<MerchantWalletValue> {
      const vendors = await selectBrandVendors(db, brand.id);
      return vendors
        .filter(
          (vendor) =>
            vendor.walletType === 'transfer' && vendor.enabled && !(brand.disabledGameTypes as string[]).includes(vendor.gameType),
        )
        .map(({ vendorCode, displayName, gameType, logoUrl, maintenance }) => ({
          walletCode: vendorCode,
          displayName,
          gameType,
          logoUrl,
          maintenance,
        }));
    },
  };
}

export type BalanceService = ReturnType<typeof createBalanceService>;
