import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotTitleView } from '@pkg/contracts/house-slots';
import { formatMoney, type Currency } from '@pkg/money/money';
import { Dialog } from '../../../components/ui/dialog';
import { SlotSymbol } from '../../../components/slot-symbol';

/** The RTP as a percentage with up to two decimals (0.9612 -> "96.12"). */
function percent(rtp: number): string {
  return (Math.round(rtp * 10_000) / 100).toString();
}

/**
 * The paytable from the session: what each symbol pays per count at the chosen bet (a win of
 * `credits` pays stake × credits / betCredits, exact because stakes are multiples of betCredits),
 * the wild and scatter rules, the paylines drawn as small grids, and the RTP.
 */
export function PaytableDialog({
  title,
  stakeMinor,
  currency,
  onClose,
}: {
  title: SlotTitleView;
  stakeMinor: bigint;
  currency: Currency;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const pays = (credits: number) => formatMoney((stakeMinor * BigInt(credits)) / BigInt(Math.max(1, title.betCredits)), currency);
  const names = new Map(title.symbols.map((symbol) => [symbol.id, symbol]));
  const mixed = new Map(title.mixed.map((combination) => [combination.id, combination.symbols]));
  const bySymbol = new Map<string, Array<{ count: number; credits: number }>>();
  for (const entry of title.paytable) {
    const list = bySymbol.get(entry.symbol) ?? [];
    list.push({ count: entry.count, credits: entry.credits });
    bySymbol.set(entry.symbol, list);
  }
  return (
    <Dialog open onClose={onClose} title={t('slots.paytable.title', { name: title.name })} size="wide">
      <div className="slot-paytable" data-testid="slot-paytable">
        <p className="slot-paytable__rtp">{t('slots.paytable.rtp', { rtp: percent(title.rtp) })}</p>
        <p className="slot-paytable__note">{t('slots.paytable.atBet', { amount: formatMoney(stakeMinor, currency) })}</p>
        <p className="slot-paytable__note">
          {t(title.kind === 'ways' ? 'slots.paytable.ways' : 'slots.paytable.lines', { lines: title.paylines.length })}
        </p>
        <ul className="slot-paytable__list">
          {[...bySymbol].map(([code, entries]) => {
            const symbol = names.get(code);
            // A mixed combination (ANY7) is drawn with its first member and named by all of them.
            const members = mixed.get(code) ?? [];
            const drawn = symbol ?? names.get(members[0] ?? '');
            const name =
              symbol?.name ??
              (members.length > 0
                ? t('slots.paytable.anyOf', { names: members.map((id) => names.get(id)?.name ?? id).join(' / ') })
                : code);
            return (
              <li key={code} className="slot-paytable__entry">
                <SlotSymbol id={drawn?.id ?? code} name={name} kind={drawn?.kind} className="slot-paytable__symbol" />
                <div>
                  <p className="slot-paytable__name">
                    {name}
                    {symbol?.kind === 'wild' && <span className="badge">{t('slots.paytable.wild')}</span>}
                    {symbol?.kind === 'scatter' && <span className="badge">{t('slots.paytable.scatter')}</span>}
                  </p>
                  <dl className="slot-paytable__pays">
                    {entries
                      .sort((a, b) => b.count - a.count)
                      .map((pay) => (
                        <div key={pay.count}>
                          <dt>×{pay.count}</dt>
                          <dd>{pays(pay.credits)}</dd>
                        </div>
                      ))}
                  </dl>
                </div>
              </li>
            );
          })}
        </ul>
        {title.symbols.some((symbol) => symbol.kind === 'wild') && <p className="slot-paytable__note">{t('slots.paytable.wildRule')}</p>}
        {title.symbols.some((symbol) => symbol.kind === 'scatter') && (
          <p className="slot-paytable__note">{t('slots.paytable.scatterRule')}</p>
        )}
        {title.paylines.length > 0 && (
          <>
            <h3 className="slot-paytable__heading">{t('slots.paytable.paylines')}</h3>
            <ol className="slot-paylines">
              {title.paylines.map((line, index) => (
                <li key={index} className="slot-paylines__line" aria-label={t('slots.paytable.line', { number: index + 1 })}>
                  <span className="slot-paylines__number">{index + 1}</span>
                  <span
                    className="slot-paylines__grid"
                    style={{ '--reels': title.reelCount, '--rows': title.rows } as CSSProperties}
                    aria-hidden="true"
                  >
                    {Array.from({ length: title.rows }, (_, row) =>
                      Array.from({ length: title.reelCount }, (_, reel) => (
                        <span
                          key={`${row}-${reel}`}
                          className={line[reel] === row ? 'slot-paylines__dot slot-paylines__dot--on' : 'slot-paylines__dot'}
                        />
                      )),
                    )}
                  </span>
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </Dialog>
  );
}
