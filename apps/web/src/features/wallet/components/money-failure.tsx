import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { failureCode, failureText } from '../wallet-failure';

/**
 * A wallet call's failure in the player's words. When the account has no payment password yet,
 * it offers to set one: the member centre's security page, where the password is set.
 */
export function MoneyFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const code = failureCode(error);
  return (
    <div className="form-error" role="alert">
      <p className="wallet-failure__text">{failureText(t, error)}</p>
      {code === 'payment_password_not_set' && (
        <button
          type="button"
          className="link-button"
          onClick={() =>
            setParams(
              (previous) => {
                const next = new URLSearchParams(previous);
                next.set('modal', 'memberCentre');
                next.set('mcPage', 'securityCenter');
                return next;
              },
              { replace: true },
            )
          }
        >
          {t('wallet.setPin')}
        </button>
      )}
    </div>
  );
}
