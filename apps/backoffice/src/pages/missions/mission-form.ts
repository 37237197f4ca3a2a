/**
 * The missions editor's typed values and the wire body (decision 035): amounts typed in major units
 * of the brand's currency (two decimals) and sent as minor units, a bet count as a whole number,
 * wagering typed as a multiple of the reward and sent as basis points (1 = 10000), times typed in
 * GMT+8 and sent as instants. Pure, so the conversions are tested; none goes through floating point.
 */
import type { BoMission, BoMissionCreate, BoMissionEdit, MissionGoal, MissionPeriod } from '@pkg/contracts/missions';
import type { GameType } from '@pkg/contracts/game-types';
import { formatMinor, parseMajorInput } from '@pkg/money/money';
import { gmt8Input, gmt8InputInstant } from '@pkg/web-kit/time';
import { wageringBp as wageringBpOf, wageringMultiple } from '@pkg/web-kit/wagering';

export const TITLE_LANGUAGES = ['EN', 'TY', 'ZH', 'TH', 'VI'] as const;

export interface MissionForm {
  brandId: string;
  code: string;
  period: MissionPeriod;
  goal: MissionGoal;
  titles: Record<(typeof TITLE_LANGUAGES)[number], string>;
  /** yyyy-MM-ddTHH:mm in GMT+8 (a datetime-local input). */
  startsAt: string;
  endsAt: string;
  target: string;
  gameType: GameType | '';
  reward: string;
  wagering: string;
  leaderboard: boolean;
  enabled: boolean;
  sort: string;
}

/** The field a typed value failed in. */
export type FormField = 'code' | 'startsAt' | 'endsAt' | 'target' | 'reward' | 'wagering' | 'sort';

const CURRENCY = { code: '', symbol: '', minorDigits: 2 };

function targetToWire(goal: MissionGoal, input: string): string | null {
  if (goal === 'settled_bets') return /^[1-9][0-9]{0,5}$/.test(input.trim()) ? input.trim() : null;
  const minor = parseMajorInput(input, CURRENCY);
  return minor !== null && minor > 0n ? minor.toString() : null;
}

/** A new, empty form for a brand. */
export function emptyForm(brandId: string, now: Date): MissionForm {
  return {
    brandId,
    code: '',
    period: 'daily',
    goal: 'valid_bet',
    titles: { EN: '', TY: '', ZH: '', TH: '', VI: '' },
    startsAt: gmt8Input(now.toISOString()),
    endsAt: '',
    target: '',
    gameType: '',
    reward: '',
    wagering: '1',
    leaderboard: false,
    enabled: false,
    sort: '0',
  };
}

/** An existing mission as the editor shows it. */
export function formOf(mission: BoMission): MissionForm {
  const titles = { EN: '', TY: '', ZH: '', TH: '', VI: '' };
  for (const language of TITLE_LANGUAGES) titles[language] = mission.titles[language] ?? '';
  return {
    brandId: mission.brandId,
    code: mission.code,
    period: mission.period,
    goal: mission.goal,
    titles,
    startsAt: gmt8Input(mission.startsAt),
    endsAt: mission.endsAt ? gmt8Input(mission.endsAt) : '',
    target: mission.goal === 'settled_bets' ? mission.target : formatMinor(BigInt(mission.target), CURRENCY).replaceAll(',', ''),
    gameType: mission.gameType ?? '',
    reward: formatMinor(BigInt(mission.rewardMinor), CURRENCY).replaceAll(',', ''),
    wagering: wageringMultiple(mission.wageringBp),
    leaderboard: mission.leaderboard,
    enabled: mission.enabled,
    sort: String(mission.sort),
  };
}

/** The edit body of a form, or the field that is not a valid value. The server checks the rest. */
export function editBody(form: MissionForm): { body: BoMissionEdit } | { field: FormField } {
  const startsAt = gmt8InputInstant(form.startsAt);
  if (!startsAt) return { field: 'startsAt' };
  const endsAt = form.endsAt ? gmt8InputInstant(form.endsAt) : null;
  if (form.endsAt && !endsAt) return { field: 'endsAt' };
  const target = targetToWire(form.goal, form.target);
  if (!target) return { field: 'target' };
  const reward = parseMajorInput(form.reward, CURRENCY);
  if (reward === null || reward <= 0n) return { field: 'reward' };
  const wageringBp = wageringBpOf(form.wagering);
  if (wageringBp === null || wageringBp > 1_000_000) return { field: 'wagering' };
  if (!/^-?\d{1,5}$/.test(form.sort.trim())) return { field: 'sort' };
  const titles: BoMissionEdit['titles'] = {};
  for (const language of TITLE_LANGUAGES) titles[language] = form.titles[language].trim();
  return {
    body: {
      titles,
      startsAt,
      endsAt,
      target,
      gameType: form.goal === 'deposit' || !form.gameType ? null : form.gameType,
      rewardMinor: reward.toString(),
      wageringBp,
      leaderboard: form.leaderboard,
      enabled: form.enabled,
      sort: Number(form.sort.trim()),
    },
  };
}

/** The create body: the edit body with the brand, code, period and goal. */
export function createBody(form: MissionForm): { body: BoMissionCreate } | { field: FormField } {
  if (!/^[a-z0-9][a-z0-9_-]{1,39}$/.test(form.code)) return { field: 'code' };
  const edit = editBody(form);
  if ('field' in edit) return edit;
  return { body: { ...edit.body, brandId: form.brandId, code: form.code, period: form.period, goal: form.goal } };
}
