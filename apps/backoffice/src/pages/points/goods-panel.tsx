import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GoodsAdminView } from '@pkg/contracts/points';
import { AmountTokenHint, EditForm, StatusNote } from '../../components/desk-ui';
import { fetchGoods, goodImageUrl, pointsKeys, saveGood } from '../../api/points';
import { errorOf } from '../../lib/api';

/** Goods of one brand: the list, and a form to create or edit one (with an image upload). */
export function GoodsPanel({ brandId, canManage }: { brandId: string; canManage: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<GoodsAdminView | 'new' | null>(null);
  const [saved, setSaved] = useState('');
  const goods = useQuery({
    queryKey: pointsKeys.goods(brandId),
    queryFn: () => fetchGoods(brandId),
  });
  const save = useMutation({
    mutationFn: (form: FormData) => saveGood(editing === 'new' || editing === null ? null : editing.id, form),
    onSuccess: (good) => {
      setSaved(t('boPoints.goods.saved', { name: good.name }));
      setEditing(null);
      void queryClient.invalidateQueries({ queryKey: pointsKeys.all });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.set('brandId', brandId);
    form.set('enabled', form.get('enabled') === 'on' ? 'true' : 'false');
    const image = form.get('images');
    if (image instanceof File && image.size === 0) form.delete('images');
    save.mutate(form);
  }

  const current = editing !== 'new' ? editing : null;
  return (
    <section aria-label={t('boPoints.tabs.goods')}>
      <StatusNote text={saved} />
      {canManage && editing === null && (
        <button
          type="button"
          onClick={() => {
            setSaved('');
            setEditing('new');
          }}
        >
          {t('boPoints.goods.new')}
        </button>
      )}
      {editing !== null && (
        <EditForm
          key={current?.id ?? 'new'}
          ns="boPoints.goods"
          title={current ? `${t('boPoints.goods.edit')}: ${current.name}` : t('boPoints.goods.new')}
          save={save}
          onSubmit={submit}
          onCancel={() => setEditing(null)}
        >
          <label>
            {t('boPoints.goods.name')}
            <input name="name" required maxLength={80} defaultValue={current?.name ?? ''} />
          </label>
          <label>
            {t('boPoints.goods.description')}
            <textarea name="description" maxLength={500} defaultValue={current?.description ?? ''} />
            <AmountTokenHint />
          </label>
          <label>
            {t('boPoints.goods.kind')}
            <select name="kind" defaultValue={current?.kind ?? 'physical'}>
              <option value="physical">{t('boPoints.goods.kinds.physical')}</option>
              <option value="virtual">{t('boPoints.goods.kinds.virtual')}</option>
            </select>
          </label>
          <label>
            {t('boPoints.goods.points')}
            <input name="pointsRequired" inputMode="numeric" required defaultValue={current?.pointsRequired ?? ''} />
          </label>
          <label>
            {t('boPoints.goods.amount')}
            <input name="requiredValidBetMinor" inputMode="numeric" defaultValue={current?.requiredValidBetMinor ?? '0'} />
          </label>
          <label>
            {t('boPoints.goods.stock')}
            <input name="stock" type="number" min={0} required defaultValue={current?.stock ?? 0} />
          </label>
          <label>
            {t('boPoints.goods.unit')}
            <input name="unit" required maxLength={16} defaultValue={current?.unit ?? 'pc'} />
          </label>
          <label>
            {t('boPoints.goods.sortOrder')}
            <input name="sortOrder" type="number" min={0} defaultValue={current?.sortOrder ?? 0} />
          </label>
          <label>
            <input name="enabled" type="checkbox" defaultChecked={current?.enabled ?? true} /> {t('boPoints.goods.enabled')}
          </label>
          <label>
            {t('boPoints.goods.image')}
            <input name="images" type="file" accept="image/png,image/jpeg" />
          </label>
        </EditForm>
      )}
      {goods.isError && <p className="bo-error">{errorOf(goods.error)}</p>}
      {goods.data && goods.data.list.length === 0 && <p>{t('boPoints.goods.empty')}</p>}
      {goods.data && goods.data.list.length > 0 && (
        <div className="bo-scroll">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t('boPoints.goods.name')}</th>
                <th scope="col">{t('boPoints.goods.points')}</th>
                <th scope="col">{t('boPoints.goods.stock')}</th>
                <th scope="col">{t('boPoints.goods.redeemed')}</th>
                <th scope="col">{t('boPoints.goods.kind')}</th>
                <th scope="col" />
              </tr>
            </thead>
            <tbody>
              {goods.data.list.map((good) => (
                <tr key={good.id}>
                  <td>
                    {good.imageUrl && (
                      <img
                        className="bo-points-thumb"
                        src={good.imageUrl.startsWith('/goods/') ? good.imageUrl : goodImageUrl(good.id)}
                        alt=""
                      />
                    )}
                    {good.name} {!good.enabled && <em>({t('boPoints.goods.off')})</em>}
                  </td>
                  <td className="bo-number">{BigInt(good.pointsRequired).toLocaleString()}</td>
                  <td className="bo-number">
                    {good.stock} {good.unit}
                  </td>
                  <td className="bo-number">{good.redeemed}</td>
                  <td>{t(`boPoints.goods.kinds.${good.kind}`)}</td>
                  <td>
                    {canManage && (
                      <button
                        type="button"
                        className="bo-secondary"
                        onClick={() => {
                          setSaved('');
                          setEditing(good);
                        }}
                      >
                        {t('boPoints.goods.edit')}
                      </button>
                    )}
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
