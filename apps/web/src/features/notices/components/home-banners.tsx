import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@pkg/contracts/notices';
import { useSession } from '../../../lib/session';
import { useNoticePayload } from '../api/use-notice-payload';
import '../home-banners.css';

/** How long each banner shows before the next (paused while hovered or focused, and for reduced motion). */
const SLIDE_MS = 6_000;

/** Where a banner leads: a route of the site, a promotion's detail page, or an external https address. */
function BannerLink({ banner, children }: { banner: Banner; children: React.ReactNode }) {
  const link = banner.link;
  if (!link) return <>{children}</>;
  if (link.kind === 'url')
    return (
      <a href={link.target} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  const to = link.kind === 'promotion' ? `/promoDetail?id=${encodeURIComponent(link.target)}` : link.target;
  return <Link to={to}>{children}</Link>;
}

/**
 * The home page's banner carousel (SPEC.md section 3, value.banners): the brand's banners for this
 * platform in their order, sliding every few seconds, with previous/next buttons and dots. Nothing
 * shows when the brand has none.
 */
export function HomeBanners() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const { data, isPending } = useNoticePayload(['banners'], loggedIn ? 'A' : 'B');
  const banners = data?.banners ?? [];
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (count < 2 || paused || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setIndex((value) => value + 1), SLIDE_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  // The banners' place is kept while they load, so the page below does not jump when they come
  // (decision 046: layout shift). A brand without banners gives it back once the answer says so.
  if (isPending) return <div className="home-banners home-banners--loading" aria-hidden="true" />;
  if (count === 0) return null;
  return (
    <section
      className="home-banners"
      aria-roledescription="carousel"
      aria-label={t('home.banners.label')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="home-banners__track" style={{ transform: `translateX(-${current * 100}%)` }}>
        {banners.map((banner, position) => (
          <div
            key={banner.id}
            className="home-banners__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('home.banners.slide', { index: position + 1, count })}
            aria-hidden={position !== current}
            inert={position !== current ? true : undefined}
          >
            <BannerLink banner={banner}>
              <img src={banner.imageUrl} alt={banner.title} width={1200} height={360} loading={position === 0 ? 'eager' : 'lazy'} />
            </BannerLink>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="home-banners__controls">
          <button
            type="button"
            className="home-banners__arrow home-banners__arrow--previous"
            aria-label={t('home.banners.previous')}
            onClick={() => setIndex(current - 1 + count)}
          >
            ‹
          </button>
          <div className="home-banners__dots">
            {banners.map((banner, position) => (
              <button
                key={banner.id}
                type="button"
                className="home-banners__dot"
                aria-label={t('home.banners.slide', { index: position + 1, count })}
                aria-current={position === current}
                onClick={() => setIndex(position)}
              />
            ))}
          </div>
          <button
            type="button"
            className="home-banners__arrow home-banners__arrow--next"
            aria-label={t('home.banners.next')}
            onClick={() => setIndex(current + 1)}
          >
            ›
          </button>
        </div>
      )}
    </section>
  );
}
