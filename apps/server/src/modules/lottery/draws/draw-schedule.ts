/**
 * When draws happen (decision 028), as pure arithmetic over instants. Fast draws run around the
 * clock on GMT+8 days (the platform's time zone): draw k of a day falls k × cadence after the
 * day's midnight and is numbered `yyyyMMdd-kkkk`; it opens when the draw before it falls (so
 * betting never pauses) and closes `closeSeconds` before its own time. Daily Vietnamese draws
 * fall on Vietnam's calendar (GMT+7) at each station's time and are numbered `yyyyMMdd-<station>`;
 * betting on one opens a day before it and closes at the region's cut-off.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** GMT+8, the platform's zone; GMT+7, Vietnam's. */
const PLATFORM_OFFSET_MS = 8 * HOUR_MS;
const VIETNAM_OFFSET_MS = 7 * HOUR_MS;

/** A planned draw's identity and times. */
export interface PlannedDraw {
  drawNo: string;
  stationCode: string | null;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
}

/** yyyyMMdd of the calendar day an offset puts `at` on. */
function dayStamp(dayStartUtcMs: number, offsetMs: number): string {
  return new Date(dayStartUtcMs + offsetMs).toISOString().slice(0, 10).replaceAll('-', '');
}

/** The UTC instant at which the day containing `at` begins in a zone `offsetMs` ahead of UTC. */
function dayStart(at: Date, offsetMs: number): number {
  return Math.floor((at.getTime() + offsetMs) / DAY_MS) * DAY_MS - offsetMs;
}

/** The fast draws whose draw time falls in (from, to], in order. */
export function fastDraws(game: { cadenceSeconds: number; closeSeconds: number }, from: Date, to: Date): PlannedDraw[] {
  const cadenceMs = game.cadenceSeconds * 1000;
  if (DAY_MS % cadenceMs !== 0) throw new Error(`cadence ${game.cadenceSeconds}s does not divide a day`);
  const draws: PlannedDraw[] = [];
  let start = dayStart(from, PLATFORM_OFFSET_MS);
  // The first draw strictly after `from`: its index within the day of `from`.
  let k = Math.floor((from.getTime() - start) / cadenceMs) + 1;
  for (;;) {
    const perDay = DAY_MS / cadenceMs;
    if (k > perDay) {
      start += DAY_MS;
      k = 1;
    }
    const drawAt = start + k * cadenceMs;
    if (drawAt > to.getTime()) return draws;
    draws.push({
      // The last draw of a day falls on the next midnight but keeps its day's number.
      drawNo: `${dayStamp(start, PLATFORM_OFFSET_MS)}-${String(k).padStart(4, '0')}`,
      stationCode: null,
      opensAt: new Date(drawAt - cadenceMs),
      closesAt: new Date(drawAt - game.closeSeconds * 1000),
      drawAt: new Date(drawAt),
    });
    k += 1;
  }
}

/** A station of the Vietnamese schedule. */
export interface StationSchedule {
  stationCode: string;
  /** 0 Sunday .. 6 Saturday, in Vietnam's calendar. */
  weekdays: readonly number[];
  /** hh:mm or hh:mm:ss, Vietnam time. */
  drawTime: string;
}

/** The Vietnam calendar days (their starts, UTC ms) from the day containing `from` for `days` days. */
function vietnamDays(from: Date, days: number): number[] {
  const first = dayStart(from, VIETNAM_OFFSET_MS);
  return Array.from({ length: days }, (_, i) => first + i * DAY_MS);
}

/** The daily draws of the stations on `days` Vietnam days from the day containing `from`, in time order. */
export function dailyDraws(game: { closeSeconds: number }, stations: readonly StationSchedule[], from: Date, days: number): PlannedDraw[] {
  const draws: PlannedDraw[] = [];
  for (const start of vietnamDays(from, days)) {
    const weekday = new Date(start + VIETNAM_OFFSET_MS).getUTCDay();
    for (const station of stations) {
      if (!station.weekdays.includes(weekday)) continue;
      const [hours = 0, minutes = 0, seconds = 0] = station.drawTime.split(':').map(Number);
      const drawAt = start + ((hours * 60 + minutes) * 60 + seconds) * 1000;
      draws.push({
        drawNo: `${dayStamp(start, VIETNAM_OFFSET_MS)}-${station.stationCode}`,
        stationCode: station.stationCode,
        opensAt: new Date(drawAt - DAY_MS),
        closesAt: new Date(drawAt - game.closeSeconds * 1000),
        drawAt: new Date(drawAt),
      });
    }
  }
  return draws.sort((a, b) => a.drawAt.getTime() - b.drawAt.getTime() || a.drawNo.localeCompare(b.drawNo));
}

/** Vietnam's calendar day of an instant, yyyy-MM-dd. */
export function vietnamDay(at: Date): string {
  return new Date(at.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}

/** What a draw's seed is drawn for: the brand, the game and the draw number (packages/games fair-draw.ts). */
export function drawContext(brandCode: string, gameCode: string, drawNo: string): string {
  return `${brandCode}:${gameCode}:${drawNo}`;
}
