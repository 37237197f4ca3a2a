import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BoGameType } from '@pkg/contracts/catalog-desk';
import { FailAlert, StatusNote } from '../../components/desk-ui';
import { catalogKeys, fetchGameTypes, setGameTypeOffered } from '../../api/catalog';

/**
 * The catalogue's categories: the game types in menu order, whether the brand offers each (a type
 * switched off leaves the menus, the lobby and the launch), its vendors and games, and the vendors'
 * own kinds of game (set on each game) with their counts.
 */
export function CategoriesPanel({ brandId, canManage }: { brandId: string; canManage: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState('');
  const key = catalogKeys.types(brandId);
  const types = useQuery({ queryKey: key, queryFn: () => fetchGameTypes(brandId) });
  const change = useMutation({
    mutationFn: (type: BoGameType) => setGameTypeOffered(brandId, type.gameType, !type.offered),
    onSuccess: (value, type) => {
      setNotice(
        t(type.offered ? 'boCatalog.categories.switchedOff' : 'boCatalog.categories.switchedOn', { type: t(`nav.types.${type.gameType}`) }),
      );
      queryClient.setQueryData(key, value);
      void queryClient.invalidateQueries({ queryKey: catalogKeys.all });
    },
  });

  function flip(type: BoGameType) {
    if (type.offered && !window.confirm(t('boCatalog.categories.offConfirm', { type: t(`nav.types.${type.gameType}`) }))) return;
    setNotice('');
    change.mutate(type);
  }

  return (
    <section aria-label={t('boCatalog.tabs.categories')}>
      <p className="bo-note">{t('boCatalog.categories.intro')}</p>
      <StatusNote text={notice} />
      <FailAlert of={{ isError: types.isError || change.isError, error: types.error ?? change.error }} />
      {types.data && (
        <div className="bo-scroll" tabIndex={0} role="region" aria-label={t('boCatalog.tabs.categories')}>
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t('boCatalog.categories.type')}</th>
                <th scope="col">{t('boCatalog.state')}</th>
                <th scope="col">{t('boCatalog.categories.vendors')}</th>
                <th scope="col">{t('boCatalog.categories.games')}</th>
                <th scope="col">{t('boCatalog.categories.kinds')}</th>
                {canManage && <th scope="col">{t('boCatalog.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {types.data.list.map((type) => (
                <tr key={type.gameType} className={type.offered ? undefined : 'bo-catalog-off'}>
                  <td>
                    {t(`nav.types.${type.gameType}`)} ({type.gameType})
                  </td>
                  <td>{type.offered ? t('boCatalog.categories.offered') : t('boCatalog.categories.notOffered')}</td>
                  <td className="bo-number">{type.vendors}</td>
                  <td className="bo-number">{type.games}</td>
                  <td>
                    {type.categories.map((kind) => `${kind.category || t('boCatalog.categories.noKind')} (${kind.games})`).join(', ')}
                  </td>
                  {canManage && (
                    <td>
                      <button
                        type="button"
                        className={type.offered ? 'bo-danger' : 'bo-secondary'}
                        disabled={change.isPending}
                        onClick={() => flip(type)}
                      >
                        {type.offered ? t('boCatalog.switchOff') : t('boCatalog.switchOn')}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
