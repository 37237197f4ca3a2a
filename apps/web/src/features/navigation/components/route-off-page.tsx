import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';

/**
 * A page the brand switched off (its routers, decision 074), reached by an old link or a typed
 * address: says so plainly inside the layout and offers the way home, rather than sending the
 * visitor away without a word.
 */
export function RouteOffPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('nav.routeOff.title')}>
      <EmptyState
        title={t('nav.routeOff.empty')}
        text={t('nav.routeOff.text')}
        action={
          <Link to="/index" className="button button--primary">
            {t('nav.routeOff.home')}
          </Link>
        }
      />
    </Page>
  );
}
