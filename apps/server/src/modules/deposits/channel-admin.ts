import { SHIPPED_LANGUAGES } from '@pkg/contracts/languages';
import { parseMajorInput } from '@pkg/money/money';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { MAX_AMOUNT_MINOR } from '../../ledger/index.ts';
import { auditChangeBy } from '../staff/index.ts';
import type { StaffActor } from '../staff/index.ts';
import { selectBrandCurrency, selectBrandId, upsertChannel, type ChannelValues } from './channel-admin.queries.ts';
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

type Brand = { id: string; currency: string; digits: number };

/** An amount given once, in major units as typed or in minor units; undefined when not given. */
function amountOf(brand: Brand, value: string | undefined, valueMinor: bigint | undefined, name: string): bigint | undefined {
  if (value !== undefined && valueMinor !== undefined) invalid(`${name}: give the amount once`);
  if (value === undefined && valueMinor === undefined) return undefined;
  const currency = { code: brand.currency, symbol: brand.currency, minorDigits: brand.digits };
  const minor = valueMinor ?? (value === undefined ? null : parseMajorInput(value, currency));
  if (minor === null || minor <= 0n || minor > MAX_AMOUNT_MINOR)
    invalid(`${name}: a positive amount with at most ${brand.digits} decimals`);
  return minor;
}

/** A manual channel's pay-to account: what the change names over what is stored; each part required. */
function payToOf(change: ChannelChange, existing: DepositChannel | null): NonNullable<ChannelValues['payTo']> {
  if (change.gateway !== undefined) invalid('manual channels have no gateway');
  const qr = change.qrImageUrl === undefined ? (existing?.payTo?.qrImageUrl ?? null) : change.qrImageUrl.trim() || null;
  if (qr !== null && !QR_URL.test(qr)) invalid('qr-url: an https URL or a site path');
  return {
    provider: text(change.provider, 'provider', 60) ?? existing?.payTo?.provider ?? invalid('a manual channel needs --provider'),
    accountName:
      text(change.accountName, 'account-name', 80) ?? existing?.payTo?.accountName ?? invalid('a manual channel needs --account-name'),
    accountNumber:
      text(change.accountNumber, 'account-number', 64) ??
      existing?.payTo?.accountNumber ??
      invalid('a manual channel needs --account-number'),
    qrImageUrl: qr,
  };
}

/** A gateway channel's gateway: the change's or the stored one, one the server knows. */
function gatewayOf(change: ChannelChange, existing: DepositChannel | null): string {
  if (change.provider ?? change.accountName ?? change.accountNumber ?? change.qrImageUrl)
    invalid('gateway channels have no pay-to account');
  const gateway = change.gateway ?? existing?.gateway ?? invalid('a gateway channel needs --gateway');
  if (!GATEWAYS.includes(gateway)) invalid(`gateway: one of ${GATEWAYS.join(', ')}`);
  return gateway;
}

/** The stored instructions with the change's languages set, or removed where given as "". */
function instructionsOf(change: ChannelChange, existing: DepositChannel | null): Record<string, string> {
  const instructions = { ...(existing?.instructions ?? {}) };
  for (const [language, value] of Object.entries(change.instructions ?? {})) {
    if (!(SHIPPED_LANGUAGES as readonly string[]).includes(language))
      invalid(`instructions: language one of ${SHIPPED_LANGUAGES.join(', ')}`);
    if (value.trim() === '') delete instructions[language];
    else if (value.length > 1000) invalid('instructions: at most 1000 characters');
    else instructions[language] = value.trim();
  }
  return instructions;
}

/** The channel as it is to be stored: the change over what is stored, checked; a new channel needs every required part. */
function channelValues(brand: Brand, change: ChannelChange, existing: DepositChannel | null): ChannelValues {
  const kind = change.kind ?? existing?.kind ?? invalid('a new channel needs --kind manual or gateway');
  if (existing && change.kind && change.kind !== existing.kind) invalid('a channel keeps its kind; make a new one');
  const min = amountOf(brand, change.min, change.minMinor, 'min') ?? existing?.minAmountMinor ?? invalid('a new channel needs --min');
  const max = amountOf(brand, change.max, change.maxMinor, 'max') ?? existing?.maxAmountMinor ?? invalid('a new channel needs --max');
  if (max < min) invalid('max must not be below min');
  const expiry = change.expiryMinutes ?? existing?.expiryMinutes ?? invalid('a new channel needs --expiry-minutes');
  if (!Number.isInteger(expiry) || expiry < 1 || expiry > 10080) invalid('expiry minutes: 1-10080');
  const displayName = text(change.displayName, 'name', 60) ?? existing?.displayName ?? invalid('a new channel needs --name');
  const sortOrder = change.sortOrder ?? existing?.sortOrder ?? 0;
  if (!Number.isInteger(sortOrder) || Math.abs(sortOrder) > 1_000_000) invalid('sort: a whole number');
  const payTo = kind === 'manual' ? payToOf(change, existing) : null;
  const gateway = kind === 'manual' ? null : gatewayOf(change, existing);
  return {
    kind,
    displayName,
    currency: brand.currency,
    minMinor: min,
    maxMinor: max,
    enabled: change.enabled ?? existing?.enabled ?? true,
    sortOrder,
    expiryMinutes: expiry,
    payTo,
    instructions: instructionsOf(change, existing),
    gateway,
  };
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
    const brand = await selectBrandCurrency(tx, brandCode);
    if (!brand) throw new ChannelAdminError('not_found', `no brand "${brandCode}"`);
    const existing = await selectChannelByCode(tx, brand.id, code);
    if (options.expect === 'new' && existing) throw new ChannelAdminError('exists', `channel "${code}" exists: change it instead`);
    if (options.expect === 'existing' && !existing) throw new ChannelAdminError('not_found', `no channel "${code}" in this brand`);
    await upsertChannel(tx, brand.id, code, channelValues(brand, change, existing), now);
    const stored = await selectChannelByCode(tx, brand.id, code);
    if (!stored) throw new Error(`channel ${code} vanished inside its transaction`);
    await auditChangeBy(tx, clock, options.actor ?? null, {
      action: existing ? 'deposit_channel.update' : 'deposit_channel.create',
      brandId: brand.id,
      target: `deposit_channel:${code}`,
      detail: { before: existing ? auditView(existing) : null, after: auditView(stored) },
    });
    return stored;
  });
}

/** A channel as the audit keeps it: amounts as minor-unit strings (JSON has no bigint). */
function auditView(channel: DepositChannel): Record<string, unknown> {
  const { id: _id, brandId: _brandId, minAmountMinor, maxAmountMinor, ...rest } = channel;
  return { ...rest, minAmountMinor: minAmountMinor.toString(), maxAmountMinor: maxAmountMinor.toString() };
}

/** A brand's channels, enabled or not, in the brand's order. */
export async function listDepositChannels(db: Db, brandCode: string): Promise<DepositChannel[]> {
  const brandId = await selectBrandId(db, brandCode);
  if (!brandId) throw new ChannelAdminError('not_found', `no brand "${brandCode}"`);
  return selectChannels(db, brandId);
}
