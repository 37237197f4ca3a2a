import type { AnnouncementPage, AnnouncementType } from '@pkg/contracts/notices';
import type { ShippedLanguage } from '@pkg/contracts/languages';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Brand } from '../brands/index.ts';
import { hasLiveAnnouncements, selectAnnouncements } from './announcement.queries.ts';

/** Announcements for the marquee and the notice modal. */
export function createAnnouncementService(db: Db, clock: Clock) {
  return {
    /** A page of live announcements in the caller's language (English where it has none live). */
    async page(
      brand: Brand,
      type: AnnouncementType,
      language: ShippedLanguage,
      pageNo: number,
      pageSize: number,
    ): Promise<AnnouncementPage> {
      const now = clock.now();
      const served = language === 'EN' || (await hasLiveAnnouncements(db, brand.id, type, language, now)) ? language : 'EN';
      const { rows, total } = await selectAnnouncements(db, brand.id, type, served, now, pageSize, (pageNo - 1) * pageSize);
      return { list: rows, pageNum: pageNo, totalPages: Math.ceil(total / pageSize) };
    },
  };
}

export type AnnouncementService = ReturnType<typeof createAnnouncementService>;
