/**
 * What a new arena starts with (decision 056): the names in the shipped languages, the published
 * rules of a Philippine operator (plasada 5 %, draw 8:1 returning 900 per 100, cancel when a side
 * would return 107 or less per 100; DOMAIN.md section 3) and stakes in a peso brand's minor units
 * (₱10 to ₱50,000 a side per fight, ₱5,000 on the draw). Staff change the rules and limits on the
 * arena desk; a running event keeps the rules it started with.
 */
import { DEFAULT_SABONG_RULES } from '@pkg/games/sabong/sabong-rules';
import type { StoredArenaSettings } from './arena-settings.ts';

const PESO = 100;
const minor = (pesos: number) => String(pesos * PESO);

export const DEFAULT_ARENA_SETTINGS: StoredArenaSettings = {
  kind: 'sabong',
  names: { EN: 'Sabong Arena', TY: 'Sabungan', ZH: '斗鸡场', TH: 'สนามชนไก่', VI: 'Đấu Trường Đá Gà' },
  rules: {
    plasadaBp: DEFAULT_SABONG_RULES.plasadaBp,
    drawOddsX10k: DEFAULT_SABONG_RULES.drawOddsX10k,
    lopsidedCancel: DEFAULT_SABONG_RULES.lopsidedCancel ? { ...DEFAULT_SABONG_RULES.lopsidedCancel } : null,
  },
  limits: { minMinor: minor(10), maxMinor: minor(50_000), drawMaxMinor: minor(5_000) },
  chipsMinor: [10, 50, 100, 500, 1_000, 5_000].map(minor),
};
