import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { LiveTableStoredSettings } from '@pkg/contracts/live-tables';
import type {
  BoLiveTableDetail,
  BoLiveTablesValue,
  BoTableRoundDetail,
  BoTableRoundsValue,
  BoTableSettingsValue,
} from '@pkg/contracts/live-table-desk';
import { bo } from '../lib/api';

/** The live tables desk's queries; every change refreshes those under tablesKeys.all. */
export const tablesKeys = {
  all: ['bo', 'live-tables'] as const,
  list: (brandId: string) => ['bo', 'live-tables', 'list', brandId] as const,
  table: (id: string) => ['bo', 'live-tables', 'table', id] as const,
  rounds: (id: string) => ['bo', 'live-tables', 'rounds', id] as const,
  round: (id: string) => ['bo', 'live-tables', 'round', id] as const,
};

/** The live tables of the brands in scope (or one brand). */
export const fetchLiveTables = (brandId: string) => bo<BoLiveTablesValue>(BO_API.liveTables, { query: { brandId } });

/** One table with its settings and state. */
export const fetchLiveTable = (id: string) => bo<BoLiveTableDetail>(BO_API.liveTable, { params: { id } });

/** Opens, pauses or closes a table (a reason when given). */
export const setLiveTableStatus = (id: string, body: { status: string; reason?: string }) =>
  bo<BoLiveTableDetail>(BO_API.liveTableStatus, { params: { id }, method: 'POST', body });

/** Previews (preview true) or saves a table's settings. */
export const saveLiveTableSettings = (id: string, settings: LiveTableStoredSettings, preview: boolean) =>
  bo<BoTableSettingsValue>(BO_API.liveTableSettings, { params: { id }, method: 'PUT', body: { settings, preview } });

/** A table's rounds, newest first (`before` the last page's nextBefore). */
export const fetchTableRounds = (id: string, before?: number) =>
  bo<BoTableRoundsValue>(BO_API.liveTableRounds, { params: { id }, query: { limit: 30, before: before || undefined } });

/** One round with its bets and voids. */
export const fetchTableRound = (id: string) => bo<BoTableRoundDetail>(BO_API.liveTableRound, { params: { id } });

/** Proposes a round's void; a second staff member approves or rejects it. */
export const proposeRoundVoid = (roundId: string, reason: string) =>
  bo<BoTableRoundDetail>(BO_API.liveTableRoundVoid, { params: { id: roundId }, method: 'POST', body: { reason } });
export const approveRoundVoid = (voidId: string) =>
  bo<BoTableRoundDetail>(BO_API.liveTableVoidApprove, { params: { id: voidId }, method: 'POST', body: {} });
export const rejectRoundVoid = (voidId: string, reason: string) =>
  bo<BoTableRoundDetail>(BO_API.liveTableVoidReject, { params: { id: voidId }, method: 'POST', body: { reason } });
