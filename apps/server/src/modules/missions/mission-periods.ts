import type { MissionPeriod } from '@pkg/contracts/missions';
import { periodAt } from '../../lib/periods.ts';

/** What decides a mission's periods. */
export interface MissionSchedule {
  period: MissionPeriod;
  startsAt: Date;
  endsAt: Date | null;
}

/** One period of a mission: progress counts what settled or was credited in [start, end). */
export interface MissionWindow {
  /** D:2026-11-22 (a GMT+8 day), W:2026-11-16 (the week's Monday) or once. */
  key: string;
  start: Date;
  end: Date;
}

/**
 * The mission's period holding an instant, or null when the mission is not running then (before
 * it starts, or at or after its end). A daily or weekly period is the GMT+8 day or week
 * (lib/periods.ts), cut to the mission's own dates, so a mission started at noon counts from noon
 * on its first day and one ending on a Wednesday stops counting then.
 */
export function missionWindowAt(schedule: MissionSchedule, at: Date): MissionWindow | null {
  if (at < schedule.startsAt || (schedule.endsAt && at >= schedule.endsAt)) return null;
  if (schedule.period === 'once') return { key: 'once', start: schedule.startsAt, end: schedule.endsAt! };
  const period = periodAt(schedule.period === 'daily' ? 'D' : 'W', at);
  const start = period.start < schedule.startsAt ? schedule.startsAt : period.start;
  const end = schedule.endsAt && schedule.endsAt < period.end ? schedule.endsAt : period.end;
  return { key: period.key, start, end };
}
