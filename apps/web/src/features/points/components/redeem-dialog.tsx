import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { POINT_LIMITS, type PointGoodsView, type RedemptionView } from '@pkg/contracts/points';
import { PaymentPasswordNeeded } from '../../../components/payment-password-needed';
import { Dialog } from '../../../components/ui/dialog';
import { useActionKey } from '@pkg/web-kit/action-key';
import { MEMBER_POINTS_KEY, POINTS_KEY, redeemGoods } from '../api/points-api';
import { failureOf } from '../failure';
import { Notice } from '../../../components/ui/notice';

/**
 * Redeeming one good: quantity, the receiving address for physical goods, and the payment
 * password. A retry of the same form reuses its Idempotency-Key; success says the request is In
 * Process and refreshes the balance, the goods and the history.
 */
export function RedeemDialog({ good, points, onClose }: { good: PointGoodsView; points: bigint; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const keys = useActionKey();
  const [quantity, setQuantity] = useState(1);
  const [address, setAddress] = useState('');
  const [pin, setPin] = useState('');
  const [done, setDone] = useState<RedemptionView | null>(null);
  const physical = good.kind === 'physical';
  const most = Math.max(1, Math.min(good.stock, POINT_LIMITS.quantityMax));
  const total = BigInt(good.pointsRequired) * BigInt(quantity);
  // Said and refused here before the server would (points_insufficient); the grid already disables a good whose one item is too dear.
  const missing = total - points;

  const redeem = useMutation({
    mutationFn: () => {
      const body = { goodsId: good.id, quantity, ...(physical ? { address } : {}), paymentPassword: pin };
      return redeemGoods(body, keys.keyFor({ goodsId: good.id, quantity, address: physical ? address : null }));
    },
    onSuccess: (view) => {
      keys.clear();
      setDone(view);
      setPin('');
      void queryClient.invalidateQueries({ queryKey: MEMBER_POINTS_KEY });
      void queryClient.invalidateQueries({ queryKey: POINTS_KEY });
    },
  });
  const failure = redeem.isError ? failureOf(t, redeem.error) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!redeem.isPending && missing <= 0n) redeem.mutate();
  }

  return (
    <Dialog open onClose={onClose} title={t('points.redeem.title', { name: good.name })}>
      {done ? (
        <div className="points-form">
          <Notice tone="success">{t('points.redeem.done')}</Notice>
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('points.redeem.close')}
          </button>
        </div>
      ) : (
        <form className="points-form" onSubmit={submit} noValidate>
          <PaymentPasswordNeeded />
          <div className="field">
            <label className="field__label" htmlFor="redeem-quantity">
              {t('points.redeem.quantity')}
            </label>
            <input
              id="redeem-quantity"
              className="field__input"
              type="number"
              inputMode="numeric"
              min={1}
              max={most}
              value={quantity}
              aria-invalid={failure?.field === 'quantity' || undefined}
              onChange={(event) => setQuantity(Math.max(1, Math.min(most, Math.trunc(Number(event.target.value)) || 1)))}
            />
          </div>
          {physical && (
            <div className="field">
              <label className="field__label" htmlFor="redeem-address">
                {t('points.redeem.address')}
              </label>
              <textarea
                id="redeem-address"
                className="field__input"
                rows={3}
                maxLength={POINT_LIMITS.addressMax}
                value={address}
                required
                aria-describedby="redeem-address-hint"
                aria-invalid={failure?.field === 'address' || undefined}
                onChange={(event) => setAddress(event.target.value)}
              />
              <p className="field__hint" id="redeem-address-hint">
                {t('points.redeem.addressHint')}
              </p>
            </div>
          )}
          <div className="field">
            <label className="field__label" htmlFor="redeem-pin">
              {t('points.redeem.paymentPassword')}
            </label>
            <input
              id="redeem-pin"
              className="field__input"
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={64}
              value={pin}
              required
              aria-invalid={failure?.field === 'paymentPassword' || undefined}
              onChange={(event) => setPin(event.target.value)}
            />
          </div>
          <p className={total > points ? 'points-total points-total--short' : 'points-total'}>
            {t('points.redeem.total', { points: total.toLocaleString() })}
          </p>
          {missing > 0n && <p className="points-good__reason">{t('points.goods.needMore', { points: missing.toLocaleString() })}</p>}
          {failure && (
            <p className="form-error" role="alert">
              {failure.text}
            </p>
          )}
          <div className="points-form__actions">
            <button type="button" className="button button--ghost" onClick={onClose}>
              {t('points.redeem.cancel')}
            </button>
            <button type="submit" className="button button--primary" disabled={redeem.isPending || pin.length === 0 || missing > 0n}>
              {t('points.redeem.submit')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
