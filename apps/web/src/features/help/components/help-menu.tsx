import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useHelpCentre } from '../api/use-help-centre';

/** The footer's help menu: one link per help category. */
export function HelpMenu() {
  const { t } = useTranslation();
  const { data } = useHelpCentre();
  return (
    <nav className="help-menu" aria-label={t('footer.help')}>
      <h2 className="footer__heading">{t('footer.help')}</h2>
      <ul>
        {(data?.categories ?? []).map((category) => (
          <li key={category.id}>
            <Link to={`/help?article=${category.id}/${category.articles[0]?.id ?? ''}`}>{category.title}</Link>
          </li>
        ))}
        <li>
          <Link to="/join">{t('nav.join')}</Link>
        </li>
        <li>
          <Link to="/app">{t('nav.app')}</Link>
        </li>
      </ul>
    </nav>
  );
}
