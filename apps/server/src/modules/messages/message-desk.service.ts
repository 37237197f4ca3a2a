/**
 * The back office's messages (decision 031): compose with an audience, preview (the HTML as
 * players will see it and how many accounts it reaches now), send now or at a time, until an
 * optional expiry, and withdraw. Every change is in the staff audit. Players hear of a message over
 * their live stream when it is published: at once, or from the `message-publish` job at its time.
 */
import { isAgentType, isTrialType } from '@pkg/contracts/agent-types';
import type {
  BoMessage,
  BoMessageDraft,
  BoMessagePage,
  BoMessagePreview,
  BoMessageQuery,
  BoMessageSend,
  MessageAudience,
} from '@pkg/contracts/messages';
import { MESSAGE_STREAM_EVENT } from '@pkg/contracts/messages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { BrandEventBus } from '../../lib/brand-events.ts';
import { sanitizeOperatorHtml } from '../../lib/html.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { audienceNamesAccount } from './audience.ts';
import {
  countAudience,
  insertMessage,
  markWithdrawn,
  selectAccountByUsername,
  selectDeskMessage,
  selectDeskMessages,
  selectMessageForEvent,
  type DeskMessageRow,
} from './message-desk.queries.ts';
import { assertBrandInScope, auditStaffChange, type StaffActor } from '../staff/index.ts';

/** The job kind that tells players of a scheduled message when it is published. */
export const MESSAGE_PUBLISH_JOB = 'message-publish';
/** A publish time this far in the past is taken as "now" (the console's clock may lag); further is refused. */
const PAST_TOLERANCE_MS = 5 * 60_000;

interface EventBuses {
  brandEvents: Pick<BrandEventBus, 'publish'>;
  accountEvents: Pick<BrandEventBus, 'publish'>;
}

/** Tells the audience's live streams their unread count changed: the one player, or the brand's streams. */
function announce(buses: EventBuses, brandId: string, audience: MessageAudience, accountId: string | null) {
  const event = { type: MESSAGE_STREAM_EVENT, data: {} };
  if (audience === 'player' && accountId) buses.accountEvents.publish(accountId, event);
  else buses.brandEvents.publish(brandId, event);
}

function stateOf(row: DeskMessageRow, now: Date): BoMessage['state'] {
  if (row.withdrawnAt) return 'withdrawn';
  if (new Date(row.publishAt) > now) return 'scheduled';
  if (row.expiresAt && new Date(row.expiresAt) <= now) return 'expired';
  return 'live';
}

function viewOf(row: DeskMessageRow, now: Date): BoMessage {
  return {
    id: row.id,
    brandId: row.brandId,
    brandCode: row.brandCode,
    title: row.title,
    content: row.content,
    audience: row.audience,
    audienceUsername: row.audienceUsername,
    includeLaterAccounts: row.includeLaterAccounts,
    publishAt: new Date(row.publishAt).toISOString(),
    expiresAt: row.expiresAt ? new Date(row.expiresAt).toISOString() : null,
    state: stateOf(row, now),
    createdBy: row.createdBy,
    reads: row.reads,
  };
}

type DeskDeps = { db: Db; clock: Clock; jobs: JobRunner } & EventBuses;

/** Checks the draft: brand in scope, the named account exists (an agent for a team), the HTML keeps something. */
async function resolveDraft(db: Db, actor: StaffActor, draft: BoMessageDraft) {
  assertBrandInScope(actor, draft.brandId);
  let accountId: string | null = null;
  if (audienceNamesAccount(draft.audience.kind)) {
    if (!draft.audience.username) throw new AppError('bad_request', 'audience.username is required');
    const account = await selectAccountByUsername(db, draft.brandId, draft.audience.username);
    if (!account || isTrialType(account.accountType)) throw new AppError('player_not_found');
    if (draft.audience.kind === 'team' && !isAgentType(account.accountType)) throw new AppError('bad_request', 'not an agent');
    accountId = account.id;
  }
  const contentHtml = sanitizeOperatorHtml(draft.html);
  if (contentHtml.replace(/<[^>]*>/g, '').trim() === '' && !/<img /.test(contentHtml))
    throw new AppError('bad_request', 'the content is empty once cleaned');
  return { accountId, contentHtml };
}

/** Sends a message now or schedules it (the publish job tells its players at its time), audited. */
async function sendMessage(deps: DeskDeps, actor: StaffActor, input: BoMessageSend): Promise<BoMessage> {
  const { db, clock, jobs } = deps;
  const { accountId, contentHtml } = await resolveDraft(db, actor, input);
  const now = clock.now();
  let publishAt = input.publishAt ? new Date(input.publishAt) : now;
  if (publishAt.getTime() < now.getTime() - PAST_TOLERANCE_MS) throw new AppError('bad_request', 'publishAt is in the past');
  if (publishAt < now) publishAt = now;
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && (expiresAt <= publishAt || expiresAt <= now)) throw new AppError('bad_request', 'expiresAt must follow publishAt');
  const scheduled = publishAt > now;
  const id = await db.transaction(async (tx) => {
    const messageId = await insertMessage(tx, {
      brandId: input.brandId,
      title: input.title,
      contentHtml,
      audience: input.audience.kind,
      audienceAccountId: accountId,
      includeLaterAccounts: input.includeLaterAccounts,
      publishAt,
      expiresAt,
      createdBy: actor.staff.staff.id,
      at: now,
    });
    await auditStaffChange(tx, clock, actor, {
      action: scheduled ? 'message.schedule' : 'message.send',
      brandId: input.brandId,
      target: `message:${messageId}`,
      detail: {
        title: input.title,
        audience: input.audience.kind,
        username: input.audience.username ?? null,
        publishAt: publishAt.toISOString(),
        expiresAt: expiresAt?.toISOString() ?? null,
        includeLaterAccounts: input.includeLaterAccounts,
      },
    });
    if (scheduled) await jobs.enqueue(tx, { runKey: `${MESSAGE_PUBLISH_JOB}:${messageId}`, payload: { messageId }, dueAt: publishAt });
    return messageId;
  });
  if (!scheduled) announce(deps, input.brandId, input.audience.kind, accountId);
  const row = await selectDeskMessage(db, actor.staff.scope, id);
  return viewOf(row!, clock.now());
}

/** Takes a scheduled or live message away from every player; its read states stay for the record. */
async function withdrawMessage(deps: DeskDeps, actor: StaffActor, id: string): Promise<BoMessage> {
  const { db, clock } = deps;
  if (!/^[0-9]{1,18}$/.test(id)) throw new AppError('message_not_found');
  const now = clock.now();
  const row = await db.transaction(async (tx) => {
    const found = await selectDeskMessage(tx, actor.staff.scope, id, true);
    if (!found) throw new AppError('message_not_found');
    const state = stateOf(found, now);
    if (state === 'withdrawn' || state === 'expired') throw new AppError('message_state', `the message is ${state}`);
    await markWithdrawn(tx, id, actor.staff.staff.id, now);
    await auditStaffChange(tx, clock, actor, {
      action: 'message.withdraw',
      brandId: found.brandId,
      target: `message:${id}`,
      detail: { title: found.title, state },
    });
    return found;
  });
  announce(deps, row.brandId, row.audience, row.audienceAccountId);
  return viewOf({ ...row, withdrawnAt: now }, now);
}

export function createMessageDesk(deps: DeskDeps) {
  const { db, clock, jobs } = deps;

  // A scheduled message's players hear of it at its time; a withdrawn one stays quiet.
  jobs.define(MESSAGE_PUBLISH_JOB, async (job) => {
    const message = await selectMessageForEvent(db, String(job.payload.messageId));
    if (message && !message.withdrawn) announce(deps, message.brandId, message.audience, message.audienceAccountId);
  });

  return {
    async list(actor: StaffActor, query: BoMessageQuery): Promise<BoMessagePage> {
      const rows = await selectDeskMessages(db, { scope: actor.staff.scope, ...query });
      const now = clock.now();
      return { entries: rows.map((row) => viewOf(row, now)), nextBefore: rows.length === query.limit ? (rows.at(-1)?.id ?? null) : null };
    },

    async preview(actor: StaffActor, draft: BoMessageDraft): Promise<BoMessagePreview> {
      const { accountId, contentHtml } = await resolveDraft(db, actor, draft);
      return {
        title: draft.title,
        content: contentHtml,
        recipients: await countAudience(db, draft.brandId, draft.audience.kind, accountId),
      };
    },

    send: (actor: StaffActor, input: BoMessageSend) => sendMessage(deps, actor, input),

    /** Takes a scheduled or live message away from every player; its read states stay for the record. */
    withdraw: (actor: StaffActor, id: string) => withdrawMessage(deps, actor, id),
  };
}

export type MessageDesk = ReturnType<typeof createMessageDesk>;
