import type { Db } from '../db/client.ts';
import { sanitizeOperatorHtml } from '../lib/html.ts';
import { insertBannerIfMissing, insertBroadcastIfMissing, setResponsiblePlayPopupRule } from './demo-messages.queries.ts';
import { selectBrandId } from './demo-seed.queries.ts';

/**
 * The demo brand's platform messages and home notices (decision 031): a welcome message to every
 * player (also those who register later), two home banners (the SVGs in apps/web/public/banners/),
 * and the execution rule of its popup (the responsible-play notice, after login, once per login).
 * Safe to run on every start.
 */
const WELCOME = {
  title: 'Welcome to Bituin Play!',
  html:
    '<p>Salamat sa pagsali! Thank you for joining Bituin Play.</p>' +
    '<p>Your messages from us arrive here: promotions, account news and replies from customer service. ' +
    'Questions? Open <strong>Customer service</strong> from your member centre.</p>',
  publishAt: '2026-11-01T02:00:00Z',
};

interface DemoBanner {
  slug: string;
  sort: number;
  image: string;
  link: { kind: 'route' | 'promotion' | 'url'; target: string };
  titles: Record<'TY' | 'EN', string>;
}

const BANNERS: DemoBanner[] = [
  {
    slug: 'banner-welcome',
    sort: 1,
    image: '/banners/welcome.svg',
    link: { kind: 'route', target: '/promotions' },
    titles: { EN: 'Welcome bonus for new players', TY: 'Welcome bonus para sa mga bagong manlalaro' },
  },
  {
    slug: 'banner-lottery',
    sort: 2,
    image: '/banners/lottery.svg',
    link: { kind: 'route', target: '/elott' },
    titles: { EN: 'Fast lottery draws every minute', TY: 'Mabilis na lottery draw bawat minuto' },
  },
];

export async function seedDemoMessages(db: Db, brandCode: string): Promise<void> {
  await db.transaction(async (tx) => {
    const brandId = await selectBrandId(tx, brandCode);
    if (!brandId) return;
    await insertBroadcastIfMissing(tx, {
      brandId,
      title: WELCOME.title,
      contentHtml: sanitizeOperatorHtml(WELCOME.html),
      publishAt: WELCOME.publishAt,
    });
    for (const banner of BANNERS) {
      for (const language of ['TY', 'EN'] as const) {
        await insertBannerIfMissing(tx, {
          brandId,
          language,
          slug: banner.slug,
          title: banner.titles[language],
          publishedAt: WELCOME.publishAt,
          imageUrl: banner.image,
          linkKind: banner.link.kind,
          linkTarget: banner.link.target,
          sort: banner.sort,
        });
      }
    }
    await setResponsiblePlayPopupRule(tx, brandId);
  });
}
