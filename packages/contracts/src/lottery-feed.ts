import { z } from 'zod';
import { DRAW_STATUSES } from './lottery.ts';
import { dbId } from './db-ids.ts';

/**
 * The back office's view of the Vietnamese results feed (decision 065): per brand its settings
 * (overdue and void times, the alert address) and its sources with what their last fetch did, and
 * the alerts (a draw overdue, sources disagreeing, a draw voided for want of a result).
 */

export const FEED_SOURCE_KINDS = ['http', 'dir'] as const;
export const FEED_ALERT_KINDS = ['overdue', 'disagree', 'voided'] as const;

const iso = z.string();

export const boFeedSource = z.object({
  code: z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/),
  kind: z.enum(FEED_SOURCE_KINDS),
  /** An http(s) address, or a directory name under the server's feed root (e.g. `vn/source-a`). */
  location: z.string().trim().min(1).max(500),
  enabled: z.boolean(),
});

export const boFeedSourceStatus = boFeedSource.extend({
  lastRunAt: iso.nullable(),
  lastOkAt: iso.nullable(),
  lastError: z.string().nullable(),
  lastResults: z.number().int(),
});

export const boFeedSettings = z.object({
  enabled: z.boolean(),
  /** Minutes after the draw time without an approved result before the draw is overdue (alert). */
  overdueMinutes: z.number().int().min(1).max(1440),
  /** Minutes after the draw time without an approved result before the draw is voided with refunds. */
  voidAfterMinutes: z.number().int().min(10).max(20160),
  alertEmail: z.email().max(200).nullable(),
});

export const boFeedBrand = z.object({
  brand: z.object({ id: dbId, code: z.string(), name: z.string() }),
  settings: boFeedSettings.nullable(),
  sources: z.array(boFeedSourceStatus),
});

export const boFeedAlert = z.object({
  id: dbId,
  brandId: dbId,
  drawId: dbId,
  gameCode: z.string(),
  numero: z.string(),
  drawAt: iso,
  drawStatus: z.enum(DRAW_STATUSES),
  kind: z.enum(FEED_ALERT_KINDS),
  detail: z.string().nullable(),
  createdAt: iso,
});
export type BoFeedAlert = z.infer<typeof boFeedAlert>;

/** `GET /bo/lottery/feed?open=true`: the staff member's brands with their feed, and the alerts (open: the draw still waits). */
export const boFeedQuery = z.object({ open: z.enum(['true', 'false']).optional() });
export const boFeedView = z.object({ brands: z.array(boFeedBrand), alerts: z.array(boFeedAlert) });
export type BoFeedView = z.infer<typeof boFeedView>;

/** `PUT /bo/lottery/feed/:id` (a brand id): its settings and sources (at most 6; codes unique). */
export const boFeedChange = boFeedSettings
  .extend({ sources: z.array(boFeedSource).max(6) })
  .refine((value) => value.voidAfterMinutes > value.overdueMinutes, {
    message: 'the void time must come after the overdue time',
    path: ['voidAfterMinutes'],
  })
  .refine((value) => new Set(value.sources.map((s) => s.code)).size === value.sources.length, {
    message: 'source codes must differ',
    path: ['sources'],
  });
export type BoFeedChange = z.infer<typeof boFeedChange>;

/** `POST /bo/lottery/feed/:id/run`: fetches a brand's sources now; what the run did. */
export const boFeedRunValue = z.object({
  reports: z.number().int(),
  proposed: z.number().int(),
  alerts: z.number().int(),
  voided: z.number().int(),
});
export type BoFeedRunValue = z.infer<typeof boFeedRunValue>;
