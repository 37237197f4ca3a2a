import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useOutletContext } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BoArenaList } from '@pkg/contracts/arena';
import type { StaffMe } from '@pkg/contracts/staff';
import { FailAlert } from '../../components/desk-ui';
import { arenaKeys, fetchArenas, setUpArena } from '../../api/arena';
import { JurisdictionForm, PendingCorrections, RulesForm } from './arena-rules';
import { useArenaChange } from './arena-ui';
import { EventDesk, OpenFight } from './event-desk';
import { FightDesk } from './fight-desk';
import './arena.css';

/** How often the desk reads the arena again: the pools move with every bet while a fight is open. */
const REFRESH_MS = 2_000;

/** Sets up the arena of a brand that has none (its cockfight vendor must be a seamless wallet). */
function SetUp({ brands }: { brands: BoArenaList['brandsWithout'] }) {
  const { t } = useTranslation();
  const setUp = useArenaChange(setUpArena);
  if (brands.length === 0) return null;
  return (
    <section className="bo-panel" aria-labelledby="bo-arena-setup">
      <h2 id="bo-arena-setup">{t('boArena.setup.title')}</h2>
      <ul className="bo-cards">
        {brands.map((brand) => (
          <li key={brand.id}>
            {brand.name} ({brand.code}) ·{' '}
            {brand.walletType === 'seamless' ? (
              <button type="button" disabled={setUp.isPending} onClick={() => setUp.mutate({ brandId: brand.id })}>
                {t('boArena.setup.submit')}
              </button>
            ) : (
              <span className="bo-note">{t('boArena.setup.refused')}</span>
            )}
          </li>
        ))}
      </ul>
      <FailAlert of={setUp} />
    </section>
  );
}

/**
 * The arena desk (decision 056): for each of the staff member's brands with an arena, its running
 * event and stream, the current fight with its live pools and the moves that run it (last call,
 * close, declare), corrections under four eyes, the next fight's card, the brand's rules and the
 * countries where cockfights are off. Reading needs arena.read; every change arena.manage.
 */
export function ArenaDeskPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const canManage = me.permissions.includes('arena.manage');
  const list = useQuery({ queryKey: arenaKeys.arenas, queryFn: fetchArenas, refetchInterval: REFRESH_MS });
  const [picked, setPicked] = useState('');
  const arenas = list.data?.arenas ?? [];
  const arena = arenas.find((entry) => entry.tableId === picked) ?? arenas[0];
  const fightGoing = arena?.fight?.status === 'open' || arena?.fight?.status === 'closed';
  return (
    <section aria-labelledby="bo-arena-title" className="bo-arena">
      <h1 id="bo-arena-title">{t('boArena.title')}</h1>
      {!canManage && <p className="bo-note">{t('boArena.readOnly')}</p>}
      <FailAlert of={list} />
      {arenas.length > 1 && (
        <div className="bo-filters">
          <label>
            {t('boArena.pick')}
            <select value={arena?.tableId ?? ''} onChange={(event) => setPicked(event.target.value)}>
              {arenas.map((entry) => (
                <option key={entry.tableId} value={entry.tableId}>
                  {entry.brand.name} · {entry.name}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {list.isSuccess && arenas.length === 0 && <p className="bo-note">{t('boArena.none')}</p>}
      {arena && (
        <>
          <p className="bo-note">
            {t('boArena.brandLine', { brand: arena.brand.name, code: arena.brand.code })}{' '}
            {arena.event && <Link to={`/arena/events/${arena.event.eventId}`}>{t('boArena.event.fights')}</Link>}
          </p>
          <EventDesk arena={arena} canManage={canManage} />
          <PendingCorrections arena={arena} canManage={canManage} />
          <FightDesk arena={arena} canManage={canManage} />
          {canManage && arena.event?.status === 'live' && !fightGoing && <OpenFight arena={arena} />}
          {canManage && <RulesForm key={`rules-${arena.tableId}`} arena={arena} />}
          {canManage && <JurisdictionForm key={`countries-${arena.tableId}`} arena={arena} />}
        </>
      )}
      {canManage && list.data && <SetUp brands={list.data.brandsWithout} />}
    </section>
  );
}
