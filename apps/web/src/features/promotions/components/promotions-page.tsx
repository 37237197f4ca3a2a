import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useMyStatuses, usePromotionList, usePromotionTexts } from '../api/use-promotions';
import { failureText } from '../failure';
import { shownStatus } from '../promotion-actions';
import { PromotionCard } from './promotion-card';
import '../promotions.css';

const PERIODS = ['7', '30'] as const;

/**
 * The promotions page (/promotions, SPEC.md section 4): category tabs ("All" first), the 7 or 30
 * day period filter (promotions running within that many days before or after today) and the
 * cards. The chosen category and period live in the URL, so a link or a reload keeps them.
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  const texts = usePromotionTexts();
  const [params, setParams] = useSearchParams();
  const category = params.get('category');
  const daysParam = params.get('days');
  const days = daysParam === '7' || daysParam === '30' ? daysParam : null;
  const list = usePromotionList(category, days);
  // The category tabs come from the unfiltered answer, so a tab never hides the others.
  const all = usePromotionList(null, days);
  const mine = useMyStatuses();

  function choose(name: 'category' | 'days', value: string | null) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  }

  if (!texts.data) return <Spinner />;
  const categories = all.data?.categories ?? list.data?.categories ?? [];
  return (
    <div className="promotions" data-testid="promotions-page">
      <div className="promotions__filters">
        <div className="promotions__tabs" role="group" aria-label={t('promotions.categories')}>
          {[null, ...categories].map((name) => (
            <button
              key={name ?? 'all'}
              type="button"
              className="period-tabs__tab"
              aria-pressed={category === name}
              onClick={() => choose('category', name)}
            >
              {name === null ? t('promotions.all') : t(`promotions.categoryNames.${name}`, { defaultValue: name })}
            </button>
          ))}
        </div>
        <div className="period-tabs" role="group" aria-label={t('promotions.period')}>
          <button type="button" className="period-tabs__tab" aria-pressed={days === null} onClick={() => choose('days', null)}>
            {t('promotions.periods.running')}
          </button>
          {PERIODS.map((value) => (
            <button
              key={value}
              type="button"
              className="period-tabs__tab"
              aria-pressed={days === value}
              onClick={() => choose('days', value)}
            >
              {t('promotions.periods.days', { days: value })}
            </button>
          ))}
        </div>
      </div>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <p className="form-error" role="alert">
          {failureText(t, list.error)}
        </p>
      ) : list.data.list.length === 0 ? (
        <EmptyState title={t('pages.promotions.empty')} text={t('pages.promotions.text')} />
      ) : (
        <ul className="promotions__list">
          {list.data.list.map((promotion) => (
            <PromotionCard key={promotion.id} promotion={promotion} status={shownStatus(promotion.status, mine.data, promotion.id)} />
          ))}
        </ul>
      )}
    </div>
  );
}
