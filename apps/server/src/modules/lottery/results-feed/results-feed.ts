/**
 * The results feed (decision 065), the job `lottery-feed` on the job runner (every minute): for
 * each brand with the feed on, reads its enabled sources, records what each says about the brand's
 * official draws still waiting for a result, and then, per waiting draw:
 * - when two or more sources say the same and none says otherwise, proposes that result into the
 *   desk's four-eyes approval (a staff member approves it; the feed never writes a result itself),
 *   once per result: a rejected feed proposal is not made again unless the sources change;
 * - when sources disagree, proposes nothing and alerts;
 * - when the brand's overdue time passed, alerts (the back office and an e-mail in the outbox);
 * - when the brand's void time passed, voids the draw at a new version and enqueues its
 *   settlement, which refunds every ticket through the ledger. The void takes the draw's lock as
 *   the desk's approval does, so a late approval and the void cannot both happen.
 */
import { checkResult } from '@pkg/games/lottery/draw-result';
import type { Db, Queryable } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { BrandEventBus } from '../../../lib/brand-events.ts';
import type { JobRunner } from '../../../jobs/job-runner.ts';
import { insertStaffAudit } from '../../staff/index.ts';
import { publishDraw } from '../draws/draw-events.ts';
import { lockDraw, selectDrawById } from '../draws/draws.queries.ts';
import { settleRunKey } from '../draws/run-keys.ts';
import { voidDrawVersion } from '../desk/draw-desk.queries.ts';
import { fetchSource } from './feed-sources.ts';
import type { FeedResult } from './feed-format.ts';
import {
  insertAlert,
  insertFeedProposal,
  lockPendingAction,
  rejectPendingBySystem,
  selectAwaitingDraws,
  selectFeedSettings,
  selectFeedSources,
  selectProposalState,
  selectReports,
  updateSourceRun,
  upsertReport,
  type AwaitingDrawRow,
  type FeedSettingsRow,
} from './results-feed.queries.ts';

/** The name the feed's steps carry in the staff audit and on its proposals. */
export const FEED_ACTOR = 'results-feed';

/** An e-mail for the outbox (the e-mail module's sender). */
export interface FeedMail {
  brandId: string;
  accountId: null;
  to: string;
  fromName: string;
  kind: string;
  subject: string;
  text: string;
  html: string;
}

export interface ResultsFeedDeps {
  db: Db;
  clock: Clock;
  jobs: JobRunner;
  brandEvents: Pick<BrandEventBus, 'publish'>;
  /** The directory the `dir` sources are under. */
  rootDir: string;
  sendMail?: (mail: FeedMail) => Promise<void>;
}

/** What one run did, for tests and the back office's "fetch now". */
export interface FeedRunSummary {
  reports: number;
  proposed: number;
  alerts: number;
  voided: number;
}

const MINUTE = 60_000;
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

async function audit(deps: ResultsFeedDeps, db: Queryable, draw: AwaitingDrawRow, action: string, detail: Record<string, unknown>) {
  await insertStaffAudit(db, {
    staffId: null,
    staffUsername: FEED_ACTOR,
    action,
    brandId: draw.brandId,
    target: `lottery-draw:${draw.id}`,
    ip: null,
    detail: { game: draw.gameCode, numero: draw.drawNo, ...detail },
    at: deps.clock.now(),
  });
}

/** Records an alert once; e-mails it to the brand's alert address when it is new. */
async function alert(
  deps: ResultsFeedDeps,
  settings: FeedSettingsRow,
  draw: AwaitingDrawRow,
  kind: 'overdue' | 'disagree' | 'voided',
  detail: string,
) {
  const fresh = await insertAlert(deps.db, { brandId: draw.brandId, drawId: draw.id, kind, detail, at: deps.clock.now() });
  if (!fresh) return 0;
  if (settings.alertEmail && deps.sendMail) {
    const subject = `[${settings.brandCode}] lottery ${draw.gameCode} ${draw.drawNo}: ${kind}`;
    await deps.sendMail({
      brandId: draw.brandId,
      accountId: null,
      to: settings.alertEmail,
      fromName: settings.brandName,
      kind: `lottery-feed-${kind}`,
      subject,
      text: `${subject}\n\n${detail}\n`,
      html: `<p><strong>${escapeHtml(subject)}</strong></p><p>${escapeHtml(detail)}</p>`,
    });
  }
  return 1;
}

/** Reads the brand's enabled sources and records what they say about the waiting draws; answers the reports new or changed. */
async function collect(deps: ResultsFeedDeps, settings: FeedSettingsRow, draws: AwaitingDrawRow[]): Promise<number> {
  const byKey = new Map(draws.map((d) => [`${d.gameCode},${d.drawNo}`, d]));
  let written = 0;
  for (const source of (await selectFeedSources(deps.db, [settings.brandId])).filter((s) => s.enabled)) {
    const fetched = await fetchSource(deps.rootDir, source);
    const seen = new Set<string>();
    for (const result of fetched.results) {
      const draw = byKey.get(`${result.gameCode},${result.drawNo}`);
      if (!draw || seen.has(draw.id)) continue;
      seen.add(draw.id);
      const numbers = checkedNumbers(draw, result, fetched.errors);
      if (!numbers) continue;
      if (await upsertReport(deps.db, { drawId: draw.id, source: source.code, numbers, at: deps.clock.now() })) written++;
    }
    const error = fetched.errors.length > 0 ? fetched.errors.join('\n').slice(0, 2000) : null;
    await updateSourceRun(deps.db, {
      brandId: settings.brandId,
      code: source.code,
      at: deps.clock.now(),
      error,
      results: fetched.results.length,
    });
  }
  return written;
}

/** A source's numbers checked against the draw's table, or null (the problem added to `errors`). */
function checkedNumbers(draw: AwaitingDrawRow, result: FeedResult, errors: string[]): string[] | null {
  try {
    return checkResult(draw.format, result.numbers).numbers;
  } catch (error) {
    errors.push(`line ${result.line}: ${draw.gameCode} ${draw.drawNo}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/** Proposes a result two sources agree on, or alerts when sources disagree; answers [proposed, alerts]. */
async function reconcile(
  deps: ResultsFeedDeps,
  settings: FeedSettingsRow,
  draw: AwaitingDrawRow,
  reports: Array<{ source: string; numbers: string[] }>,
) {
  const groups = new Map<string, string[]>();
  for (const report of reports) groups.set(report.numbers.join(' '), [...(groups.get(report.numbers.join(' ')) ?? []), report.source]);
  if (groups.size > 1) {
    const detail = [...groups].map(([numbers, sources]) => `${sources.join('+')}: ${numbers}`).join('\n');
    return [0, await alert(deps, settings, draw, 'disagree', `The sources disagree on the result:\n${detail}`)];
  }
  const [agreed] = [...groups];
  if (!agreed || agreed[1].length < 2) return [0, 0];
  const numbers = agreed[0].split(' ');
  const source = `feed:${agreed[1].join('+')}`.slice(0, 120);
  const proposed = await deps.db.transaction(async (tx) => {
    const state = await selectProposalState(tx, draw.id, numbers);
    if (state.pending || state.proposedBefore) return false;
    if (!(await insertFeedProposal(tx, { drawId: draw.id, numbers, source, at: deps.clock.now() }))) return false;
    await audit(deps, tx, draw, 'lottery.result.propose', { numbers, source });
    return true;
  });
  return [proposed ? 1 : 0, 0];
}

/** Voids a draw that waited too long (unless a result was approved meanwhile); true when it did. */
async function voidOverdue(deps: ResultsFeedDeps, settings: FeedSettingsRow, draw: AwaitingDrawRow): Promise<boolean> {
  const reason = `no official result within ${settings.voidAfterMinutes} minutes of the draw`;
  const at = deps.clock.now();
  const version = await deps.db.transaction(async (tx) => {
    // The pending proposal first, then the draw: the order the desk's approval locks them in.
    const pending = await lockPendingAction(tx, draw.id);
    await lockDraw(tx, draw.id, 'exclusive');
    const row = await selectDrawById(tx, draw.id, 'for update');
    if (!row || !['scheduled', 'open', 'closed'].includes(row.status)) return null;
    if (pending) await rejectPendingBySystem(tx, pending, reason, at);
    const next = await voidDrawVersion(tx, draw.id, reason);
    await deps.jobs.enqueue(tx, { runKey: settleRunKey(draw.id, next) });
    await audit(deps, tx, draw, 'lottery.void.auto', { version: next, reason, rejected: pending });
    return next;
  });
  if (version === null) return false;
  deps.jobs.wake();
  publishDraw(deps.brandEvents, draw.brandId, {
    gameCode: draw.gameCode,
    numero: draw.drawNo,
    status: 'void',
    stationCode: null,
    result: null,
    drawAt: new Date(draw.drawAt).toISOString(),
  });
  await alert(deps, settings, draw, 'voided', `Voided: ${reason}; every ticket is refunded.`);
  return true;
}

/** One brand's run. */
async function runBrand(deps: ResultsFeedDeps, settings: FeedSettingsRow, summary: FeedRunSummary): Promise<void> {
  const now = deps.clock.now();
  const draws = await selectAwaitingDraws(deps.db, settings.brandId, now);
  if (draws.length === 0) return;
  summary.reports += await collect(deps, settings, draws);
  const reports = await selectReports(
    deps.db,
    settings.brandId,
    draws.map((d) => d.id),
  );
  for (const draw of draws) {
    const late = now.getTime() - new Date(draw.drawAt).getTime();
    if (late >= settings.voidAfterMinutes * MINUTE) {
      if (await voidOverdue(deps, settings, draw)) summary.voided++;
      continue;
    }
    const [proposed, alerts] = await reconcile(
      deps,
      settings,
      draw,
      reports.filter((r) => r.drawId === draw.id),
    );
    summary.proposed += proposed ?? 0;
    summary.alerts += alerts ?? 0;
    if (late >= settings.overdueMinutes * MINUTE) {
      const detail = `No approved result ${Math.floor(late / MINUTE)} minutes after the draw; it is voided with refunds at ${settings.voidAfterMinutes} minutes.`;
      summary.alerts += await alert(deps, settings, draw, 'overdue', detail);
    }
  }
}

/** Runs the feed for every brand with it switched on (or one brand); answers what it did. */
export async function runFeed(deps: ResultsFeedDeps, brandId?: string): Promise<FeedRunSummary> {
  const summary: FeedRunSummary = { reports: 0, proposed: 0, alerts: 0, voided: 0 };
  for (const settings of await selectFeedSettings(deps.db, brandId ? [brandId] : null)) {
    if (settings.enabled) await runBrand(deps, settings, summary);
  }
  return summary;
}

export function createResultsFeed(deps: ResultsFeedDeps) {
  return {
    run: (brandId?: string) => runFeed(deps, brandId),
    /** Registers the job kind and runs it every `everyMs` (none when 0). */
    install(everyMs: number): void {
      deps.jobs.define('lottery-feed', async () => void (await runFeed(deps)), { leaseMs: 120_000 });
      if (everyMs > 0) deps.jobs.every('lottery-feed', everyMs);
    },
  };
}

export type ResultsFeed = ReturnType<typeof createResultsFeed>;
