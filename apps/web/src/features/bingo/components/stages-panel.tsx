import { useTranslation } from 'react-i18next';
import type { BingoCurrencyGameView, BingoSettingsView } from '@pkg/contracts/bingo';
import { formatMoney, type Currency } from '@pkg/money/money';

/** A 75-ball pattern's first shape as a tiny 5 × 5 picture. */
function PatternPicture({ mask }: { mask: number }) {
  return (
    <span className="bingo-pattern" aria-hidden="true">
      {Array.from({ length: 25 }, (_, cell) => (
        <i key={cell} className={(mask >>> cell) & 1 ? 'bingo-pattern__on' : undefined} />
      ))}
    </span>
  );
}

/**
 * The game's prizes in play order: each stage's pattern and prize (the guarantee or the pool's
 * share), whether it is being played for, and once won, the ball and its winners (names masked,
 * each share of a split prize, "You" for the player's own cards).
 */
export function StagesPanel(props: {
  settings: BingoSettingsView;
  game: BingoCurrencyGameView | null;
  prizesSoFar: readonly bigint[];
  mine: ReadonlySet<string>;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const { settings, game, currency } = props;
  const playing = game ? game.stages.findIndex((stage) => !stage.won) : 0;
  return (
    <section className="bingo-stages" aria-labelledby="bingo-stages-title">
      <h2 id="bingo-stages-title">{t('bingo.stages.title')}</h2>
      <ol className="bingo-stages__list">
        {settings.stages.map((stage, index) => {
          const shown = game?.stages[index];
          const prize = shown ? BigInt(shown.prizeMinor) : (props.prizesSoFar[index] ?? 0n);
          const won = shown?.won === true;
          return (
            <li
              key={stage.pattern}
              className={`bingo-stage${won ? ' bingo-stage--won' : index === playing ? ' bingo-stage--playing' : ''}`}
              data-testid="bingo-stage"
            >
              <div className="bingo-stage__head">
                {settings.format === '75' && stage.masks[0] !== undefined && <PatternPicture mask={stage.masks[0]} />}
                <strong>{t(`bingo.patterns.${stage.pattern}`)}</strong>
                <span className="bingo-stage__prize">{formatMoney(prize, currency)}</span>
              </div>
              <p className="bingo-stage__state">
                {won
                  ? t('bingo.stages.won', { calls: shown?.calls })
                  : index === playing
                    ? t('bingo.stages.playing')
                    : t('bingo.stages.next')}
                {!won &&
                  BigInt(stage.guaranteedMinor) > 0n &&
                  ` · ${t('bingo.stages.guaranteed')} ${formatMoney(BigInt(stage.guaranteedMinor), currency)}`}
              </p>
              {won && (
                <ul className="bingo-stage__winners" data-testid="bingo-winners">
                  {shown?.winners.map((winner) => (
                    <li key={winner.betId} className={props.mine.has(winner.betId) ? 'bingo-stage__winner--me' : undefined}>
                      <span>{props.mine.has(winner.betId) ? t('bingo.stages.you') : winner.name}</span>
                      <span>{formatMoney(BigInt(winner.amountMinor) + BigInt(winner.jackpotMinor), currency)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
