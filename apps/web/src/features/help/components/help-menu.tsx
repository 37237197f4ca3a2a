import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRouters } from '../../../lib/site-menu';
import { useHelpCentre } from '../api/use-help-centre';

/** The footer's help menu: one link per help category, then join us and the app, each while the brand has its page on (decision 074). */
export function HelpMenu() {
  const { t } = useTranslation();
  const { data } = useHelpCentre();
  const { routes } = useRouters();
  return (
    <nav className="help-menu" aria-label={t('footer.help')}>
      <h2 className="footer__heading">{t('footer.help')}</h2>
      <ul>
        {(routes.help ? (data?.categories ?? []) : []).map((category) => (
          <li key={category.id}>
            <Link to={`/help?article=${category.id}/${category.articles[0]?.id ?? ''}`}>{category.title}</Link>
          </li>
        ))}
        {routes.join && (
          <li>
            <Link to="/join">{t('nav.join')}</Link>
          </li>
        )}
        {routes.app && (
          <li>
            <Link to="/app">{t('nav.app')}</Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
