import { useTranslation } from 'react-i18next';
import { shortAmount } from '../table-format';

/** The chip colours, by place in the rack. */
const CHIP_TONES = ['#5b6b7a', '#c0392b', '#2471a3', '#1e8449', '#7d3c98', '#b9770e', '#17202a', '#a93226'];

/**
 * The chip rack: the table's chip values (its settings' chipsMinor); the chosen chip is what a
 * tap on a spot puts there. A radio group, so keyboards move along it with the arrow keys.
 */
export function ChipRack({
  chips,
  chosen,
  minorDigits,
  onChoose,
}: {
  chips: readonly bigint[];
  chosen: bigint | null;
  minorDigits: number;
  onChoose: (chip: bigint) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="lt-chips" role="radiogroup" aria-label={t('liveTables.chips.label')}>
      {chips.map((chip, index) => {
        const text = shortAmount(chip, minorDigits);
        return (
          <button
            key={chip.toString()}
            type="button"
            role="radio"
            aria-checked={chip === chosen}
            aria-label={t('liveTables.chips.chip', { amount: text })}
            className="lt-chip"
            style={{ ['--chip-tone' as string]: CHIP_TONES[index % CHIP_TONES.length] }}
            onClick={() => onChoose(chip)}
          >
            {text}
          </button>
        );
      })}
    </div>
  );
}
