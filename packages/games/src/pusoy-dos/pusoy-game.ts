/**
 * Pusoy Dos as one CardGame object for the table server (cards/card-game.ts): the state machine,
 * the scoring, the bot and the automatic move behind the common interface.
 */
import type { CardGame } from '../cards/card-game.ts';
import type { PusoyError, PusoyMove, PusoyOptions, PusoyState, PusoyView } from './pusoy-dos.ts';
import { PUSOY_SEATS, applyMove, autoMove, checkMove, deal, isOver, legalMoves, playerView, toAct } from './pusoy-dos.ts';
import { botMove } from './pusoy-bot.ts';
import type { PusoyTable } from './pusoy-scoring.ts';
import { score, validatePusoyTable } from './pusoy-scoring.ts';

/** Pusoy Dos behind the common card-game interface. */
export const PUSOY_DOS: CardGame<PusoyState, PusoyMove, PusoyView, PusoyTable, PusoyOptions, PusoyError> = Object.freeze({
  code: 'pusoy-dos',
  seats: PUSOY_SEATS,
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
  validateTable: validatePusoyTable,
});
