import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryRules } from '@pkg/contracts/lottery';
import { formatMinor, parseMajorInput, type Currency } from '@pkg/money/money';
import { betProblem, type CartBet } from '../cart';
import { comboCount } from '../combos';
import { isVnFormat } from '../lottery-params';
import { tokenOddsOf } from '../rule-odds';
import { useRuleTexts } from '../rules-text';
import { BetTypeMenu } from './bet-type-menu';
import { PickRow } from './pick-row';
import { StakeForm } from './stake-form';
import { TypedNumbers } from './typed-numbers';

const emptyPicks = (rows: number) => Array.from({ length: rows }, () => [] as string[]);
let nextId = 0;

/**
 * Builds one bet from the game's rules: a bet type, a number grid per row (Vietnamese types also
 * take typed numbers), the unit stake, and "Add to cart" once the picks make a ticket within the
 * limits. The combination count and the stake follow every change.
 */
export function BetBuilder({ rules, money, onAdd }: { rules: LotteryRules; money: Currency; onAdd: (bet: CartBet) => void }) {
  const { t } = useTranslation();
  const texts = useRuleTexts();
  const [code, setCode] = useState(rules.betTypes[0]?.code ?? '');
  const rule = rules.betTypes.find((type) => type.code === code) ?? rules.betTypes[0];
  const [picks, setPicks] = useState<string[][]>(() => emptyPicks(rule?.rows.length ?? 0));
  const [unitText, setUnitText] = useState(() => formatMinor(BigInt(rules.minUnitMinor), money));
  if (!rule) return <p className="lottery-muted">{t('lottery.bet.noTypes')}</p>;
  const rowPicks = rule.rows.map((_, index) => picks[index] ?? []);
  const { combos, problem: pickProblem } = comboCount(rules.format, rule.code, rowPicks);
  const unitMinor = parseMajorInput(unitText, money);
  const problem = pickProblem && pickProblem !== 'too_many_combos' ? null : betProblem(rule, rules, unitMinor, combos);
  const vn = isVnFormat(rules.format);
  const choose = (next: string) => {
    setCode(next);
    setPicks(emptyPicks(rules.betTypes.find((type) => type.code === next)?.rows.length ?? 0));
  };
  const setRow = (index: number, tokens: string[]) => setPicks(rowPicks.map((row, at) => (at === index ? tokens : row)));
  const add = () => {
    if (problem || pickProblem || unitMinor === null) return;
    nextId += 1;
    onAdd({
      id: `bet-${nextId}`,
      betType: rule.code,
      picks: rowPicks,
      unitMinor,
      combos,
      priceUnits: rule.priceUnits,
      oddsBp: rule.oddsBp,
    });
    setPicks(emptyPicks(rule.rows.length));
  };
  const rowRandom = (min: number) => Math.max(min, rule.rows.length === 1 ? rule.minPicks : 1, 1);
  return (
    <section className="bet-builder" aria-label={t('lottery.bet.title')}>
      <BetTypeMenu types={rules.betTypes} selected={rule.code} onSelect={choose} />
      {texts.typeRule(rule.code) && <p className="bet-builder__rule">{texts.typeRule(rule.code)}</p>}
      <div className="bet-builder__rows">
        {rule.rows.map((row, index) => (
          <div key={`${rule.code}-${row.label}-${index}`} className="bet-builder__row">
            <PickRow
              odds={tokenOddsOf(rule)}
              row={row}
              picked={rowPicks[index] ?? []}
              randomCount={rowRandom(row.min)}
              onChange={(tokens) => setRow(index, tokens)}
              grid={row.tokens.length <= 100}
            />
            {vn && row.tokens.every((token) => /^\d+$/.test(token)) && (
              <TypedNumbers row={row} picked={rowPicks[index] ?? []} onChange={(tokens) => setRow(index, tokens)} />
            )}
          </div>
        ))}
      </div>
      <StakeForm
        rules={rules}
        rule={rule}
        picked={rowPicks.flat()}
        money={money}
        unitText={unitText}
        onUnitText={setUnitText}
        unitMinor={unitMinor}
        combos={combos}
        pickProblem={pickProblem}
        problem={problem}
        onAdd={add}
      />
    </section>
  );
}
