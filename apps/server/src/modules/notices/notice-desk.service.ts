/**
 * The back office's banners and popups (decision 031): the home carousel's banners (announcements
 * of type H with an image, a link, an order and platforms) and the popups (type PU with an
 * execution rule and an audience); and the plain announcements (decision 036): the marquee (B),
 * player (PL), promotion (PR) and agents' (AG) notices, each a title, HTML and a window. Staff with messages.manage create, edit, order and switch them
 * on or off; banner images go through the uploads module's checks (png or jpeg by content,
 * re-encoded, 5 MB). Every change is in the staff audit.
 */
import { randomUUID } from 'node:crypto';
import { API } from '@pkg/contracts/routes';
import {
  BO_ANNOUNCEMENT_KINDS,
  type BannerLink,
  type BoNotice,
  type BoNoticeInput,
  type BoNoticeKind,
  type BoNoticeList,
} from '@pkg/contracts/notices';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { sanitizeOperatorHtml } from '../../lib/html.ts';
import type { ReadUploads } from '../uploads/index.ts';
import { assertBrandInScope, auditStaffChange, type StaffActor } from '../staff/index.ts';
import { insertBannerImage, insertNotice, selectDeskNotice, selectDeskNotices, updateNotice } from './notice-desk.queries.ts';

const ROUTE = /^\/[A-Za-z0-9/_.?=&-]{0,199}$/;
const PROMOTION_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Refuses a link that could lead anywhere unexpected: routes stay on the site, addresses must be https. */
function checkLink(link: BannerLink | null): void {
  if (!link) return;
  const ok =
    link.kind === 'route'
      ? ROUTE.test(link.target) && !link.target.startsWith('//')
      : link.kind === 'promotion'
        ? PROMOTION_ID.test(link.target)
        : URL.canParse(link.target) && new URL(link.target).protocol === 'https:' && link.target.length <= 500;
  if (!ok) throw new AppError('field_invalid', `link target for ${link.kind}`, { field: 'link' });
}

function check(input: BoNoticeInput): string {
  if (input.endAt && new Date(input.endAt) <= new Date(input.startAt)) throw new AppError('field_invalid', 'endAt', { field: 'endAt' });
  const html = sanitizeOperatorHtml(input.html);
  if (input.kind === 'banner') {
    if (!input.imageUrl) throw new AppError('field_invalid', 'a banner needs an image', { field: 'imageUrl' });
    checkLink(input.link);
  } else if (html.replace(/<[^>]*>/g, '').trim() === '') {
    throw new AppError('field_invalid', `a ${input.kind} needs a content`, { field: 'html' });
  }
  if (isAnnouncement(input.kind) && (input.imageUrl || input.link))
    throw new AppError('field_invalid', 'an announcement has no image or link', { field: input.imageUrl ? 'imageUrl' : 'link' });
  return html;
}

/** Plain announcements (marquee, player, promotion and agents' notices; decision 036). */
const isAnnouncement = (kind: BoNoticeKind) => (BO_ANNOUNCEMENT_KINDS as readonly BoNoticeKind[]).includes(kind);

/** The audit action of a change: banner.create, popup.update, announcement.create (the kind is in the detail). */
const actionOf = (kind: BoNoticeKind, verb: 'create' | 'update') => `${isAnnouncement(kind) ? 'announcement' : kind}.${verb}`;

/** What the audit keeps of a banner or popup. */
const auditOf = (notice: BoNotice | BoNoticeInput) => ({
  kind: notice.kind,
  language: notice.language,
  title: notice.title,
  imageUrl: notice.imageUrl ?? null,
  link: notice.link ?? null,
  sort: notice.sort,
  platforms: notice.platforms,
  startAt: notice.startAt,
  endAt: notice.endAt,
  frequency: notice.frequency,
  audience: notice.audience,
  enabled: notice.enabled,
});

/** Stores a banner image (already checked and re-encoded) for a brand; answers its public address. */
async function storeBannerImage({ db, clock }: { db: Db; clock: Clock }, actor: StaffActor, form: ReadUploads): Promise<{ url: string }> {
  const brandId = form.fields.brandId ?? '';
  if (!/^[0-9]{1,18}$/.test(brandId)) throw new AppError('field_invalid', 'brandId', { field: 'brandId' });
  assertBrandInScope(actor, brandId);
  const image = form.images[0];
  if (!image || form.images.length !== 1) throw new AppError('field_invalid', 'one image', { field: 'images' });
  const id = randomUUID();
  const at = clock.now();
  await db.transaction(async (tx) => {
    await insertBannerImage(tx, {
      id,
      brandId,
      staffId: actor.staff.staff.id,
      contentType: image.contentType,
      bytes: image.bytes,
      width: image.width,
      height: image.height,
      at,
    });
    await auditStaffChange(tx, clock, actor, {
      action: 'banner.image',
      brandId,
      target: `upload:${id}`,
      detail: { fileName: image.fileName, bytes: image.bytes.length },
    });
  });
  return { url: API.noticeImage.replace(':id', id) };
}

export function createNoticeDesk(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function found(q: Queryable, actor: StaffActor, id: string, lock = false): Promise<BoNotice> {
    const row = /^[0-9]{1,18}$/.test(id) ? await selectDeskNotice(q, actor.staff.scope, id, lock) : null;
    if (!row) throw new AppError('notice_not_found');
    return row;
  }

  return {
    async list(actor: StaffActor, kind: BoNoticeKind, brandId?: string): Promise<BoNoticeList> {
      return { entries: await selectDeskNotices(db, { scope: actor.staff.scope, kind, brandId }) };
    },

    async create(actor: StaffActor, input: BoNoticeInput): Promise<BoNotice> {
      assertBrandInScope(actor, input.brandId);
      const html = check(input);
      const id = await db.transaction(async (tx) => {
        const newId = await insertNotice(tx, input, html, `bo-${randomUUID()}`, actor.staff.staff.id);
        await auditStaffChange(tx, clock, actor, {
          action: actionOf(input.kind, 'create'),
          brandId: input.brandId,
          target: `announcement:${newId}`,
          detail: { after: auditOf(input) },
        });
        return newId;
      });
      return found(db, actor, id);
    },

    /** Replaces a banner or popup (switching it on or off, reordering, editing); kind and brand stay. */
    async update(actor: StaffActor, id: string, input: BoNoticeInput): Promise<BoNotice> {
      const html = check(input);
      await db.transaction(async (tx) => {
        const before = await found(tx, actor, id, true);
        if (before.kind !== input.kind || before.brandId !== input.brandId)
          throw new AppError('bad_request', 'the kind and the brand of a notice do not change');
        await updateNotice(tx, id, input, html, actor.staff.staff.id);
        await auditStaffChange(tx, clock, actor, {
          action: actionOf(input.kind, 'update'),
          brandId: input.brandId,
          target: `announcement:${id}`,
          detail: { before: auditOf(before), after: auditOf(input) },
        });
      });
      return found(db, actor, id);
    },

    /** Stores a banner image (already checked and re-encoded) for a brand; answers its public address. */
    storeImage: (actor: StaffActor, form: ReadUploads) => storeBannerImage(deps, actor, form),
  };
}

export type NoticeDesk = ReturnType<typeof createNoticeDesk>;
