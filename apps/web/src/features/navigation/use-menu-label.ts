import { useTranslation } from 'react-i18next';
import type { MenuEntry } from '@pkg/contracts/site-menu';
import { useMenuSettings } from '../../lib/site-menu';

/** A menu entry's label: the brand's own in the current language (decision 074), else the site's text. */
export function useMenuLabel(): (key: string, labelKey: string) => string {
  const { t } = useTranslation();
  const { labels } = useMenuSettings();
  return (key, labelKey) => labels[key as MenuEntry] ?? t(labelKey);
}
