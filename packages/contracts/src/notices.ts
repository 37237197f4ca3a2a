import { z } from 'zod';

/** Announcement types: B bulletin (default, the marquee), PL player, PU popup, PR promotion, H home. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
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
