import { useTranslation } from 'react-i18next';
import type { BetTypeRule } from '@pkg/contracts/lottery';
import { useRuleTexts } from '../rules-text';

/**
 * The bet types of a game grouped as the rules group them: a row of group chips, then the chosen
 * group's types. Each type shows its name (a Vietnamese term with a few explaining words beside it);
 * its rule sentence is under the picker.
 */
export function BetTypeMenu({
  types,
  selected,
  onSelect,
}: {
  types: readonly BetTypeRule[];
  selected: string | null;
  onSelect: (code: string) => void;
}) {
  const { t } = useTranslation();
  const texts = useRuleTexts();
  const groups = [...new Set(types.map((type) => type.group))];
  const current = types.find((type) => type.code === selected);
  const group = current?.group ?? groups[0];
  return (
    <div className="bet-menu">
      <div className="bet-menu__groups" role="group" aria-label={t('lottery.bet.groups')}>
        {groups.map((name) => (
          <button
            key={name}
            type="button"
            className="lottery-chip"
            aria-pressed={name === group}
            onClick={() => name !== group && onSelect(types.find((type) => type.group === name)?.code ?? '')}
          >
            {texts.group(name)}
          </button>
        ))}
      </div>
      <div className="bet-menu__types" role="group" aria-label={t('lottery.bet.types')}>
        {types
          .filter((type) => type.group === group)
          .map((type) => {
            const gloss = texts.typeGloss(type.code);
            return (
              <button
                key={type.code}
                type="button"
                className={`lottery-chip lottery-chip--type${gloss ? ' lottery-chip--glossed' : ''}`}
                aria-pressed={type.code === selected}
                onClick={() => onSelect(type.code)}
              >
                {texts.typeName(type.code)}
                {gloss && <span className="lottery-chip__gloss">{gloss}</span>}
              </button>
            );
          })}
      </div>
    </div>
  );
}
