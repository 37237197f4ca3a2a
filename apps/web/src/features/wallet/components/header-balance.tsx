import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../api/use-balance';

// Whether the player hid the balance is kept in this browser, like the remember-me choices.
const HIDDEN_KEY = 'wallet.balanceHidden';
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setHidden(hidden: boolean) {
  if (hidden) localStorage.setItem(HIDDEN_KEY, '1');
  else localStorage.removeItem(HIDDEN_KEY);
  for (const listener of listeners) listener();
}

/**
 * The header balance (SPEC.md sections 1 and 4): "Updating…" until the balance is known and while
 * it is being refreshed, then the brand's currency symbol and sumBalance. A click refreshes it;
 * the eye hides it as *** and shows it again. It follows every movement live (the event stream).
 */
export function HeaderBalance() {
  const { t } = useTranslation();
  const balance = useBalance({ live: true });
  const hidden = useSyncExternalStore(subscribe, () => localStorage.getItem(HIDDEN_KEY) === '1');
  const value = balance.data;
  const updating = !value || balance.isFetching;
  const shown = value ? `${value.currencySymbol} ${hidden ? '***' : value.sumBalance}` : '';

  return (
    <span className="header-balance">
      <button
        type="button"
        className="header-balance__value"
        title={t('wallet.balance.refresh')}
        aria-busy={updating}
        onClick={() => void balance.refetch()}
      >
        {/* Named "Balance" plus the figure; the title says a click refreshes it. */}
        <span className="visually-hidden">{t('wallet.balance.label')} </span>
        <span data-testid="header-balance" aria-live="polite">
          {updating ? t('wallet.balance.updating') : shown}
        </span>
      </button>
      <button
        type="button"
        className="header-balance__eye"
        aria-label={hidden ? t('wallet.balance.show') : t('wallet.balance.hide')}
        aria-pressed={hidden}
        onClick={() => setHidden(!hidden)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="12" cy="12" r="3" fill="currentColor" />
          {hidden && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
        </svg>
      </button>
    </span>
  );
}
