import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BoGame, BoGameCreate, BoGameUpdate } from '@pkg/contracts/catalog-desk';
import { GAME_TYPES } from '@pkg/contracts/game-types';
import { SHIPPED_LANGUAGES } from '@pkg/contracts/languages';
import { Check, EditForm, FailAlert, Field, Pager, StatusNote } from '../../components/desk-ui';
import { catalogKeys, fetchGames, fetchVendors, saveGame } from '../../api/catalog';
import { checked, field, whole } from './catalog-form';
import { useCatalogEditor } from './catalog-editor';

const PAGE_SIZE = 50;

/** A row's two switches: the text while the flag is off, then while it is on. */
const SWITCH_TEXT = {
  enabled: ['boCatalog.switchOn', 'boCatalog.switchOff'],
  maintenance: ['boCatalog.maintenanceStart', 'boCatalog.maintenanceEnd'],
} as const;

interface Filters {
  vendor: string;
  gameType: string;
  state: string;
  search: string;
}

/** A brand's games: filters and pages, switches and maintenance in the row, a form to add or edit one (names, category, order). */
export function GamesPanel({ brandId, canManage }: { brandId: string; canManage: boolean }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>({ vendor: '', gameType: '', state: '', search: '' });
  const [pageNo, setPageNo] = useState(1);
  const vendors = useQuery({
    queryKey: catalogKeys.vendors(brandId),
    queryFn: () => fetchVendors(brandId),
  });
  const query = { brandId, pageNo, pageSize: PAGE_SIZE, ...filters };
  const games = useQuery({
    queryKey: catalogKeys.games(query),
    queryFn: () => fetchGames(query),
    placeholderData: keepPreviousData,
  });
  const { editing, setEditing, edit, notice, setNotice, formError, setFormError, save } = useCatalogEditor<
    BoGame,
    { game: { vendor: string; code: string } | null; body: BoGameCreate | BoGameUpdate },
    BoGame
  >(
    (call) => saveGame(call.game, call.body),
    (game) => t('boCatalog.games.saved', { name: game.displayName }),
  );

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPageNo(1);
    setFilters({
      vendor: field(form, 'vendor'),
      gameType: field(form, 'gameType'),
      state: field(form, 'state'),
      search: field(form, 'search'),
    });
  }

  function toggle(game: BoGame, change: Pick<BoGameUpdate, 'enabled' | 'maintenance'>) {
    setNotice('');
    save.mutate({ game: { vendor: game.vendorCode, code: game.gameCode }, body: { brandId, ...change } });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const sort = whole(form, 'sort');
    if (sort === null) return setFormError(t('boCatalog.wholeNumber', { field: t('boCatalog.games.sort') }));
    setFormError('');
    setNotice('');
    const names = Object.fromEntries(SHIPPED_LANGUAGES.map((language) => [language, field(form, `name-${language}`)]));
    const body = {
      brandId,
      displayName: field(form, 'displayName'),
      names,
      gameType: field(form, 'gameType') as BoGame['gameType'],
      category: field(form, 'category'),
      iconUrl: field(form, 'iconUrl'),
      roomId: field(form, 'roomId'),
      isHot: checked(form, 'isHot'),
      isNew: checked(form, 'isNew'),
      enabled: checked(form, 'enabled'),
      maintenance: checked(form, 'maintenance'),
      sort,
    };
    if (editing === 'new')
      save.mutate({ game: null, body: { ...body, vendorCode: field(form, 'vendorCode'), gameCode: field(form, 'gameCode') } });
    else if (editing) save.mutate({ game: { vendor: editing.vendorCode, code: editing.gameCode }, body });
  }

  const current = editing !== 'new' ? editing : null;
  const vendorOptions = vendors.data?.list.map((vendor) => (
    <option key={vendor.vendorCode} value={vendor.vendorCode}>
      {vendor.displayName} ({vendor.vendorCode})
    </option>
  ));
  const page = games.data;
  const totalPages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  return (
    <section aria-label={t('boCatalog.tabs.games')}>
      <form className="bo-filters" onSubmit={search}>
        <label>
          {t('boCatalog.games.vendor')}
          <select name="vendor" defaultValue={filters.vendor}>
            <option value="">{t('boCatalog.all')}</option>
            {vendorOptions}
          </select>
        </label>
        <label>
          {t('boCatalog.games.type')}
          <select name="gameType" defaultValue={filters.gameType}>
            <option value="">{t('boCatalog.all')}</option>
            {GAME_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`nav.types.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('boCatalog.state')}
          <select name="state" defaultValue={filters.state}>
            <option value="">{t('boCatalog.all')}</option>
            <option value="on">{t('boCatalog.on')}</option>
            <option value="off">{t('boCatalog.off')}</option>
          </select>
        </label>
        <label>
          {t('boCatalog.games.search')}
          <input name="search" maxLength={64} defaultValue={filters.search} />
        </label>
        <button type="submit">{t('boCatalog.filter')}</button>
      </form>
      <StatusNote text={notice} />
      {editing === null && <FailAlert of={save} />}
      {canManage && editing === null && (
        <button type="button" onClick={() => edit('new')}>
          {t('boCatalog.games.new')}
        </button>
      )}
      {editing !== null && (
        <EditForm
          key={current ? `${current.vendorCode}/${current.gameCode}` : 'new'}
          ns="boCatalog"
          title={current ? `${t('boCatalog.games.edit')}: ${current.vendorCode} / ${current.gameCode}` : t('boCatalog.games.new')}
          save={save}
          invalid={formError}
          onSubmit={submit}
          onCancel={() => setEditing(null)}
        >
          {!current && (
            <>
              <label>
                {t('boCatalog.games.vendor')}
                <select name="vendorCode" required>
                  {vendorOptions}
                </select>
              </label>
              <Field label={t('boCatalog.games.code')} name="gameCode" required maxLength={64} pattern="[A-Za-z0-9_.\-]{1,64}" />
            </>
          )}
          <Field label={t('boCatalog.games.name')} name="displayName" required maxLength={100} defaultValue={current?.displayName ?? ''} />
          <fieldset className="bo-catalog-langs">
            <legend>{t('boCatalog.games.names')}</legend>
            {SHIPPED_LANGUAGES.map((language) => (
              <label key={language}>
                {language}
                <input name={`name-${language}`} maxLength={100} defaultValue={current?.names[language] ?? ''} />
              </label>
            ))}
          </fieldset>
          <label>
            {t('boCatalog.games.type')}
            <select name="gameType" defaultValue={current?.gameType ?? 'RNG'}>
              {GAME_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`nav.types.${type}`)} ({type})
                </option>
              ))}
            </select>
          </label>
          <Field label={t('boCatalog.games.category')} name="category" maxLength={32} defaultValue={current?.category ?? ''} />
          <Field label={t('boCatalog.games.icon')} name="iconUrl" maxLength={500} defaultValue={current?.iconUrl ?? ''} />
          <Field label={t('boCatalog.games.room')} name="roomId" maxLength={64} defaultValue={current?.roomId ?? ''} />
          <Field label={t('boCatalog.games.sort')} name="sort" inputMode="numeric" required defaultValue={String(current?.sort ?? 0)} />
          <Check label={t('boCatalog.on')} name="enabled" defaultChecked={current?.enabled ?? true} />
          <Check label={t('boCatalog.maintenance')} name="maintenance" defaultChecked={current?.maintenance ?? false} />
          <Check label={t('boCatalog.hot')} name="isHot" defaultChecked={current?.isHot ?? false} />
          <Check label={t('boCatalog.games.isNew')} name="isNew" defaultChecked={current?.isNew ?? false} />
        </EditForm>
      )}
      <FailAlert of={games} />
      {page && (
        <>
          <p className="bo-note">{t('boCatalog.games.count', { count: page.total })}</p>
          <div className="bo-scroll" tabIndex={0} role="region" aria-label={t('boCatalog.tabs.games')}>
            <table className="bo-table">
              <thead>
                <tr>
                  <th scope="col">{t('boCatalog.games.vendor')}</th>
                  <th scope="col">{t('boCatalog.games.code')}</th>
                  <th scope="col">{t('boCatalog.games.name')}</th>
                  <th scope="col">{t('boCatalog.games.type')}</th>
                  <th scope="col">{t('boCatalog.games.category')}</th>
                  <th scope="col">{t('boCatalog.games.sort')}</th>
                  <th scope="col">{t('boCatalog.state')}</th>
                  {canManage && <th scope="col">{t('boCatalog.actions')}</th>}
                </tr>
              </thead>
              <tbody>
                {page.list.map((game) => (
                  <tr key={`${game.vendorCode}/${game.gameCode}`} className={game.enabled ? undefined : 'bo-catalog-off'}>
                    <td>{game.vendorCode}</td>
                    <td>{game.gameCode}</td>
                    <td>{game.displayName}</td>
                    <td>{t(`nav.types.${game.gameType}`)}</td>
                    <td>{game.category}</td>
                    <td className="bo-number">{game.sort}</td>
                    <td>
                      {game.enabled ? t('boCatalog.on') : t('boCatalog.off')}
                      {game.maintenance && ` · ${t('boCatalog.maintenance')}`}
                    </td>
                    {canManage && (
                      <td>
                        <div className="bo-actions">
                          {(['enabled', 'maintenance'] as const).map((flag) => (
                            <button
                              key={flag}
                              type="button"
                              className="bo-secondary"
                              disabled={save.isPending}
                              onClick={() => toggle(game, { [flag]: !game[flag] })}
                            >
                              {t(SWITCH_TEXT[flag][game[flag] ? 1 : 0])}
                            </button>
                          ))}
                          <button type="button" className="bo-secondary" onClick={() => edit(game)}>
                            {t('boCatalog.edit')}
                          </button>
                        </div>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager pageNo={pageNo} totalPages={totalPages} onPage={setPageNo} />
        </>
      )}
    </section>
  );
}
