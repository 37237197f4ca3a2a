import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The key of a bet type's texts: its code with dots as underscores ('ssc.b3.group3' → 'ssc_b3_group3'). */
export function betTypeKey(code: string): string {
  return code.replaceAll('.', '_');
}

/**
 * The names the rules namespace gives bet types, their groups, picker rows and letter tokens
 * (lotteryRules.*). A name not there yet shows the code, so a new bet type the server offers is
 * still playable before its texts ship.
 */
export function useRuleTexts() {
  const { t } = useTranslation();
  const typeName = useCallback((code: string) => t(`lotteryRules.betTypes.${betTypeKey(code)}.name`, { defaultValue: code }), [t]);
  const typeRule = useCallback((code: string) => t(`lotteryRules.betTypes.${betTypeKey(code)}.rule`, { defaultValue: '' }), [t]);
  // A few words beside a name that is a Vietnamese term (Lô, Đề, Bao lô 3 số ...), so a player of
  // any language knows what it is before reading the rule; empty for names that say it already.
  const typeGloss = useCallback((code: string) => t(`lotteryRules.betTypes.${betTypeKey(code)}.gloss`, { defaultValue: '' }), [t]);
  const group = useCallback((name: string) => t(`lotteryRules.groups.${name}`, { defaultValue: name }), [t]);
  const row = useCallback((label: string) => t(`lotteryRules.rows.${label}`, { defaultValue: label }), [t]);
  // Numbers show as they are; letters (B, S, O, E, D, T, H, ANY ...) by their name.
  const token = useCallback(
    (value: string) => (/^\d+$/.test(value) ? value : t(`lotteryRules.tokens.${value}`, { defaultValue: value })),
    [t],
  );
  return useMemo(() => ({ typeName, typeRule, typeGloss, group, row, token }), [typeName, typeRule, typeGloss, group, row, token]);
}
