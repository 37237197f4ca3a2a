import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { Brand } from '../modules/brands/index.ts';
import type { PageBrands } from './site-page.ts';

/** The addresses of the installable site's manifest and icons (decision 063); the page links them (apps/web/index.html). */
export const MANIFEST_PATH = '/manifest.webmanifest';
export const ICON_SIZES = [192, 512] as const;
const ICON_SVG_PATH = '/app-icon.svg';

const COLOUR = /^#[0-9a-fA-F]{6}$/;
const DEFAULT = { name: 'Bituin', primary: '#f5b301', contrast: '#1a1300', background: '#0f1720' };

interface IconLook {
  primary: string;
  contrast: string;
}

/** A colour from the brand's theme when it is one (#rrggbb), else the default. */
function colour(value: string | undefined, fallback: string): string {
  return value && COLOUR.test(value) ? value : fallback;
}

function lookOf(brand: Brand | null): IconLook {
  return { primary: colour(brand?.theme.primary, DEFAULT.primary), contrast: colour(brand?.theme.primaryContrast, DEFAULT.contrast) };
}

/** The five-pointed star's corners, centred in a 512 square. */
function starPoints(): string {
  const points: string[] = [];
  for (let index = 0; index < 10; index += 1) {
    const radius = index % 2 === 0 ? 170 : 72;
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    points.push(`${(256 + radius * Math.cos(angle)).toFixed(1)},${(268 + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return points.join(' ');
}

/**
 * The brand's icon: a star in its contrast colour on its primary colour, drawn full bleed so the
 * home screen's mask (a circle on Android, a rounded square on iOS) cuts only background.
 */
export function iconSvg(look: IconLook): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">` +
    `<rect width="512" height="512" fill="${look.primary}"/>` +
    `<polygon points="${starPoints()}" fill="${look.contrast}"/></svg>`
  );
}

/** The web app manifest for a brand: its name, colours and icons; the site starts at /index. */
export function manifestFor(brand: Brand | null) {
  const name = brand?.name ?? DEFAULT.name;
  const background = colour(brand?.theme.background, DEFAULT.background);
  return {
    id: '/index',
    name,
    short_name: name.length > 12 ? name.slice(0, 12) : name,
    start_url: '/index?source=pwa',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: background,
    theme_color: background,
    icons: [
      ...ICON_SIZES.map((size) => ({ src: `/app-icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
      { src: `/app-icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: ICON_SVG_PATH, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

/**
 * Serves the installable site's manifest and icons per host (decision 063), as the page carries the
 * host's brand (site-page.ts, decision 046). The PNG icons are drawn once per brand look and size.
 */
export function installWebAppManifest(app: FastifyInstance, brands: PageBrands) {
  const pngs = new Map<string, Promise<Buffer>>();
  const brandOf = (request: FastifyRequest) => brands.byHost(request.hostname).catch(() => null);
  const revalidate = (reply: FastifyReply) => reply.header('cache-control', 'no-cache');

  app.get(MANIFEST_PATH, async (request, reply) => {
    const manifest = manifestFor(await brandOf(request));
    return revalidate(reply).type('application/manifest+json; charset=utf-8').send(JSON.stringify(manifest));
  });
  app.get(ICON_SVG_PATH, async (request, reply) => {
    return revalidate(reply)
      .type('image/svg+xml')
      .send(iconSvg(lookOf(await brandOf(request))));
  });
  for (const size of ICON_SIZES) {
    app.get(`/app-icon-${size}.png`, async (request, reply) => {
      const look = lookOf(await brandOf(request));
      const key = `${look.primary}${look.contrast}${size}`;
      let png = pngs.get(key);
      if (!png) {
        png = sharp(Buffer.from(iconSvg(look)))
          .resize(size, size)
          .png()
          .toBuffer();
        pngs.set(key, png);
      }
      return revalidate(reply)
        .type('image/png')
        .send(await png);
    });
  }
}
