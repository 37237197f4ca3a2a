import { useTranslation } from 'react-i18next';
import { formatMoney, type Currency } from '@pkg/money/money';

/** The part of a cockfight's detail this view draws (apps/server rounds round-detail, the arena's info and result). */
interface ArenaDetail {
  kind: 'shared-round';
  tableKind: 'sabong';
  status: string;
  result: { winner?: string } | null;
  voidReason: string | null;
  info: { fightNo: number; meron: { name: string }; wala: { name: string } };
  bets: Array<{ betId: string; spot: string; stakeMinor: string; returnMinor: string | null }>;
}

/** The detail as a cockfight's (the arena, decision 056), or null when it is some other game's (or malformed). */
export function asArenaDetail(detail: unknown): ArenaDetail | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const candidate = detail as Partial<ArenaDetail>;
  if (candidate.kind !== 'shared-round' || candidate.tableKind !== 'sabong' || !Array.isArray(candidate.bets)) return null;
  const info = candidate.info;
  return info && typeof info.fightNo === 'number' && info.meron && info.wala ? (candidate as ArenaDetail) : null;
}

/** A fight of the arena: its number and cocks, its result, and the player's bets with what each returned. */
export function ArenaRoundView({ detail, currency }: { detail: ArenaDetail; currency: Currency }) {
  const { t } = useTranslation();
  const side = (spot: string) =>
    spot === 'meron' ? t('gameRecord.arena.meron') : spot === 'wala' ? t('gameRecord.arena.wala') : t('gameRecord.arena.draw');
  const winner = detail.result?.winner;
  const result =
    detail.status === 'void'
      ? t('gameRecord.arena.cancelled')
      : winner === 'meron' || winner === 'wala' || winner === 'draw'
        ? t('gameRecord.arena.won', { side: side(winner) })
        : t('gameRecord.arena.pending');
  return (
    <div className="arena-round" data-testid="arena-round">
      <p>{t('gameRecord.arena.fight', { number: detail.info.fightNo, meron: detail.info.meron.name, wala: detail.info.wala.name })}</p>
      <p>
        <strong>{result}</strong>
      </p>
      <ul className="wallet-list wallet-list--quiet">
        {detail.bets.map((bet) => (
          <li key={bet.betId}>
            {t('gameRecord.arena.bet', {
              side: side(bet.spot),
              stake: formatMoney(BigInt(bet.stakeMinor), currency),
              returned: bet.returnMinor === null ? '—' : formatMoney(BigInt(bet.returnMinor), currency),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
