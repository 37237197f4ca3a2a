import { createHash } from 'node:crypto';
import type { ReceiptPayload, WithdrawalInfo, WithdrawalPage, WithdrawalRequestPayload, WithdrawalView } from '@pkg/contracts/withdrawals';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import { openClearingAccount, openPlayerWallet, playerBalances, placeHold, checkAmount } from '../../ledger/index.ts';
import { assertNoOpenWagering, lockWagering } from '../rewards/index.ts';
import { recordAudit } from '../audit/index.ts';
import type { Account } from '../accounts/index.ts';
import type { Brand } from '../brands/index.ts';
import type { CleanImage } from '../uploads/index.ts';
import { insertUploads } from '../uploads/index.ts';
import { fingerprint, runIdempotent, storedAnswer } from './idempotency.ts';
import type { MoneyEvents } from './money-events.ts';
import { payoutAccountView, type PaymentPasswordCheck } from './payout-accounts.service.ts';
import { selectPayoutAccount, selectPayoutAccounts } from './payout-accounts.queries.ts';
import { canConfirm, playerView } from './withdrawal-views.ts';
import { readWithdrawalRules } from './withdrawal-settings.ts';
import {
  closeOverdueReceipts,
  insertWithdrawal,
  lockWithdrawal,
  markAnswered,
  selectPlayerWithdrawal,
  selectPlayerWithdrawals,
  setWithdrawalHold,
  type WithdrawalRow,
} from './withdrawals.queries.ts';

/** The clearing account a payout type's withdrawals are captured to (the payout channel). */
export function payoutChannel(type: 'bank' | 'ewallet'): string {
  return `payout-${type}`;
}

export interface WithdrawalDeps {
  db: Db;
  clock: Clock;
  paymentPassword: PaymentPasswordCheck;
  events: MoneyEvents;
}

/**
 * The player's side of withdrawals: what may be withdrawn, requests that hold the money on the
 * main wallet, the list, and the answer after the payout (received, not received with proof, or
 * partial). Every change runs under the caller's Idempotency-Key.
 */
export function createWithdrawalService(deps: WithdrawalDeps) {
  const { db, clock } = deps;

  async function mainWallet(brand: Brand, accountId: string) {
    const balances = await playerBalances(db, brand.id, accountId, brand.currency.code);
    return balances.wallets.find((wallet) => wallet.kind === 'player_main') ?? null;
  }

  return {
    async info(brand: Brand, account: Account): Promise<WithdrawalInfo> {
      const rules = await readWithdrawalRules(db, brand.id);
      const wallet = await mainWallet(brand, account.id);
      return {
        currency: brand.currency,
        minAmountMinor: rules.minMinor.toString(),
        maxAmountMinor: rules.maxMinor.toString(),
        autoReceiveMinutes: rules.autoReceiveMinutes,
        maxPayoutAccounts: rules.maxPayoutAccounts,
        balanceMinor: (wallet?.balanceMinor ?? 0n).toString(),
        heldMinor: (wallet?.heldMinor ?? 0n).toString(),
        availableMinor: (wallet?.availableMinor ?? 0n).toString(),
        paymentPasswordSet: await deps.paymentPassword.isSet(account.id),
        payoutAccounts: (await selectPayoutAccounts(db, account.id)).map(payoutAccountView),
      };
    },

    /**
     * Asks for a payout to a bound account: checks the amount against the brand's limits and the
     * wallet, then the payment password, then in one transaction records the request and holds the
     * amount on the main wallet (insufficient_funds when it is not there; nothing else changes).
     */
    async request(brand: Brand, account: Account, key: string, input: WithdrawalRequestPayload, ip: string): Promise<WithdrawalView> {
      const amount = checkAmount(input.amountMinor, 'amountMinor');
      if (input.currency !== brand.currency.code) throw new AppError('currency_mismatch');
      const call = {
        accountId: account.id,
        key,
        operation: 'withdrawal.request',
        hash: fingerprint('withdrawal.request', [amount.toString(), input.currency, input.payoutAccountId]),
      };
      const stored = await storedAnswer(db, call);
      if (stored !== undefined) return stored as WithdrawalView;
      const rules = await readWithdrawalRules(db, brand.id);
      if (amount < rules.minMinor || amount > rules.maxMinor) throw new AppError('withdrawal_amount_out_of_range');
      const payout = await selectPayoutAccount(db, account.id, input.payoutAccountId);
      if (!payout) throw new AppError('payout_account_not_found');
      // Checked again by the hold under the wallet's lock; here so a short wallet does not cost a PIN try.
      if (((await mainWallet(brand, account.id))?.availableMinor ?? 0n) < amount) throw new AppError('insufficient_funds');
      // A bonus never leaves before its turnover requirement is met (decision 030); checked again
      // in the transaction below, here so an open requirement does not cost a PIN try.
      await assertNoOpenWagering(db, { brandId: brand.id, accountId: account.id, currency: brand.currency.code }, clock.now());
      await deps.paymentPassword.verify(account, input.paymentPassword);
      const now = clock.now();
      const view = await runIdempotent(
        db,
        call,
        async (tx) => {
          // The player's wagering lock, first, as a reward claim takes it: a claim sent at the same
          // moment either paid before (its requirement is then open: refused here) or waits and
          // sees this withdrawal (a first-deposit bonus is then refused: rewards.ts).
          await lockWagering(tx, account.id);
          await assertNoOpenWagering(tx, { brandId: brand.id, accountId: account.id, currency: brand.currency.code }, now);
          const wallet = await openPlayerWallet(tx, brand.id, brand.currency.code, account.id, now);
          const clearing = await openClearingAccount(tx, brand.id, brand.currency.code, payoutChannel(payout.type), now);
          const id = await insertWithdrawal(tx, {
            brandId: brand.id,
            accountId: account.id,
            payoutAccountId: payout.id,
            payoutType: payout.type,
            payoutProvider: payout.provider,
            payoutAccountName: payout.accountName,
            payoutAccountNumber: payout.accountNumber,
            amountMinor: amount,
            currency: brand.currency.code,
            idempotencyKey: key,
            at: now,
          });
          const { hold } = await placeHold(tx, {
            brandId: brand.id,
            currency: brand.currency.code,
            code: 'withdrawal',
            idempotencyKey: `withdrawal:${id}`,
            accountId: wallet.id,
            counterAccountId: clearing.id,
            amountMinor: amount,
            memo: `withdrawal ${id}`,
            metadata: { withdrawalId: id },
            actor: `self:${account.id}`,
            ip,
            at: now,
          });
          await setWithdrawalHold(tx, id, hold.id);
          await recordAudit(tx, {
            brandId: brand.id,
            accountId: account.id,
            actor: 'self',
            action: 'withdrawal.request',
            ip,
            after: { withdrawalId: id, amount: amount.toString(), currency: brand.currency.code, holdId: hold.id },
            at: now,
          });
          return playerView((await selectPlayerWithdrawal(tx, account.id, id)) as WithdrawalRow, now);
        },
        now,
      );
      // The hold lowered the spendable balance the header shows.
      deps.events.publish({ brandId: brand.id, accountId: account.id, code: 'withdrawal' });
      return view;
    },

    /** The player's withdrawals, newest first; confirmation windows that ran out are closed first. */
    async list(brand: Brand, account: Account, pageNo: number, pageSize: number): Promise<WithdrawalPage> {
      const now = clock.now();
      await closeOverdueReceipts(db, now, brand.id);
      const { rows, total } = await selectPlayerWithdrawals(db, account.id, (pageNo - 1) * pageSize, pageSize);
      return { list: rows.map((row) => playerView(row, now)), pageNum: pageNo, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
    },

    /**
     * The player's answer after the payout, while the window is open: received; not received with
     * 1-3 proof images (opens a dispute); or partial with the amount that arrived (opens a dispute
     * over the remainder). After the window, or a second answer, withdrawal_state_changed.
     */
    async answer(
      brand: Brand,
      account: Account,
      key: string,
      id: string,
      input: ReceiptPayload,
      images: CleanImage[],
      ip: string,
    ): Promise<WithdrawalView> {
      const received = input.answer === 'partial' ? checkAmount(input.receivedAmountMinor ?? '', 'receivedAmountMinor') : null;
      if (input.answer !== 'partial' && input.receivedAmountMinor !== undefined)
        throw new AppError('bad_request', 'receivedAmountMinor is for partial');
      if (input.answer === 'received' && images.length > 0) throw new AppError('bad_request', 'no images with received');
      if (input.answer === 'not_received' && images.length === 0) throw new AppError('proof_required');
      const imageHashes = images.map((image) => createHash('sha256').update(image.bytes).digest('hex'));
      const call = {
        accountId: account.id,
        key,
        operation: 'withdrawal.receipt',
        hash: fingerprint('withdrawal.receipt', [id, input.answer, received?.toString(), ...imageHashes]),
      };
      const stored = await storedAnswer(db, call);
      if (stored !== undefined) return stored as WithdrawalView;
      const existing = await selectPlayerWithdrawal(db, account.id, id);
      if (!existing || existing.brandId !== brand.id) throw new AppError('withdrawal_not_found');
      if (received !== null && received >= existing.amountMinor)
        throw new AppError('amount_invalid', 'received must be less than the amount', { field: 'receivedAmountMinor' });
      const now = clock.now();
      return runIdempotent(
        db,
        call,
        async (tx) => {
          const row = await lockWithdrawal(tx, existing.id, [brand.id]);
          if (!row || row.accountId !== account.id) throw new AppError('withdrawal_not_found');
          if (!canConfirm(row, now)) throw new AppError('withdrawal_state_changed');
          const proofIds = await insertUploads(
            tx,
            { brandId: brand.id, accountId: account.id, purpose: 'withdrawal_proof', at: now },
            images,
          );
          await markAnswered(tx, row.id, { answer: input.answer, receivedMinor: received, proofIds, at: now });
          await recordAudit(tx, {
            brandId: brand.id,
            accountId: account.id,
            actor: 'self',
            action: `withdrawal.${input.answer}`,
            ip,
            after: { withdrawalId: row.id, receivedAmount: received?.toString() ?? null, proofs: proofIds.length },
            at: now,
          });
          return playerView((await selectPlayerWithdrawal(tx, account.id, row.id)) as WithdrawalRow, now);
        },
        now,
      );
    },
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
