import { z } from 'zod';

/** Announcement types: B bulletin (default, the marquee), PL player, PU popup, PR promotion, H home, AG agents (agent centre only). */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H', 'AG'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

export const announcementSchema = z.object({
  id: z.string(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  /** ISO instant (UTC); shown in GMT+8. */
  timestamp: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementQuery = z.object({
  type: z.enum(ANNOUNCEMENT_TYPES).default('B'),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** `GET /wps/relay/MCSFE_getListAnnouncements`: a page of the brand's live announcements. */
export const announcementPage = z.object({
  list: z.array(announcementSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
});
export type AnnouncementPage = z.infer<typeof announcementPage>;

// ---- The notice payload (SPEC.md sections 3 and 7, decision 031) -------------------------------

/** What the notice call can answer: `dataTypes` names some of these (all by default). */
export const NOTICE_DATA_TYPES = ['player', 'banners', 'popup', 'promotion'] as const;
export type NoticeDataType = (typeof NOTICE_DATA_TYPES)[number];
/** W web (wide screens), M mobile (phones). */
export const NOTICE_PLATFORMS = ['W', 'M'] as const;
export type NoticePlatform = (typeof NOTICE_PLATFORMS)[number];
/** B before login (visitors), A after login. */
export const NOTICE_EXECUTIONS = ['B', 'A'] as const;
/** How often a popup shows: once per browser session, once a day (GMT+8), or on every visit (page load). */
export const POPUP_FREQUENCIES = ['session', 'daily', 'visit'] as const;
export type PopupFrequency = (typeof POPUP_FREQUENCIES)[number];
/** Whom a popup shows to: visitors before login, players after login, or both. */
export const POPUP_AUDIENCES = ['before', 'after', 'both'] as const;
export type PopupAudience = (typeof POPUP_AUDIENCES)[number];
/** Where a banner leads: a route of the site, a promotion (by id) or an external https address. */
export const BANNER_LINK_KINDS = ['route', 'promotion', 'url'] as const;
export type BannerLinkKind = (typeof BANNER_LINK_KINDS)[number];

export const noticeQuery = z.object({
  /** Comma-separated NOTICE_DATA_TYPES; all when absent. */
  dataTypes: z
    .string()
    .max(100)
    .optional()
    .transform((value, ctx) => {
      const wanted = (value ?? NOTICE_DATA_TYPES.join(',')).split(',').map((part) => part.trim());
      for (const part of wanted)
        if (!(NOTICE_DATA_TYPES as readonly string[]).includes(part)) {
          ctx.addIssue({ code: 'custom', message: `unknown data type ${part}` });
          return z.NEVER;
        }
      return wanted as NoticeDataType[];
    }),
  platform: z.enum(NOTICE_PLATFORMS).default('W'),
  execution: z.enum(NOTICE_EXECUTIONS).default('B'),
});

export const bannerLink = z.object({ kind: z.enum(BANNER_LINK_KINDS), target: z.string() });
export type BannerLink = z.infer<typeof bannerLink>;

export const bannerSchema = z.object({
  id: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  link: bannerLink.nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const popupSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  frequency: z.enum(POPUP_FREQUENCIES),
  audience: z.enum(POPUP_AUDIENCES),
  /** Changes when staff edit it, so a "once" rule shows an edited popup again. */
  version: z.string(),
  /** ISO instant (UTC) it starts showing; shown in GMT+8. */
  timestamp: z.string(),
});
export type Popup = z.infer<typeof popupSchema>;

/** `GET /wps/notice`: the asked types; types not asked are empty lists. */
export const noticePayload = z.object({
  player: z.array(announcementSchema),
  banners: z.array(bannerSchema),
  popup: z.array(popupSchema),
  promotion: z.array(announcementSchema),
});
export type NoticePayload = z.infer<typeof noticePayload>;

// ---- Back office: banners, popups and announcements (messages.read to see, messages.manage to change) ---------

/**
 * What the desk edits: home banners (type H), popups (PU), and the plain announcements (decision
 * 036): `bulletin` the marquee (B), `player` player notices (PL), `promotion` promotion notices
 * (PR), `agents` the agent centre's (AG). Announcements have a title, an HTML content and a window.
 */
export const BO_NOTICE_KINDS = ['banner', 'popup', 'bulletin', 'player', 'promotion', 'agents'] as const;
export type BoNoticeKind = (typeof BO_NOTICE_KINDS)[number];
/** The kinds that are plain announcements (no image, link, platforms or popup rule). */
export const BO_ANNOUNCEMENT_KINDS = ['bulletin', 'player', 'promotion', 'agents'] as const satisfies readonly BoNoticeKind[];

const boId = z.string().regex(/^[0-9]{1,18}$/);

export const boNoticeQuery = z.object({ kind: z.enum(BO_NOTICE_KINDS), brandId: boId.optional() });

/** Create or edit a banner, popup or announcement. Banners need an image; popups and announcements an HTML content. */
export const boNoticeInput = z.object({
  brandId: boId,
  kind: z.enum(BO_NOTICE_KINDS),
  language: z.enum(['TY', 'EN', 'ZH', 'TH', 'VI']),
  title: z.string().trim().min(1).max(120),
  /** Popup or announcement content, or banner caption (sanitised on write). */
  html: z.string().trim().max(20_000).default(''),
  /** Banner image: a site path (/banners/x.svg) or an uploaded image's address (/wps/notice/images/<id>). */
  imageUrl: z
    .string()
    .trim()
    .max(300)
    .regex(/^\/[A-Za-z0-9/_.-]+$/)
    .optional(),
  link: bannerLink.nullable().default(null),
  sort: z.number().int().min(0).max(9999).default(0),
  platforms: z.array(z.enum(NOTICE_PLATFORMS)).min(1).max(2).default(['W', 'M']),
  startAt: z.string().datetime(),
  endAt: z.string().datetime().nullable().default(null),
  frequency: z.enum(POPUP_FREQUENCIES).default('session'),
  audience: z.enum(POPUP_AUDIENCES).default('after'),
  enabled: z.boolean().default(true),
});
export type BoNoticeInput = z.infer<typeof boNoticeInput>;

export const boNotice = z.object({
  id: z.string(),
  brandId: z.string(),
  kind: z.enum(BO_NOTICE_KINDS),
  language: z.string(),
  title: z.string(),
  html: z.string(),
  imageUrl: z.string().nullable(),
  link: bannerLink.nullable(),
  sort: z.number().int(),
  platforms: z.array(z.enum(NOTICE_PLATFORMS)),
  startAt: z.string(),
  endAt: z.string().nullable(),
  frequency: z.enum(POPUP_FREQUENCIES),
  audience: z.enum(POPUP_AUDIENCES),
  enabled: z.boolean(),
});
export type BoNotice = z.infer<typeof boNotice>;

export const boNoticeList = z.object({ entries: z.array(boNotice) });
export type BoNoticeList = z.infer<typeof boNoticeList>;
