import { useTranslation } from 'react-i18next';

/** A loading indicator with an accessible name. */
export function Spinner() {
  const { t } = useTranslation();
  return <div className="spinner" role="progressbar" aria-label={t('common.loading')} />;
}
