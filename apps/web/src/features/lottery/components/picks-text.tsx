import type { LotteryRules } from '@pkg/contracts/lottery';
import { useRuleTexts } from '../rules-text';

/** A bet's picks in words: each non-empty row as "label: tokens" (the row label only when the type has several rows). */
export function PicksText({ picks, betType, rules }: { picks: readonly (readonly string[])[]; betType: string; rules?: LotteryRules }) {
  const texts = useRuleTexts();
  const rows = rules?.betTypes.find((type) => type.code === betType)?.rows;
  const several = picks.length > 1;
  return (
    <span className="picks-text">
      {picks.map((tokens, index) =>
        tokens.length === 0 ? null : (
          <span key={index} className="picks-text__row">
            {several && <span className="picks-text__label">{texts.row(rows?.[index]?.label ?? `pos${index + 1}`)}</span>}
            {tokens.map((token) => texts.token(token)).join(' ')}
          </span>
        ),
      )}
    </span>
  );
}
