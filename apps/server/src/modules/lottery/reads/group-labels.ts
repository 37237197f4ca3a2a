import { normaliseLanguage, textLanguageOf } from '@pkg/contracts/languages';
import { translate } from '@pkg/i18n/messages';

/** A lottery menu group's label (labelName) in the caller's language; an unknown group shows its code. */
export function groupLabel(groupCode: string, language: string): string {
  const key = `lotteryGroups.${groupCode}`;
  const text = translate(textLanguageOf(normaliseLanguage(language)), key);
  return text === key ? groupCode : text;
}
