import type { Db } from '../db/client.ts';
import { sanitizeOperatorHtml } from '../lib/html.ts';

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
    const [brand] = await tx.query<{ id: string }>(`select id::text as id from merchants where code = $1`, [brandCode]);
    if (!brand) return;
    await tx.query(
      `insert into messages (merchant_id, title, content_html, audience, include_later_accounts, publish_at, created_at)
       select $1, $2, $3, 'all', true, $4, $4
        where not exists (select 1 from messages where merchant_id = $1 and title = $2 and created_by is null)`,
      [brand.id, WELCOME.title, sanitizeOperatorHtml(WELCOME.html), WELCOME.publishAt],
    );
    for (const banner of BANNERS) {
      for (const language of ['TY', 'EN'] as const) {
        await tx.query(
          `insert into announcements (merchant_id, type, language, slug, title, content_html, published_at, image_url, link_kind, link_target, sort)
           values ($1, 'H', $2, $3, $4, '', $5, $6, $7, $8, $9) on conflict do nothing`,
          [
            brand.id,
            language,
            banner.slug,
            banner.titles[language],
            WELCOME.publishAt,
            banner.image,
            banner.link.kind,
            banner.link.target,
            banner.sort,
          ],
        );
      }
    }
    await tx.query(
      `update announcements set popup_frequency = 'session', popup_audience = 'after'
        where merchant_id = $1 and type = 'PU' and slug = 'responsible-play' and popup_frequency is null`,
      [brand.id],
    );
  });
}
