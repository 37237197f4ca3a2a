import { lazy, type ComponentType } from 'react';
import { withTexts } from './i18n';

/**
 * React's `lazy` for the site's lazily loaded views: the view renders only once its module and the
 * texts the start-up code leaves out (LATER_TEXTS in lib/i18n.ts: API errors, account, deposit,
 * wallet) are there, so a dialog opened at once never shows a bare text key. ESLint keeps `lazy`
 * itself out of the site's code.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound React's lazy has
export function lazyView<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => withTexts(load()));
}
