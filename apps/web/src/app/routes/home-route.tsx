import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HotGames } from '../../features/games/components/hot-games';
import { WinnersBoard } from '../../features/games/components/winners-board';
import { HomeBanners } from '../../features/notices/components/home-banners';
import { HomePopup } from '../../features/notices/components/home-popup';
import { useWhitelabel } from '../../lib/brand';
import { useGameMenus } from '../../lib/catalogue';
import { useModal } from '../../lib/modal';
import { useSession } from '../../lib/session';

const TYPE_PATHS: Record<string, string> = {
  RNG: '/rng',
  BINGO: '/bingo',
  LIVE: '/live',
  FISH: '/fish',
  PVP: '/pvp',
  ESPORTS: '/esports',
  ELOTT: '/elott',
  LOTT: '/vnlottery',
};

/** Home: the brand's welcome, its game categories, the hot games, the latest winners, and the way to the notices. */
export function HomeRoute() {
  const { t } = useTranslation();
  const { data: brand } = useWhitelabel();
  const { data: menus, isPending: menusPending } = useGameMenus();
  const { open } = useModal();
  const { loggedIn } = useSession();
  const categories = (menus?.menus ?? []).filter((menu) => TYPE_PATHS[menu.gameType]);
  return (
    <div className="home">
      <HomeBanners />
      <HomePopup />
      <section className="hero" aria-labelledby="page-title">
        <h1 id="page-title">{t('home.welcome', { brand: brand?.name ?? '' })}</h1>
        <p>{t('home.tagline')}</p>
        <div className="hero__actions">
          {!loggedIn && (
            <button type="button" className="button button--primary" onClick={() => open('register')}>
              {t('account.register')}
            </button>
          )}
          <button type="button" className="button button--ghost" onClick={() => open('notices')}>
            {t('home.readNotices')}
          </button>
        </div>
      </section>
      {/* The sections below the welcome come together once the game menus are known: the
          categories grid filling in later pushed the hot games and winners down (decision 046). */}
      {!menusPending && (
        <>
          <section aria-labelledby="home-categories">
            <h2 id="home-categories">{t('home.categories')}</h2>
            <ul className="category-grid">
              {categories.map((menu) => (
                <li key={menu.gameType}>
                  <Link className="category-tile" to={TYPE_PATHS[menu.gameType] ?? '/index'}>
                    <span className="category-tile__name">{t(`nav.types.${menu.gameType}`)}</span>
                    <span className="category-tile__count">{t('home.vendorCount', { count: menu.vendors.length })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <HotGames />
          <WinnersBoard />
        </>
      )}
    </div>
  );
}
