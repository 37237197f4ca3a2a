import { useTranslation } from 'react-i18next';
import type { FixtureView, MarketView, OddsFormatName } from '@pkg/contracts/sports';
import { marketTitle, selectionLabel, shortLabel } from '../../../lib/sports-labels';
import type { SlipPick } from '../slip-state';
import { PriceButton } from './price-button';

/** What a market needs from the page: the player's format, the slip's picks and the clock for arrows. */
export interface PriceContext {
  format: OddsFormatName;
  picked: ReadonlySet<string>;
  now: number;
  onToggle: (pick: SlipPick) => void;
}

/** The slip pick of a selection. */
export function pickOf(fixture: FixtureView, market: MarketView, selectionId: string): SlipPick {
  const selection = market.selections.find((s) => s.selectionId === selectionId);
  if (!selection) throw new Error(`no selection ${selectionId}`);
  return {
    selectionId,
    fixtureId: fixture.fixtureId,
    fixtureName: fixture.name,
    home: fixture.home,
    away: fixture.away,
    sportCode: fixture.sportCode,
    definition: market.definition,
    code: selection.code,
    name: selection.name,
    priceX10k: selection.priceX10k,
    seenPriceX10k: selection.priceX10k,
    open: selection.open,
  };
}

/**
 * A market's prices: on a fixture's page with its title and full labels; in a list (`compact`)
 * as a row of short labels (1 X 2, the handicap's line, O/U).
 */
export function MarketBlock({
  fixture,
  market,
  context,
  compact = false,
}: {
  fixture: FixtureView;
  market: MarketView;
  context: PriceContext;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const title = marketTitle(t, market.definition, fixture.sportCode);
  const many = market.selections.length > 3;
  return (
    <section
      className={`sb-market${compact ? ' sb-market--compact' : ''}`}
      aria-label={`${fixture.name}: ${title}`}
      data-market-type={market.definition.type}
    >
      <h4 className={compact ? 'sb-market__title visually-hidden' : 'sb-market__title'}>{title}</h4>
      <div
        className={`sb-market__prices${many ? ' sb-market__prices--many' : ''}`}
        style={{ ['--count' as string]: Math.min(market.selections.length, 3) }}
      >
        {market.selections.map((selection) => {
          const full = selectionLabel(t, market.definition, selection.code, fixture, selection.name);
          return (
            <PriceButton
              key={selection.selectionId}
              selection={selection}
              label={compact ? shortLabel(t, market.definition, selection.code) : full}
              fullLabel={`${title}: ${full}`}
              format={context.format}
              picked={context.picked.has(selection.selectionId)}
              now={context.now}
              onToggle={() => context.onToggle(pickOf(fixture, market, selection.selectionId))}
            />
          );
        })}
      </div>
    </section>
  );
}
