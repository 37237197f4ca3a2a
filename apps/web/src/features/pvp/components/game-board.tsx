import { useTranslation } from 'react-i18next';
import type { PvpTableView, TongitsViewValue } from '@pkg/contracts/pvp';
import { CardRow, PlayingCard } from './playing-card';

/** The middle of the table: Pusoy Dos's play to beat, or Tongits' stock, discard pile and exposed melds. */
export function GameBoard({
  table,
  layoffMelds,
  onLayoff,
}: {
  table: PvpTableView;
  /** Melds the selected card can be laid off on (Tongits); tapping one lays it off. */
  layoffMelds: readonly number[];
  onLayoff: (meld: number) => void;
}) {
  const { t } = useTranslation();
  const view = table.hand?.view;
  const nameOf = (seat: number) => (seat === table.mySeat ? t('pvp.you') : (table.seats[seat]?.name ?? t('pvp.seatN', { n: seat + 1 })));
  if (!view) return <div className="pvp-board" />;
  if (view.game === 'pusoy-dos') {
    return (
      <div className="pvp-board" aria-live="polite">
        {view.lastPlay ? (
          <>
            <p className="pvp-board__label">
              {t('pvp.pusoy.toBeat', { name: nameOf(view.lastPlay.seat), kind: t(`pvp.pusoy.kinds.${view.lastPlay.kind}`) })}
            </p>
            <CardRow cards={view.lastPlay.cards} small={false} label={t('pvp.pusoy.lastPlay')} />
            {view.passes > 0 && <p className="pvp-board__note">{t('pvp.pusoy.passes', { count: view.passes })}</p>}
          </>
        ) : (
          <p className="pvp-board__label">{view.opening ? t('pvp.pusoy.opening') : t('pvp.pusoy.lead', { name: nameOf(view.turn) })}</p>
        )}
      </div>
    );
  }
  return <TongitsBoard view={view} nameOf={nameOf} layoffMelds={layoffMelds} onLayoff={onLayoff} />;
}

function TongitsBoard({
  view,
  nameOf,
  layoffMelds,
  onLayoff,
}: {
  view: TongitsViewValue;
  nameOf: (seat: number) => string;
  layoffMelds: readonly number[];
  onLayoff: (meld: number) => void;
}) {
  const { t } = useTranslation();
  const top = view.discards[view.discards.length - 1];
  return (
    <div className="pvp-board pvp-board--tongits" aria-live="polite">
      <div className="pvp-board__piles">
        <span className="pvp-pile">
          <PlayingCard card={null} />
          <span className="pvp-pile__label">{t('pvp.tongits.stock', { count: view.stockCount })}</span>
        </span>
        <span className="pvp-pile">
          {top === undefined ? <span className="pvp-card pvp-card--empty" /> : <PlayingCard card={top} />}
          <span className="pvp-pile__label">{t('pvp.tongits.discards', { count: view.discards.length })}</span>
        </span>
      </div>
      {view.call && <p className="pvp-board__label">{t('pvp.tongits.called', { name: nameOf(view.call.caller) })}</p>}
      {view.melds.length > 0 && (
        <ul className="pvp-melds" aria-label={t('pvp.tongits.melds')}>
          {view.melds.map((meld, index) => {
            const target = layoffMelds.includes(index);
            return (
              <li key={index} className="pvp-meld">
                <span className="pvp-meld__owner">{nameOf(meld.owner)}</span>
                {target ? (
                  <button
                    type="button"
                    className="pvp-meld__target"
                    onClick={() => onLayoff(index)}
                    aria-label={t('pvp.tongits.layoffOn', { name: nameOf(meld.owner) })}
                  >
                    <CardRow cards={meld.cards} />
                  </button>
                ) : (
                  <CardRow cards={meld.cards} />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
