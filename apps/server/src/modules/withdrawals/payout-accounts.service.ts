import type { BindPayoutAccountPayload, PayoutAccountView } from '@pkg/contracts/withdrawals';
import type { PayoutType } from '@pkg/contracts/withdrawal-rules';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { Account } from '../accounts/index.ts';
import { fingerprint, runIdempotent, storedAnswer } from './idempotency.ts';
import {
  countPayoutAccounts,
  insertPayoutAccount,
  lockPlayer,
  payoutAccountBound,
  removePayoutAccount,
  selectPayoutAccount,
  selectPayoutAccounts,
  type PayoutAccount,
} from './payout-accounts.queries.ts';
import { readWithdrawalRules } from './withdrawal-settings.ts';

/** What the withdrawal calls need of the payment password (modules/payment-password). */
export interface PaymentPasswordCheck {
  /** Throws payment_password_not_set, payment_password_wrong or account_locked. */
  verify(account: Account, pin: string): Promise<void>;
  isSet(accountId: string): Promise<boolean>;
}

// Names of banks and e-wallets ("BDO Unibank", "GCash", "Land Bank of the Philippines").
const PROVIDER = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} &.'()-]{1,59}$/u;
// The account holder's name as the bank has it: letters, spaces, dots, apostrophes, hyphens.
const HOLDER = /^[\p{L}][\p{L}\p{M} .'-]{1,79}$/u;
// Bank account numbers (up to IBAN length); e-wallets are the wallet's mobile number.
const NUMBER: Record<PayoutType, RegExp> = { bank: /^[0-9A-Za-z]{6,34}$/, ewallet: /^[0-9]{8,15}$/ };

/** The fields of a payout account, cleaned (spaces collapsed, separators dropped from the number) and checked. */
export function cleanPayoutInput(input: Pick<BindPayoutAccountPayload, 'type' | 'provider' | 'accountName' | 'accountNumber'>) {
  const provider = input.provider.trim().replace(/\s+/g, ' ');
  const accountName = input.accountName.trim().replace(/\s+/g, ' ');
  const accountNumber = input.accountNumber.replace(/[\s-]/g, '').replace(/^\+/, '');
  if (!PROVIDER.test(provider)) throw new AppError('payout_account_invalid', undefined, { field: 'provider' });
  if (!HOLDER.test(accountName)) throw new AppError('payout_account_invalid', undefined, { field: 'accountName' });
  if (!NUMBER[input.type].test(accountNumber)) throw new AppError('payout_account_invalid', undefined, { field: 'accountNumber' });
  return { type: input.type, provider, accountName, accountNumber };
}

/** The last four characters of an account number, the rest hidden. */
export function maskNumber(accountNumber: string): string {
  return `****${accountNumber.slice(-4)}`;
}

export function payoutAccountView(row: PayoutAccount): PayoutAccountView {
  return {
    id: row.id,
    type: row.type,
    provider: row.provider,
    accountName: row.accountName,
    accountNumberMasked: maskNumber(row.accountNumber),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export interface PayoutAccountDeps {
  db: Db;
  clock: Clock;
  paymentPassword: PaymentPasswordCheck;
}

/**
 * Bank and e-wallet accounts a player's withdrawals are paid to. Binding and removing need the
 * payment password and an Idempotency-Key; a brand sets how many a player may have at once.
 */
export function createPayoutAccountService(deps: PayoutAccountDeps) {
  const { db, clock } = deps;

  return {
    async list(account: Account): Promise<PayoutAccountView[]> {
      return (await selectPayoutAccounts(db, account.id)).map(payoutAccountView);
    },

    /** Binds a payout account; answers a repeated key with the first answer. */
    async bind(account: Account, key: string, input: BindPayoutAccountPayload, ip: string): Promise<PayoutAccountView> {
      const fields = cleanPayoutInput(input);
      const call = {
        accountId: account.id,
        key,
        operation: 'payout_account.bind',
        hash: fingerprint('payout_account.bind', [fields.type, fields.provider.toLowerCase(), fields.accountName, fields.accountNumber]),
      };
      const stored = await storedAnswer(db, call);
      if (stored !== undefined) return stored as PayoutAccountView;
      const rules = await readWithdrawalRules(db, account.brandId);
      // Answer the plain refusals before asking for the PIN, so a typo does not count towards its lock.
      if (await payoutAccountBound(db, account.id, fields)) throw new AppError('payout_account_duplicate');
      if ((await countPayoutAccounts(db, account.id)) >= rules.maxPayoutAccounts) throw new AppError('payout_account_limit');
      await deps.paymentPassword.verify(account, input.paymentPassword);
      const now = clock.now();
      return runIdempotent(
        db,
        call,
        async (tx) => {
          // One bind or remove per player at a time, so two binds cannot both pass the count.
          await lockPlayer(tx, account.id);
          if (await payoutAccountBound(tx, account.id, fields)) throw new AppError('payout_account_duplicate');
          if ((await countPayoutAccounts(tx, account.id)) >= rules.maxPayoutAccounts) throw new AppError('payout_account_limit');
          const row = await insertPayoutAccount(tx, { brandId: account.brandId, accountId: account.id, ...fields }, now);
          await recordAudit(tx, {
            brandId: account.brandId,
            accountId: account.id,
            actor: 'self',
            action: 'payout_account.bind',
            ip,
            after: { id: row.id, type: row.type, provider: row.provider, number: maskNumber(row.accountNumber) },
            at: now,
          });
          return payoutAccountView(row);
        },
        now,
      );
    },

    /** Removes a bound payout account (withdrawals already made keep their own copy of it). */
    async remove(account: Account, key: string, id: string, pin: string, ip: string): Promise<{ id: string }> {
      const call = { accountId: account.id, key, operation: 'payout_account.remove', hash: fingerprint('payout_account.remove', [id]) };
      const stored = await storedAnswer(db, call);
      if (stored !== undefined) return stored as { id: string };
      const existing = await selectPayoutAccount(db, account.id, id);
      if (!existing) throw new AppError('payout_account_not_found');
      await deps.paymentPassword.verify(account, pin);
      const now = clock.now();
      return runIdempotent(
        db,
        call,
        async (tx) => {
          await lockPlayer(tx, account.id);
          if (!(await removePayoutAccount(tx, account.id, existing.id, now))) throw new AppError('payout_account_not_found');
          await recordAudit(tx, {
            brandId: account.brandId,
            accountId: account.id,
            actor: 'self',
            action: 'payout_account.remove',
            ip,
            before: { id: existing.id, type: existing.type, provider: existing.provider, number: maskNumber(existing.accountNumber) },
            at: now,
          });
          return { id: existing.id };
        },
        now,
      );
    },
  };
}

export type PayoutAccountService = ReturnType<typeof createPayoutAccountService>;
