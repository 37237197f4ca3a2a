/**
 * Tongits as one CardGame object for the table server (cards/card-game.ts): the state machine,
 * the scoring, the bot and the automatic move behind the common interface.
 */
import type { CardGame } from '../cards/card-game.ts';
import { autoMove, botMove } from './tongits-bot.ts';
import { legalMoves } from './tongits-legal.ts';
import type { TongitsError, TongitsMove } from './tongits-moves.ts';
import { applyMove, checkMove } from './tongits-moves.ts';
import type { TongitsTable } from './tongits-scoring.ts';
import { score, validateTongitsTable } from './tongits-scoring.ts';
import type { TongitsOptions, TongitsState, TongitsView } from './tongits-state.ts';
import { TONGITS_SEATS, deal, isOver, playerView, toAct } from './tongits-state.ts';

/** Tongits behind the common card-game interface. */
export const TONGITS: CardGame<TongitsState, TongitsMove, TongitsView, TongitsTable, TongitsOptions, TongitsError> = Object.freeze({
  code: 'tongits',
  seats: TONGITS_SEATS,
  deal,
  toAct,
  legalMoves,
  checkMove,
  applyMove,
  autoMove,
  botMove,
  isOver,
  score,
  playerView,
  validateTable: validateTongitsTable,
});
