import type { TFunction } from 'i18next';
import type { TableResult } from './table-result';

/** A card code as text: rank (10 for T) and suit symbol, "10♦". */
export function cardText(code: string): string {
  const rank = code.charAt(0) === 'T' ? '10' : code.charAt(0);
  const suit = ({ S: '♠', H: '♥', D: '♦', C: '♣' } as Record<string, string>)[code.charAt(1)] ?? '';
  return `${rank}${suit}`;
}

/** One line for a dealt result (history, proof): who won with what. */
export function resultText(t: TFunction, result: TableResult): string {
  switch (result.kind) {
    case 'baccarat':
      return t('liveTables.result.baccaratLine', {
        winner: result.winner === 'tie' ? t('liveTables.spots.tie') : t(`liveTables.spots.${result.winner}`),
        player: result.playerTotal,
        banker: result.bankerTotal,
        playerCards: result.player.map(cardText).join(' '),
        bankerCards: result.banker.map(cardText).join(' '),
      });
    case 'dragon-tiger':
      return t('liveTables.result.dragonTigerLine', {
        winner: t(`liveTables.spots.${result.winner}`),
        dragon: cardText(result.dragon),
        tiger: cardText(result.tiger),
      });
    case 'sic-bo':
      return t('liveTables.result.sicBoLine', { dice: result.dice.join(' '), total: result.total });
    case 'color-game':
      return result.colours.map((colour) => t(`liveTables.colours.${colour}`)).join(', ');
  }
}
