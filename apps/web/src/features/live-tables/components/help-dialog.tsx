import { useTranslation } from 'react-i18next';
import type { LiveTableKind, LiveTableSettingsView } from '@pkg/contracts/live-tables';
import { Dialog } from '../../../components/ui/dialog';
import { spotLimit } from '../bet-slip';
import { oddsText, shortAmount } from '../table-format';
import { classLabel, spotLabel } from '../../../lib/table-spot-labels';

/** The rule paragraphs of each game, in reading order. */
const RULES: Record<LiveTableKind, string[]> = {
  baccarat: ['deal', 'points', 'draw', 'banker', 'pairs'],
  'dragon-tiger': ['deal', 'ranks', 'tie', 'suited'],
  'sic-bo': ['dice', 'bigSmall', 'others'],
  'color-game': ['dice', 'pays'],
};

/** The order a spot's outcome classes are listed in: wins before a tie. */
const CLASS_ORDER = ['win', 'win6', 'one', 'two', 'three', 'tie'];

/** A spot's outcome classes with their odds, in CLASS_ORDER. */
function classesOf(settings: LiveTableSettingsView, spot: string): Array<[string, number]> {
  const rank = (outcomeClass: string) => (CLASS_ORDER.includes(outcomeClass) ? CLASS_ORDER.indexOf(outcomeClass) : CLASS_ORDER.length);
  return Object.entries(settings.odds[spot] ?? {}).sort((a, b) => rank(a[0]) - rank(b[0]));
}

/**
 * The table's help: the rules, every spot with what each of its outcomes pays, the exact house
 * edge the server computed from this table's paytable (settings.houseEdges), the limits, and how
 * the outcomes are drawn and can be checked.
 */
export function HelpDialog({
  settings,
  name,
  minorDigits,
  onClose,
}: {
  settings: LiveTableSettingsView;
  name: string;
  minorDigits: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const short = (amount: bigint) => shortAmount(amount, minorDigits);
  const columns = {
    spot: t('liveTables.help.spot'),
    pays: t('liveTables.help.pays'),
    edge: t('liveTables.help.edge'),
    limits: t('liveTables.help.limits'),
  };
  return (
    <Dialog open onClose={onClose} title={t('liveTables.help.title', { name })} size="wide">
      <div className="lt-help" data-testid="table-help">
        <p className="lt-honest">{t('liveTables.honest')}</p>
        <h3>{t('liveTables.help.rules')}</h3>
        {RULES[settings.kind].map((key) => (
          <p key={key}>{t(`liveTables.rules.${settings.kind}.${key}`, { decks: settings.decks ?? 8 })}</p>
        ))}
        <p>{t('liveTables.help.window', { seconds: Math.round(settings.bettingMs / 1000) })}</p>
        <h3>{t('liveTables.help.paytable')}</h3>
        <p className="lt-help__note">{t('liveTables.help.edgeNote')}</p>
        <div className="record-table lt-help__table">
          <table>
            <thead>
              <tr>
                {Object.values(columns).map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {settings.spots.map((spot) => {
                const limit = spotLimit(settings, spot);
                return (
                  <tr key={spot} data-testid="help-spot">
                    <td data-label={columns.spot}>{spotLabel(t, spot)}</td>
                    <td data-label={columns.pays}>
                      {classesOf(settings, spot).map(([outcomeClass, odds]) => (
                        <span key={outcomeClass} className="lt-help__class">
                          {odds > 0
                            ? t('liveTables.help.classPays', { outcome: classLabel(t, outcomeClass), odds: oddsText(odds) })
                            : odds === 0
                              ? t('liveTables.help.classPush', { outcome: classLabel(t, outcomeClass) })
                              : t('liveTables.help.classReturns', { outcome: classLabel(t, outcomeClass), percent: 100 + odds / 100 })}
                        </span>
                      ))}
                    </td>
                    <td data-label={columns.edge} className="amount" data-testid={`edge-${spot}`}>
                      {settings.houseEdges[spot] ? `${settings.houseEdges[spot]}%` : '—'}
                    </td>
                    <td data-label={columns.limits} className="amount">
                      {t('liveTables.layout.limits', { min: short(limit.minMinor), max: short(limit.maxMinor) })}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p>{t('liveTables.help.maxPayout', { amount: short(BigInt(settings.limits.maxPayoutMinor)) })}</p>
        {!settings.limits.allowOpposite &&
          settings.limits.opposites.map(([a, b]) => (
            <p key={`${a}-${b}`}>{t('liveTables.help.opposites', { a: spotLabel(t, a), b: spotLabel(t, b) })}</p>
          ))}
        <h3>{t('liveTables.help.fairness')}</h3>
        <p>{t('liveTables.help.fairnessText')}</p>
      </div>
    </Dialog>
  );
}
