/**
 * The back office's side of the results feed (decision 065): the staff member's brands with their
 * feed settings and sources' status, the alerts; changing a brand's settings and sources (audited);
 * fetching a brand's sources now.
 */
import type { BoFeedAlert, BoFeedChange, BoFeedRunValue, BoFeedView } from '@pkg/contracts/lottery-feed';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError } from '../../../http/errors.ts';
import { assertBrandInScope, auditStaffChange, type StaffActor } from '../../staff/index.ts';
import { validLocation } from './feed-sources.ts';
import type { ResultsFeed } from './results-feed.ts';
import {
  replaceFeedSources,
  selectAlerts,
  selectFeedSettings,
  selectFeedSources,
  selectScopeBrands,
  upsertFeedSettings,
  type FeedAlertRow,
  type FeedSourceRow,
} from './results-feed.queries.ts';

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

function sourceView(row: FeedSourceRow) {
  return {
    code: row.code,
    kind: row.kind,
    location: row.location,
    enabled: row.enabled,
    lastRunAt: iso(row.lastRunAt),
    lastOkAt: iso(row.lastOkAt),
    lastError: row.lastError,
    lastResults: row.lastResults,
  };
}

function alertView(row: FeedAlertRow): BoFeedAlert {
  return {
    id: row.id,
    brandId: row.brandId,
    drawId: row.drawId,
    gameCode: row.gameCode,
    numero: row.drawNo,
    drawAt: new Date(row.drawAt).toISOString(),
    drawStatus: row.drawStatus as BoFeedAlert['drawStatus'],
    kind: row.kind,
    detail: row.detail,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

async function view(db: Db, actor: StaffActor, open: boolean): Promise<BoFeedView> {
  const brands = await selectScopeBrands(db, actor.staff.scope);
  const settings = new Map((await selectFeedSettings(db, actor.staff.scope)).map((s) => [s.brandId, s]));
  const sources = await selectFeedSources(
    db,
    brands.map((b) => b.id),
  );
  return {
    brands: brands.map((brand) => {
      const s = settings.get(brand.id);
      return {
        brand,
        settings: s
          ? { enabled: s.enabled, overdueMinutes: s.overdueMinutes, voidAfterMinutes: s.voidAfterMinutes, alertEmail: s.alertEmail }
          : null,
        sources: sources.filter((row) => row.brandId === brand.id).map(sourceView),
      };
    }),
    alerts: (await selectAlerts(db, actor.staff.scope, open)).map(alertView),
  };
}

async function change(deps: { db: Db; clock: Clock }, actor: StaffActor, brandId: string, body: BoFeedChange): Promise<BoFeedView> {
  assertBrandInScope(actor, brandId);
  const bad = body.sources.find((s) => !validLocation(s.kind, s.location));
  if (bad) {
    throw new AppError(
      'bad_request',
      bad.kind === 'dir'
        ? `source ${bad.code}: a directory name under the feed's root (letters, digits, - and _, up to 4 levels)`
        : `source ${bad.code}: an http:// or https:// address`,
    );
  }
  const [brand] = await selectScopeBrands(deps.db, [brandId]);
  if (!brand) throw new AppError('not_found', 'no such brand');
  await deps.db.transaction(async (tx) => {
    await upsertFeedSettings(tx, { brandId, ...body, at: deps.clock.now() });
    await replaceFeedSources(tx, brandId, body.sources);
    await auditStaffChange(tx, deps.clock, actor, {
      action: 'lottery.feed.change',
      brandId,
      target: `brand:${brandId}`,
      detail: { ...body },
    });
  });
  return view(deps.db, actor, true);
}

export function createFeedDesk(deps: { db: Db; clock: Clock; feed: ResultsFeed }) {
  return {
    view: (actor: StaffActor, open: boolean) => view(deps.db, actor, open),
    change: (actor: StaffActor, brandId: string, body: BoFeedChange) => change(deps, actor, brandId, body),
    /** Fetches a brand's sources now (the same run as the schedule's). */
    async run(actor: StaffActor, brandId: string): Promise<BoFeedRunValue> {
      assertBrandInScope(actor, brandId);
      return deps.feed.run(brandId);
    },
  };
}

export type FeedDesk = ReturnType<typeof createFeedDesk>;
