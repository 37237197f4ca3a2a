import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PROMOTION_STATES, type BoPromotion, type BoPromotionInput } from '@pkg/contracts/promotion-desk';
import { PROMOTION_KINDS, type PromotionKind } from '@pkg/contracts/promotions';
import { formatGmt8 } from '@pkg/web-kit/time';
import { emptyForm, formOf, wageringText, type PromotionForm, type PromotionState } from './promotion-form.ts';
import { PromotionEditor } from './promotion-editor';
import { fetchPromotions, promotionsKeys, savePromotion } from '../../api/promotions';
import { errorOf, money, titleText } from './promotions-format';

/** What the editor is working on: a new promotion, or a saved one (its id and what the server kept). */
type Editing = { saved: BoPromotion | null; form: PromotionForm; justSaved: boolean };

/** A brand's promotions (filter by status) with what they offered and paid; promotions.manage creates and edits them. */
export function PromotionsPanel({ brandId, canManage }: { brandId: string; canManage: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<PromotionState | ''>('');
  const [newKind, setNewKind] = useState<PromotionKind>('apply');
  const [editing, setEditing] = useState<Editing | null>(null);
  const listKey = promotionsKeys.list(brandId, status);
  const list = useQuery({
    queryKey: listKey,
    queryFn: () => fetchPromotions(brandId, status),
  });
  const save = useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: BoPromotionInput }) => savePromotion(id, body),
    onSuccess: async (saved) => {
      // The editor stays on the saved promotion, showing the content as the server sanitised it.
      setEditing({ saved, form: formOf(saved, new Date()), justSaved: true });
      await queryClient.invalidateQueries({ queryKey: promotionsKeys.brandLists(brandId) });
    },
  });

  function open(next: Editing) {
    save.reset();
    setEditing(next);
  }

  // The currency of a new promotion is the brand's: any promotion of the brand names it (none yet: not shown).
  const currency = editing?.saved?.currency ?? list.data?.list[0]?.currency ?? null;
  return (
    <section aria-label={t('boPromotions.tabs.promotions')}>
      <div className="bo-filters">
        <label>
          {t('boPromotions.list.status')}
          <select value={status} onChange={(event) => setStatus(event.target.value as PromotionState | '')}>
            <option value="">{t('boPromotions.list.allStates')}</option>
            {PROMOTION_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`boPromotions.states.${state}`)}
              </option>
            ))}
          </select>
        </label>
        {canManage && !editing && (
          <>
            <label>
              {t('boPromotions.form.kind')}
              <select value={newKind} onChange={(event) => setNewKind(event.target.value as PromotionKind)}>
                {PROMOTION_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`boPromotions.kinds.${kind}`)}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" onClick={() => open({ saved: null, form: emptyForm(brandId, newKind, new Date()), justSaved: false })}>
              {t('boPromotions.list.new')}
            </button>
          </>
        )}
      </div>
      {editing && (
        <PromotionEditor
          key={`${editing.saved?.id ?? 'new'}-${editing.saved?.updatedAt ?? ''}`}
          initial={editing.form}
          saved={editing.saved}
          justSaved={editing.justSaved}
          currency={currency}
          canManage={canManage}
          saving={save.isPending}
          failure={save.isError ? errorOf(save.error) : null}
          onSave={(body) => save.mutate({ id: editing.saved?.id ?? null, body })}
          onClose={() => setEditing(null)}
        />
      )}
      {list.isPending ? (
        <p>{t('boConsole.loading')}</p>
      ) : list.isError ? (
        <p className="bo-error" role="alert">
          {errorOf(list.error)}
        </p>
      ) : list.data.list.length === 0 ? (
        <p className="bo-note">{t('boPromotions.list.empty')}</p>
      ) : (
        <div className="bo-scroll" tabIndex={0} role="region" aria-label={t('boPromotions.list.caption')}>
          <table className="bo-table promo-table">
            <thead>
              <tr>
                <th scope="col">{t('boPromotions.form.title')}</th>
                <th scope="col">{t('boPromotions.form.kind')}</th>
                <th scope="col">{t('boPromotions.form.category')}</th>
                <th scope="col">{t('boPromotions.list.dates')}</th>
                <th scope="col">{t('boPromotions.list.status')}</th>
                <th scope="col">{t('boPromotions.list.wagering')}</th>
                <th scope="col">{t('boPromotions.list.offered')}</th>
                <th scope="col">{t('boPromotions.list.paid')}</th>
                <th scope="col" />
              </tr>
            </thead>
            <tbody>
              {list.data.list.map((promotion) => (
                <tr key={promotion.id} aria-selected={editing?.saved?.id === promotion.id}>
                  <td className="promo-title">{titleText(promotion.title, promotion.currency)}</td>
                  <td>{t(`boPromotions.kinds.${promotion.kind}`)}</td>
                  <td className="bo-mono">{promotion.category}</td>
                  <td>
                    {formatGmt8(promotion.startsAt)}
                    <br />
                    {promotion.endsAt ? formatGmt8(promotion.endsAt) : t('boPromotions.list.noEnd')}
                  </td>
                  <td>
                    <span className={`bo-chip promo-chip--${promotion.status}`}>{t(`boPromotions.states.${promotion.status}`)}</span>
                  </td>
                  <td className="bo-number">{wageringText(promotion.wageringBp)}</td>
                  <td className="bo-number">{promotion.offered}</td>
                  <td className="bo-number">{money(promotion.paidMinor, promotion.currency)}</td>
                  <td>
                    <button
                      type="button"
                      className="bo-secondary"
                      aria-label={t(canManage ? 'boPromotions.list.editOne' : 'boPromotions.list.viewOne', {
                        title: titleText(promotion.title, promotion.currency),
                      })}
                      onClick={() => open({ saved: promotion, form: formOf(promotion, new Date()), justSaved: false })}
                    >
                      {canManage ? t('boPromotions.list.edit') : t('boPromotions.list.view')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
