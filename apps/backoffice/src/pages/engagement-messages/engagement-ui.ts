import type { BoNoticeInput, BoNoticeKind } from '@pkg/contracts/notices';
import type { MessageAudience, FeedbackStatus } from '@pkg/contracts/messages';
import { BoError } from '../../lib/api';

/** The lists the pages offer; the types keep them complete (importing the contract's lists would bundle zod). */
const AUDIENCE_ORDER = { all: 0, player: 1, agents: 2, members: 3, team: 4 } satisfies Record<MessageAudience, number>;
export const AUDIENCES = Object.keys(AUDIENCE_ORDER) as MessageAudience[];
export const NAMED_AUDIENCES: readonly MessageAudience[] = ['player', 'team'];
const FEEDBACK_STATUS_ORDER = { open: 0, replied: 1, closed: 2 } satisfies Record<FeedbackStatus, number>;
export const FEEDBACK_STATUSES = Object.keys(FEEDBACK_STATUS_ORDER) as FeedbackStatus[];
export const NOTICE_LANGUAGES: BoNoticeInput['language'][] = ['TY', 'EN', 'ZH', 'TH', 'VI'];
export const POPUP_FREQUENCIES: BoNoticeInput['frequency'][] = ['session', 'daily', 'visit'];
export const POPUP_AUDIENCES: BoNoticeInput['audience'][] = ['before', 'after', 'both'];
export const LINK_KINDS = ['none', 'route', 'promotion', 'url'] as const;
/** The desk's tabs: banners, popups and the plain announcements (decision 036). */
const NOTICE_KIND_ORDER = { banner: 0, popup: 1, bulletin: 2, player: 3, promotion: 4, agents: 5 } satisfies Record<BoNoticeKind, number>;
export const NOTICE_KINDS = Object.keys(NOTICE_KIND_ORDER) as BoNoticeKind[];
/** Announcements have no image, link, platforms or popup rule. */
export const isAnnouncementKind = (kind: BoNoticeKind) => kind !== 'banner' && kind !== 'popup';

/** A failed call's translated message from the server, or the fallback. */
export const errorText = (error: unknown, fallback: string) => (error instanceof BoError && error.message ? error.message : fallback);
