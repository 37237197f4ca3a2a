import { useTranslation } from 'react-i18next';
import type { LiveTableSettingsView } from '@pkg/contracts/live-tables';
import { spotLimit } from '../bet-slip';
import { shortAmount, spotOddsText } from '../table-format';
import { spotFaces, spotLabel } from '../../../lib/table-spot-labels';
import { COLOUR_FILLS, DiceFaces } from './die';

export interface LayoutProps {
  settings: LiveTableSettingsView;
  /** The player's stake per spot: placed this round and not yet confirmed. */
  placed: ReadonlyMap<string, bigint>;
  pending: ReadonlyMap<string, bigint>;
  /** Every player's stakes per spot in the player's currency (the round's totals). */
  totals: Readonly<Record<string, string>>;
  /** Spots the shown result pays. */
  won: ReadonlySet<string>;
  minorDigits: number;
  disabled: boolean;
  onPlace: (spot: string) => void;
}

/** The Color Game's colours light enough to need dark writing. */
const LIGHT_COLOURS = new Set(['yellow', 'white', 'pink']);

/** Sic Bo's sections, in layout order, each with its spots. */
const SIC_BO_SECTIONS: Array<{ key: string; test: RegExp }> = [
  { key: 'main', test: /^(small|big|odd|even)$/ },
  { key: 'totals', test: /^total/ },
  { key: 'triples', test: /^(triple|anyTriple)/ },
  { key: 'doubles', test: /^double/ },
  { key: 'combos', test: /^combo/ },
  { key: 'singles', test: /^single/ },
];

/**
 * The table's bet spots, laid out per game: baccarat's Player and Banker with Tie and the pairs
 * above, Dragon Tiger's Dragon, Tie and Tiger with the suited tie, Sic Bo's whole layout in
 * sections a phone scrolls through, the Color Game's six colours. Each spot names what it pays and
 * its limits, shows the player's chips on it (confirmed and not yet) and lights when it wins.
 */
export function BetLayout(props: LayoutProps) {
  const { t } = useTranslation();
  const { settings } = props;
  if (settings.kind === 'sic-bo') {
    return (
      <div className="lt-layout lt-layout--sic-bo" role="group" aria-label={t('liveTables.layout.label')}>
        {SIC_BO_SECTIONS.map((section) => (
          <section
            key={section.key}
            className={`lt-section lt-section--${section.key}`}
            aria-label={t(`liveTables.layout.sections.${section.key}`)}
          >
            <h3 className="lt-section__title">{t(`liveTables.layout.sections.${section.key}`)}</h3>
            <div className="lt-section__spots">
              {settings.spots
                .filter((spot) => section.test.test(spot))
                .map((spot) => (
                  <Spot key={spot} spot={spot} {...props} />
                ))}
            </div>
          </section>
        ))}
      </div>
    );
  }
  return (
    <div className={`lt-layout lt-layout--${settings.kind}`} role="group" aria-label={t('liveTables.layout.label')}>
      {settings.spots.map((spot) => (
        <Spot key={spot} spot={spot} {...props} />
      ))}
    </div>
  );
}

function Spot({ spot, settings, placed, pending, totals, won, minorDigits, disabled, onPlace }: LayoutProps & { spot: string }) {
  const { t } = useTranslation();
  const label = spotLabel(t, spot);
  const mine = (placed.get(spot) ?? 0n) + (pending.get(spot) ?? 0n);
  const unconfirmed = pending.get(spot) ?? 0n;
  const limit = spotLimit(settings, spot);
  const everyone = BigInt(totals[spot] ?? '0');
  const faces = settings.kind === 'sic-bo' ? spotFaces(spot) : [];
  const colour = settings.kind === 'color-game' ? COLOUR_FILLS[spot] : undefined;
  const short = (amount: bigint) => shortAmount(amount, minorDigits);
  return (
    <button
      type="button"
      className={`lt-spot lt-spot--${spot}${won.has(spot) ? ' lt-spot--won' : ''}${mine > 0n ? ' lt-spot--mine' : ''}`}
      style={
        colour ? { ['--spot-colour' as string]: colour, ['--spot-ink' as string]: LIGHT_COLOURS.has(spot) ? '#1b1f24' : '#fff' } : undefined
      }
      disabled={disabled}
      onClick={() => onPlace(spot)}
      aria-label={t('liveTables.layout.spotName', { spot: label, odds: spotOddsText(settings, spot) })}
      data-spot={spot}
      data-testid={`spot-${spot}`}
    >
      <span className="lt-spot__name">{faces.length > 0 && spot !== 'anyTriple' ? <DiceFaces faces={faces} /> : label}</span>
      <span className="lt-spot__odds">{spotOddsText(settings, spot)}</span>
      <span className="lt-spot__limits">{t('liveTables.layout.limits', { min: short(limit.minMinor), max: short(limit.maxMinor) })}</span>
      {everyone > 0n && <span className="lt-spot__everyone">{t('liveTables.layout.everyone', { amount: short(everyone) })}</span>}
      {mine > 0n && (
        <span className={`lt-spot__chip${unconfirmed > 0n ? ' lt-spot__chip--pending' : ''}`} data-testid={`spot-stake-${spot}`}>
          {short(mine)}
        </span>
      )}
    </button>
  );
}
