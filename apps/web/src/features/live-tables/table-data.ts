import type { LiveTableSettingsView, LiveTableStateView } from '@pkg/contracts/live-tables';
import type { TableView } from '@pkg/contracts/rounds';
import type { TableResult } from '../../lib/table-result';

export { readResult, type TableResult } from '../../lib/table-result';

/**
 * The live tables' views as the page reads them: the round engine's `settings`, `state` and a
 * round's `result` are typed by packages/contracts live-tables.ts; these readers give them that
 * type, and lay a dealt result out for drawing (cards in deal order, dice, the winner).
 */

/** A table's settings, or null for a table of some other kind of game (it is then not drawn). */
export function tableSettings(table: Pick<TableView, 'settings'>): LiveTableSettingsView | null {
  const settings = table.settings as Partial<LiveTableSettingsView> | null;
  if (!settings || typeof settings.kind !== 'string' || !Array.isArray(settings.spots) || !settings.limits) return null;
  return settings as LiveTableSettingsView;
}

/** A table's public state (the shoe's roads); empty roads for the dice tables. */
export function tableState(table: Pick<TableView, 'state'>): LiveTableStateView {
  const state = table.state as Partial<LiveTableStateView> | null;
  return {
    shoeNo: typeof state?.shoeNo === 'number' ? state.shoeNo : null,
    cardsLeft: typeof state?.cardsLeft === 'number' ? state.cardsLeft : null,
    roads: Array.isArray(state?.roads) ? state.roads.filter((road): road is string => typeof road === 'string') : [],
  };
}

/** The table's name in a language, else the name the server gave. */
export function tableName(table: Pick<TableView, 'name' | 'names'>, language: string): string {
  return table.names[language] ?? table.name;
}

/** One card of a dealt hand, in the order the dealer turned it. */
export interface DealtCard {
  side: 'player' | 'banker' | 'dragon' | 'tiger';
  card: string;
  /** Place in its hand (0, 1, 2: the third card). */
  index: number;
  /** Place in the deal: Player, Banker, Player, Banker, then Player's third card, then Banker's. */
  order: number;
}

/** The cards of a card result in deal order; none for the dice games. */
export function dealOrder(result: TableResult): DealtCard[] {
  if (result.kind === 'dragon-tiger') {
    return [
      { side: 'dragon', card: result.dragon, index: 0, order: 0 },
      { side: 'tiger', card: result.tiger, index: 0, order: 1 },
    ];
  }
  if (result.kind !== 'baccarat') return [];
  const cards: DealtCard[] = [];
  const take = (side: 'player' | 'banker', index: number) => {
    const card = (side === 'player' ? result.player : result.banker)[index];
    if (card) cards.push({ side, card, index, order: cards.length });
  };
  take('player', 0);
  take('banker', 0);
  take('player', 1);
  take('banker', 1);
  take('player', 2);
  take('banker', 2);
  return cards;
}

/** The spots a result pays (a win of any class), for lighting them on the layout. */
export function winningSpots(result: TableResult, spots: readonly string[]): Set<string> {
  const won = new Set<string>();
  const add = (spot: string, when: boolean) => when && spots.includes(spot) && won.add(spot);
  switch (result.kind) {
    case 'baccarat':
      add(result.winner, true);
      add('playerPair', result.playerPair);
      add('bankerPair', result.bankerPair);
      break;
    case 'dragon-tiger':
      add(result.winner, true);
      add('suitedTie', result.suitedTie);
      break;
    case 'sic-bo': {
      const { dice, total, triple } = result;
      const count = (face: number) => dice.filter((die) => die === face).length;
      add('small', !triple && total >= 4 && total <= 10);
      add('big', !triple && total >= 11 && total <= 17);
      add('odd', !triple && total % 2 === 1);
      add('even', !triple && total % 2 === 0);
      add(`total${total}`, true);
      add('anyTriple', triple);
      for (let face = 1; face <= 6; face++) {
        add(`triple${face}`, count(face) === 3);
        add(`double${face}`, count(face) >= 2);
        add(`single${face}`, count(face) >= 1);
        for (let high = face + 1; high <= 6; high++) add(`combo${face}${high}`, count(face) >= 1 && count(high) >= 1);
      }
      break;
    }
    case 'color-game':
      for (const colour of result.colours) add(colour, true);
      break;
  }
  return won;
}
