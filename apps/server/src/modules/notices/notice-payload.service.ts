import type { NoticeDataType, NoticePayload, NoticePlatform } from '@pkg/contracts/notices';
import type { ShippedLanguage } from '@pkg/contracts/languages';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Brand } from '../brands/index.ts';
import type { AnnouncementService } from './announcement.service.ts';
import { selectBannerImage, selectBanners, selectPopups, servedLanguage } from './notice-payload.queries.ts';

/** How many player and promotion notices the payload carries (the newest). */
const NOTICES_IN_PAYLOAD = 20;

/**
 * The notice payload (SPEC.md sections 3 and 7, decision 031): `player` and `promotion`
 * announcements (types PL and PR), the home `banners` (type H) on the platform, and the `popup`s
 * (type PU) for visitors (execution B) or logged-in players (A), each in the caller's language
 * where it has any, else English.
 */
export function createNoticePayloadService(db: Db, clock: Clock, announcements: AnnouncementService) {
  return {
    async payload(
      brand: Brand,
      language: ShippedLanguage,
      wanted: readonly NoticeDataType[],
      platform: NoticePlatform,
      loggedIn: boolean,
    ): Promise<NoticePayload> {
      const now = clock.now();
      const asked = (type: NoticeDataType) => wanted.includes(type);
      const [player, promotion, banners, popup] = await Promise.all([
        asked('player') ? announcements.page(brand, 'PL', language, 1, NOTICES_IN_PAYLOAD).then((page) => page.list) : [],
        asked('promotion') ? announcements.page(brand, 'PR', language, 1, NOTICES_IN_PAYLOAD).then((page) => page.list) : [],
        asked('banners')
          ? servedLanguage(db, brand.id, 'H', language, now, platform).then((served) => selectBanners(db, brand.id, served, now, platform))
          : [],
        asked('popup')
          ? servedLanguage(db, brand.id, 'PU', language, now, platform).then((served) =>
              selectPopups(db, brand.id, served, now, platform, loggedIn),
            )
          : [],
      ]);
      return { player, banners, popup, promotion };
    },

    /** A banner image the notice payload points to, the brand's own only (null otherwise). */
    bannerImage(brand: Brand, id: string): Promise<{ contentType: string; bytes: Buffer } | null> {
      return selectBannerImage(db, brand.id, id);
    },
  };
}

export type NoticePayloadService = ReturnType<typeof createNoticePayloadService>;
