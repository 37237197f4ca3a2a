/**
 * The demo brand's book as data (decision 058): sports, competitions with their teams and a
 * strength for each (−1 to 1), and each competition's daily kick-off times in GMT+8. The demo feed
 * (demo-feed.ts) draws each day's pairings and every match from these with a seeded random, so
 * the fixtures of a day are the same on every process and after every restart.
 */

/** Names by language code. */
export type Names = Record<'EN' | 'TY' | 'ZH' | 'TH' | 'VI', string>;

export interface DemoSport {
  code: string;
  kind: 'sport' | 'esport';
  names: Names;
}

export interface DemoCompetition {
  code: string;
  sport: string;
  /** The model the demo prices and plays it with. */
  model: 'football' | 'basketball' | 'esports';
  names: Names;
  /** Kick-off times of each GMT+8 day, `HH:MM`. */
  kickoffs: readonly string[];
  /** Average total points (basketball) or goals (football). */
  scoring: number;
  teams: ReadonlyArray<readonly [name: string, strength: number]>;
  /** An outright on the competition's winner, with the teams that may win it. */
  outright?: { ref: string; names: Names; endsAt: string; contenders: number };
}

export const DEMO_SPORTS: readonly DemoSport[] = [
  { code: 'basketball', kind: 'sport', names: { EN: 'Basketball', TY: 'Basketbol', ZH: '篮球', TH: 'บาสเกตบอล', VI: 'Bóng rổ' } },
  { code: 'football', kind: 'sport', names: { EN: 'Football', TY: 'Putbol', ZH: '足球', TH: 'ฟุตบอล', VI: 'Bóng đá' } },
  {
    code: 'mobile-legends',
    kind: 'esport',
    names: { EN: 'Mobile Legends', TY: 'Mobile Legends', ZH: '无尽对决', TH: 'โมบายเลเจนด์', VI: 'Mobile Legends' },
  },
  { code: 'dota-2', kind: 'esport', names: { EN: 'Dota 2', TY: 'Dota 2', ZH: '刀塔2', TH: 'โดต้า 2', VI: 'Dota 2' } },
];

export const DEMO_COMPETITIONS: readonly DemoCompetition[] = [
  {
    code: 'pba',
    sport: 'basketball',
    model: 'basketball',
    names: { EN: 'PBA Philippine Cup', TY: 'PBA Philippine Cup', ZH: 'PBA 菲律宾杯', TH: 'PBA ฟิลิปปินส์คัพ', VI: 'PBA Philippine Cup' },
    kickoffs: ['16:30', '19:30'],
    scoring: 196,
    teams: [
      ['Barangay Ginebra San Miguel', 0.55],
      ['San Miguel Beermen', 0.6],
      ['TNT Tropang Giga', 0.5],
      ['Magnolia Chicken Timplados Hotshots', 0.3],
      ['Meralco Bolts', 0.35],
      ['Rain or Shine Elasto Painters', 0.2],
      ['NLEX Road Warriors', 0.05],
      ['Converge FiberXers', 0.1],
      ['Phoenix Fuel Masters', -0.2],
      ['NorthPort Batang Pier', -0.1],
      ['Blackwater Bossing', -0.45],
      ['Terrafirma Dyip', -0.55],
    ],
    outright: {
      ref: 'pba-cup-winner',
      names: {
        EN: 'PBA Philippine Cup: winner',
        TY: 'PBA Philippine Cup: kampeon',
        ZH: 'PBA 菲律宾杯：冠军',
        TH: 'PBA ฟิลิปปินส์คัพ: แชมป์',
        VI: 'PBA Philippine Cup: vô địch',
      },
      endsAt: '2027-06-30T12:00:00Z',
      contenders: 8,
    },
  },
  {
    code: 'nba',
    sport: 'basketball',
    model: 'basketball',
    names: { EN: 'NBA', TY: 'NBA', ZH: 'NBA', TH: 'NBA', VI: 'NBA' },
    kickoffs: ['07:00', '08:00', '09:30', '10:30'],
    scoring: 226,
    teams: [
      ['Boston Celtics', 0.65],
      ['Denver Nuggets', 0.5],
      ['Oklahoma City Thunder', 0.6],
      ['Milwaukee Bucks', 0.3],
      ['Golden State Warriors', 0.2],
      ['Los Angeles Lakers', 0.15],
      ['Dallas Mavericks', 0.35],
      ['Minnesota Timberwolves', 0.4],
      ['New York Knicks', 0.35],
      ['Phoenix Suns', 0.1],
      ['Miami Heat', 0.0],
      ['Philadelphia 76ers', 0.05],
    ],
    outright: {
      ref: 'nba-champion',
      names: { EN: 'NBA: champion', TY: 'NBA: kampeon', ZH: 'NBA：总冠军', TH: 'NBA: แชมป์', VI: 'NBA: vô địch' },
      endsAt: '2027-06-20T03:00:00Z',
      contenders: 8,
    },
  },
  {
    code: 'epl',
    sport: 'football',
    model: 'football',
    names: { EN: 'English Premier League', TY: 'English Premier League', ZH: '英格兰超级联赛', TH: 'พรีเมียร์ลีกอังกฤษ', VI: 'Ngoại hạng Anh' },
    kickoffs: ['03:00', '20:30', '23:00'],
    scoring: 2.8,
    teams: [
      ['Manchester City', 0.7],
      ['Arsenal', 0.65],
      ['Liverpool', 0.65],
      ['Chelsea', 0.35],
      ['Tottenham Hotspur', 0.3],
      ['Manchester United', 0.25],
      ['Newcastle United', 0.35],
      ['Aston Villa', 0.3],
      ['Brighton & Hove Albion', 0.15],
      ['West Ham United', 0.05],
    ],
  },
  {
    code: 'pfl',
    sport: 'football',
    model: 'football',
    names: {
      EN: 'Philippines Football League',
      TY: 'Philippines Football League',
      ZH: '菲律宾足球联赛',
      TH: 'ฟิลิปปินส์ฟุตบอลลีก',
      VI: 'Giải bóng đá Philippines',
    },
    kickoffs: ['15:00', '18:00'],
    scoring: 3.1,
    teams: [
      ['Kaya FC–Iloilo', 0.45],
      ['Stallion Laguna', 0.3],
      ['Dynamic Herb Cebu', 0.4],
      ['Manila Digger', 0.2],
      ['Maharlika Taguig', -0.1],
      ['One Taguig', 0.05],
      ['Mendiola FC 1991', -0.3],
      ['Loyola Meralco Sparks', 0.0],
    ],
  },
  {
    code: 'mpl-ph',
    sport: 'mobile-legends',
    model: 'esports',
    names: { EN: 'MPL Philippines', TY: 'MPL Philippines', ZH: 'MPL 菲律宾', TH: 'MPL ฟิลิปปินส์', VI: 'MPL Philippines' },
    kickoffs: ['13:00', '15:30', '18:00'],
    scoring: 0,
    teams: [
      ['Team Liquid PH', 0.5],
      ['ONIC Philippines', 0.45],
      ['Falcons AP Bren', 0.35],
      ['RSG Philippines', 0.2],
      ['Blacklist International', 0.25],
      ['TNC Pro Team', -0.1],
      ['Omega Esports', -0.05],
      ['Aurora PH', 0.1],
    ],
  },
  {
    code: 'dota-league',
    sport: 'dota-2',
    model: 'esports',
    names: { EN: 'Dota 2 Pro League', TY: 'Dota 2 Pro League', ZH: '刀塔2 职业联赛', TH: 'โดต้า 2 โปรลีก', VI: 'Dota 2 Pro League' },
    kickoffs: ['12:00', '16:00', '21:00'],
    scoring: 0,
    teams: [
      ['Team Spirit', 0.5],
      ['Gaimin Gladiators', 0.45],
      ['Team Liquid', 0.4],
      ['Tundra Esports', 0.3],
      ['Xtreme Gaming', 0.35],
      ['BetBoom Team', 0.25],
      ['Team Falcons', 0.45],
      ['Talon Esports', 0.0],
    ],
  },
];

/** A team's id in an outright (lower-case letters, digits and dashes). */
export function competitorId(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 48);
}
