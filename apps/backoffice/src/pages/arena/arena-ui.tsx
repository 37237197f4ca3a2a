import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ArenaPoolView, BoArena, BoArenaList } from '@pkg/contracts/arena';
import type { CurrencyInfo } from '@pkg/contracts/amount';
import { formatMoney } from '@pkg/money/money';
import { arenaKeys } from '../../api/arena';

/**
 * A change on the arena desk (one of api/arena.ts's calls): the call answers the arena as it is
 * now, which replaces it in the list; `onDone` gets it (a form resets, an outcome line is shown).
 */
export function useArenaChange<Body>(call: (body: Body) => Promise<BoArena>, onDone?: (arena: BoArena) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (arena) => {
      queryClient.setQueryData<BoArenaList>(arenaKeys.arenas, (old) =>
        old ? { ...old, arenas: old.arenas.map((entry) => (entry.tableId === arena.tableId ? arena : entry)) } : old,
      );
      onDone?.(arena);
    },
  });
}

/** An amount of a pool, in the brand's symbol and digits (a trial XTS pool gets its code beside). */
export function poolMoney(amountMinor: string, code: string, currency: CurrencyInfo): string {
  const text = formatMoney(BigInt(amountMinor), { ...currency, code });
  return code === currency.code ? text : `${text} (${code})`;
}

/** A fight's pools per currency: totals, odds per 100, whether it stands, what it was paid on. */
export function PoolsTable({ pools, currency }: { pools: readonly ArenaPoolView[]; currency: CurrencyInfo }) {
  const { t } = useTranslation();
  if (pools.length === 0) return <p className="bo-note">{t('boArena.pools.none')}</p>;
  return (
    <div className="bo-scroll">
      <table className="bo-table">
        <thead>
          <tr>
            <th>{t('boArena.pools.currency')}</th>
            <th>{t('boArena.pools.meron')}</th>
            <th>{t('boArena.pools.wala')}</th>
            <th>{t('boArena.pools.draw')}</th>
            <th>{t('boArena.pools.odds')}</th>
            <th>{t('boArena.pools.standing')}</th>
            <th>{t('boArena.pools.outcome')}</th>
            <th>{t('boArena.pools.plasada')}</th>
          </tr>
        </thead>
        <tbody>
          {pools.map((pool) => (
            <tr key={pool.currency}>
              <td>{pool.currency}</td>
              <td className="bo-number">{poolMoney(pool.meronMinor, pool.currency, currency)}</td>
              <td className="bo-number">{poolMoney(pool.walaMinor, pool.currency, currency)}</td>
              <td className="bo-number">{poolMoney(pool.drawMinor, pool.currency, currency)}</td>
              <td className="bo-number">
                {pool.meronPer100 ?? '—'} / {pool.walaPer100 ?? '—'} / {pool.drawPer100}
              </td>
              <td>{t(`boArena.standing.${pool.standing}`)}</td>
              <td>{pool.outcome ? t(`boArena.outcome.${pool.outcome}`) : '—'}</td>
              <td className="bo-number">{poolMoney(pool.plasadaMinor, pool.currency, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
