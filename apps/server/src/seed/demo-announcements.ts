import type { BrandSeed } from '../modules/brands/index.ts';

type Notice = NonNullable<BrandSeed['announcements']>[number];

/** The demo brand's bulletins (the marquee) and its welcome popup, in Filipino and English. */
export const DEMO_ANNOUNCEMENTS: Notice[] = [
  {
    slug: 'welcome',
    type: 'B',
    language: 'TY',
    publishedAt: '2026-11-01T02:00:00Z',
    title: 'Maligayang pagdating sa Bituin Play!',
    html: '<p>Salamat sa pagsali. Maglaro nang responsable at tandaan: para lamang sa edad 18 pataas ang aming mga laro.</p>',
  },
  {
    slug: 'welcome',
    type: 'B',
    language: 'EN',
    publishedAt: '2026-11-01T02:00:00Z',
    title: 'Welcome to Bituin Play!',
    html: '<p>Thank you for joining. Play responsibly, and remember: our games are for players aged 18 and over only.</p>',
  },
  {
    slug: 'maintenance-window',
    type: 'B',
    language: 'TY',
    publishedAt: '2026-11-15T04:00:00Z',
    title: 'Nakatakdang maintenance tuwing Martes, 03:00–04:00 (GMT+8)',
    html: '<p>Tuwing Martes mula <strong>03:00 hanggang 04:00 (GMT+8)</strong> ay maaaring pansamantalang hindi magamit ang ilang laro habang inaayos namin ang sistema. Ligtas ang inyong balanse sa buong panahong ito.</p>',
  },
  {
    slug: 'maintenance-window',
    type: 'B',
    language: 'EN',
    publishedAt: '2026-11-15T04:00:00Z',
    title: 'Scheduled maintenance every Tuesday, 03:00–04:00 (GMT+8)',
    html: '<p>Every Tuesday from <strong>03:00 to 04:00 (GMT+8)</strong> some games may be briefly unavailable while we service the system. Your balance stays safe throughout.</p>',
  },
  {
    slug: 'account-safety',
    type: 'B',
    language: 'TY',
    publishedAt: '2026-11-20T01:30:00Z',
    title: 'Paalala sa seguridad: huwag ibahagi ang inyong password o code',
    html: '<p>Hindi kailanman hihingin ng aming customer service ang inyong password, payment password o SMS code. Iulat agad sa amin ang sinumang humihingi nito.</p>',
  },
  {
    slug: 'account-safety',
    type: 'B',
    language: 'EN',
    publishedAt: '2026-11-20T01:30:00Z',
    title: 'Security reminder: never share your password or codes',
    html: '<p>Our customer service will never ask for your password, payment password or SMS code. Report anyone who asks for them to us right away.</p>',
  },
  {
    slug: 'responsible-play',
    type: 'PU',
    language: 'TY',
    publishedAt: '2026-11-01T02:00:00Z',
    title: 'Maglaro nang responsable',
    html: '<p>Magtakda ng badyet bago maglaro at huwag habulin ang talo. Kung kailangan mo ng pahinga, makipag-ugnayan sa customer service para pansamantalang isara ang iyong account.</p>',
  },
  {
    slug: 'responsible-play',
    type: 'PU',
    language: 'EN',
    publishedAt: '2026-11-01T02:00:00Z',
    title: 'Play responsibly',
    html: '<p>Set a budget before you play and never chase losses. If you need a break, contact customer service to close your account for a while.</p>',
  },
];
