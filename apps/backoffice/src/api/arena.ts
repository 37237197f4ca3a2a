import type { BoArena, BoArenaEventDetail, BoArenaList } from '@pkg/contracts/arena';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { bo } from '../lib/api';

/** The arena desk's queries: the arenas, one event's record. */
export const arenaKeys = {
  arenas: ['bo', 'arenas'] as const,
  event: (eventId: string) => ['bo', 'arena-event', eventId] as const,
};

/** The brands' arenas with their event, fights and pools; the brands without one. */
export const fetchArenas = () => bo<BoArenaList>(BO_API.arenas);

/** One event's fights and pools. */
export const fetchArenaEvent = (eventId: string) => bo<BoArenaEventDetail>(BO_API.arenaEventDetail, { params: { eventId } });

// Every change answers the arena as it is now.
const change = (path: string, method: 'POST' | 'PUT', params: Record<string, string>, body: object) =>
  bo<BoArena>(path, { params, method, body });

/** Sets up a brand's arena. */
export const setUpArena = (body: { brandId: string }) => change(BO_API.arenas, 'POST', {}, body);

/** The arena's rules (plasada, limits) and its jurisdiction (countries off). */
export const saveArenaRules = (tableId: string, body: object) => change(BO_API.arenaRules, 'PUT', { tableId }, body);
export const saveArenaJurisdiction = (tableId: string, body: { countriesOff: string[] }) =>
  change(BO_API.arenaJurisdiction, 'PUT', { tableId }, body);

/** Starts an event, changes its stream, ends it. */
export const startArenaEvent = (tableId: string, body: { title: string; venue: string; streamUrl: string }) =>
  change(BO_API.arenaEvents, 'POST', { tableId }, body);
export const setArenaStream = (tableId: string, body: { streamUrl: string }) => change(BO_API.arenaEvent, 'PUT', { tableId }, body);
export const endArenaEvent = (tableId: string, body: object) => change(BO_API.arenaEventEnd, 'POST', { tableId }, body);

/** Opens a fight, and acts on it (open betting, close, declare, cancel). */
export const openArenaFight = (tableId: string, body: object) => change(BO_API.arenaFights, 'POST', { tableId }, body);
export const arenaFightAction = (roundId: string, body: { action: string; result?: string; cancelReason?: string }) =>
  change(BO_API.arenaFightAction, 'POST', { roundId }, body);

/** Proposes a settled fight's correction; a second staff member approves or rejects it. */
export const proposeArenaCorrection = (roundId: string, body: { result: string; reason: string; cancelReason?: string }) =>
  change(BO_API.arenaCorrections, 'POST', { roundId }, body);
export const approveArenaCorrection = (body: { id: string }) => change(BO_API.arenaCorrectionApprove, 'POST', { id: body.id }, body);
export const rejectArenaCorrection = (body: { id: string; reason: string }) =>
  change(BO_API.arenaCorrectionReject, 'POST', { id: body.id }, body);
