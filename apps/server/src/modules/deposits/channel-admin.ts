import { SHIPPED_LANGUAGES } from '@pkg/contracts/languages';
import { parseMajorInput } from '@pkg/money/money';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { MAX_AMOUNT_MINOR } from '../../ledger/index.ts';
import { auditChangeBy } from '../staff/index.ts';
import type { StaffActor } from '../staff/index.ts';
import { selectChannelByCode, selectChannels } from './deposit.queries.ts';
import type { DepositChannel } from './deposit.types.ts';

/**
 * Operators' channel settings (the `deposit-channel` CLI, decision 016, and the back office's
 * catalogue desk, decision 040): create or change a brand's deposit channel. The CLI types amounts
 * in major units of the brand's currency ("100.00"), the desk sends minor units; both are stored
 * as minor units. Every change is in the staff audit with the channel before and after, as the
 * staff member (`actor`) or, without one, the operator CLI.
 */

export class ChannelAdminError extends Error {
  constructor(
    readonly kind: 'invalid' | 'not_found' | 'exists' | 'in_use',
    message: string,
  ) {
    super(message);
  }
}

/** What may be set; absent fields keep their value (a new channel needs the required ones). */
export interface ChannelChange {
  kind?: 'manual' | 'gateway';
  displayName?: string;
  /** Major units as typed, e.g. "100" or "100.50". */
  min?: string;
  max?: string;
  /** The limits in minor units (the desk's form); a limit comes as `min`/`max` or as these, not both. */
  minMinor?: bigint;
  maxMinor?: bigint;
  expiryMinutes?: number;
  sortOrder?: number;
  enabled?: boolean;
  provider?: string;
  accountName?: string;
  accountNumber?: string;
  /** https URL or site path; "" removes it. */
  qrImageUrl?: string;
  /** Instructions per shipped language; "" removes that language. */
  instructions?: Record<string, string>;
  gateway?: string;
}

const CODE = /^[a-z0-9][a-z0-9_-]{1,31}$/;
const QR_URL = /^(https:\/\/|\/)[^\s"<>]{1,499}$/;
const GATEWAYS = ['sandbox'];

function invalid(message: string): never {
  throw new ChannelAdminError('invalid', message);
}

function text(value: string | undefined, name: string, max: number): string | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (trimmed.length < 1 || trimmed.length > max) invalid(`${name}: 1-${max} characters`);
  return trimmed;
}

/** Creates or changes a channel of a brand and returns it as stored. */
export async function setDepositChannel(
  db: Db,
  clock: Clock,
  brandCode: string,
  code: string,
  change: ChannelChange,
  options: { actor?: StaffActor; expect?: 'new' | 'existing' } = {},
): Promise<DepositChannel> {
  if (!CODE.test(code)) invalid('code: 2-32 lower-case letters, digits, - or _, starting with a letter or digit');
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [brand] = await tx.query<{ id: string; currency: string; digits: number }>(
      `select id::text as id, currency_code as currency, currency_minor_digits as digits from merchants where code = $1`,
      [brandCode],
    );
    if (!brand) throw new ChannelAdminError('not_found', `no brand "${brandCode}"`);
    const existing = await selectChannelByCode(tx, brand.id, code);
    if (options.expect === 'new' && existing) throw new ChannelAdminError('exists', `channel "${code}" exists: change it instead`);
    if (options.expect === 'existing' && !existing) throw new ChannelAdminError('not_found', `no channel "${code}" in this brand`);
    const currency = { code: brand.currency, symbol: brand.currency, minorDigits: brand.digits };
    const amount = (value: string | undefined, valueMinor: bigint | undefined, name: string) => {
      if (value !== undefined && valueMinor !== undefined) invalid(`${name}: give the amount once`);
      if (value === undefined && valueMinor === undefined) return undefined;
      const minor = valueMinor ?? (value === undefined ? null : parseMajorInput(value, currency));
      if (minor === null || minor <= 0n || minor > MAX_AMOUNT_MINOR)
        invalid(`${name}: a positive amount with at most ${brand.digits} decimals`);
      return minor;
    };
    const kind = change.kind ?? existing?.kind ?? invalid('a new channel needs --kind manual or gateway');
    if (existing && change.kind && change.kind !== existing.kind) invalid('a channel keeps its kind; make a new one');
    const min = amount(change.min, change.minMinor, 'min') ?? existing?.minAmountMinor ?? invalid('a new channel needs --min');
    const max = amount(change.max, change.maxMinor, 'max') ?? existing?.maxAmountMinor ?? invalid('a new channel needs --max');
    if (max < min) invalid('max must not be below min');
    const expiry = change.expiryMinutes ?? existing?.expiryMinutes ?? invalid('a new channel needs --expiry-minutes');
    if (!Number.isInteger(expiry) || expiry < 1 || expiry > 10080) invalid('expiry minutes: 1-10080');
    const displayName = text(change.displayName, 'name', 60) ?? existing?.displayName ?? invalid('a new channel needs --name');
    const sortOrder = change.sortOrder ?? existing?.sortOrder ?? 0;
    if (!Number.isInteger(sortOrder) || Math.abs(sortOrder) > 1_000_000) invalid('sort: a whole number');
    let payTo: { provider: string; accountName: string; accountNumber: string; qrImageUrl: string | null } | null = null;
    let gateway: string | null = null;
    if (kind === 'manual') {
      if (change.gateway !== undefined) invalid('manual channels have no gateway');
      const qr = change.qrImageUrl === undefined ? (existing?.payTo?.qrImageUrl ?? null) : change.qrImageUrl.trim() || null;
      if (qr !== null && !QR_URL.test(qr)) invalid('qr-url: an https URL or a site path');
      payTo = {
        provider: text(change.provider, 'provider', 60) ?? existing?.payTo?.provider ?? invalid('a manual channel needs --provider'),
        accountName:
          text(change.accountName, 'account-name', 80) ?? existing?.payTo?.accountName ?? invalid('a manual channel needs --account-name'),
        accountNumber:
          text(change.accountNumber, 'account-number', 64) ??
          existing?.payTo?.accountNumber ??
          invalid('a manual channel needs --account-number'),
        qrImageUrl: qr,
      };
    } else {
      if (change.provider ?? change.accountName ?? change.accountNumber ?? change.qrImageUrl)
        invalid('gateway channels have no pay-to account');
      gateway = change.gateway ?? existing?.gateway ?? invalid('a gateway channel needs --gateway');
      if (!GATEWAYS.includes(gateway)) invalid(`gateway: one of ${GATEWAYS.join(', ')}`);
    }
    const instructions = { ...(existing?.instructions ?? {}) };
    for (const [language, value] of Object.entries(change.instructions ?? {})) {
      if (!(SHIPPED_LANGUAGES as readonly string[]).includes(language))
        invalid(`instructions: language one of ${SHIPPED_LANGUAGES.join(', ')}`);
      if (value.trim() === '') delete instructions[language];
      else if (value.length > 1000) invalid('instructions: at most 1000 characters');
      else instructions[language] = value.trim();
    }
    const enabled = change.enabled ?? existing?.enabled ?? true;
    await tx.query(
      `insert into deposit_channels (merchant_id, code, kind, display_name, currency, min_amount, max_amount, enabled, sort_order,
         expiry_minutes, pay_to_provider, pay_to_account_name, pay_to_account_number, pay_to_qr_url, instructions, gateway, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17)
       on conflict (merchant_id, code) do update set display_name = excluded.display_name, min_amount = excluded.min_amount,
         max_amount = excluded.max_amount, enabled = excluded.enabled, sort_order = excluded.sort_order,
         expiry_minutes = excluded.expiry_minutes, pay_to_provider = excluded.pay_to_provider,
         pay_to_account_name = excluded.pay_to_account_name, pay_to_account_number = excluded.pay_to_account_number,
         pay_to_qr_url = excluded.pay_to_qr_url, instructions = excluded.instructions, gateway = excluded.gateway,
         updated_at = excluded.updated_at`,
      [
        brand.id,
        code,
        kind,
        displayName,
        brand.currency,
        min.toString(),
        max.toString(),
        enabled,
        sortOrder,
        expiry,
        payTo?.provider ?? null,
        payTo?.accountName ?? null,
        payTo?.accountNumber ?? null,
        payTo?.qrImageUrl ?? null,
        JSON.stringify(instructions),
        gateway,
        now.toISOString(),
      ],
    );
    const stored = await selectChannelByCode(tx, brand.id, code);
    if (!stored) throw new Error(`channel ${code} vanished inside its transaction`);
    await auditChangeBy(tx, clock, options.actor ?? null, {
      action: existing ? 'deposit_channel.update' : 'deposit_channel.create',
      merchantId: brand.id,
      target: `deposit_channel:${code}`,
      detail: { before: existing ? auditView(existing) : null, after: auditView(stored) },
    });
    return stored;
  });
}

/** A channel as the audit keeps it: amounts as minor-unit strings (JSON has no bigint). */
function auditView(channel: DepositChannel): Record<string, unknown> {
  const { id: _id, merchantId: _merchantId, minAmountMinor, maxAmountMinor, ...rest } = channel;
  return { ...rest, minAmountMinor: minAmountMinor.toString(), maxAmountMinor: maxAmountMinor.toString() };
}

/** A brand's channels, enabled or not, in the brand's order. */
export async function listDepositChannels(db: Db, brandCode: string): Promise<DepositChannel[]> {
  const [brand] = await db.query<{ id: string }>(`select id::text as id from merchants where code = $1`, [brandCode]);
  if (!brand) throw new ChannelAdminError('not_found', `no brand "${brandCode}"`);
  return selectChannels(db, brand.id);
}
