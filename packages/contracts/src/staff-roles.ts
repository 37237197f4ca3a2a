/**
 * Back-office staff roles and what each may do (no zod here, so the back-office app can import the
 * values). The server checks a permission on every /bo call; the console only hides what a role
 * cannot use.
 */
export const STAFF_ROLES = ['owner', 'finance', 'support', 'auditor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = [
  'brands.read', // see the brands in scope
  'staffAudit.read', // read the staff audit trail
  'accounts.read', // look up player accounts
  'ledger.read', // balances, movements, the ledger's balance check
  'finance.decide', // approve or reject deposits and withdrawals, resolve disputes
  'finance.adjust', // propose and approve manual balance adjustments
  'lottery.read', // see lottery draws, results and their money
  'lottery.manage', // propose and approve official results and voids of lottery draws
  'tables.read', // see the live tables: status, settings, rounds with their proofs and money, voids
  'tables.manage', // open, pause and close live tables, change their settings, propose and approve voids of rounds (four eyes)
  'arena.read', // see the cockfight arenas: events, fights, pools, results and corrections
  'arena.manage', // run the arena: events, streams, rules and jurisdiction, open, last call, close and declare fights, corrections (four eyes)
  'bingo.read', // see bingo rooms, their games with proofs, winners and payouts, jackpots and RTP
  'bingo.manage', // create bingo rooms, change their prices, prizes, schedule and jackpot, open, pause and close them
  'pvp.read', // see the PVP rooms and tables in play, hand histories with their proofs, the collusion report
  'pvp.manage', // change a PVP room's stake, fee, turn time and scoring, open and close rooms
  'sports.read', // see the sportsbook: fixtures, markets, prices, liability, results and players' stake factors
  'sports.manage', // trade the sportsbook: fixtures, markets, prices, suspensions, results (four eyes), stake factors, feed import
  'agents.read', // see agents' contracts and their settlements
  'agents.manage', // offer operator contracts, hold, release and re-run settlements
  'messages.read', // see platform messages, home banners and popups
  'messages.manage', // send, schedule and withdraw messages; edit banners and popups
  'feedback.manage', // read player feedback, reply and close it
  'chat.read', // see the live chat queue and transcripts with their ratings (decision 062)
  'chat.answer', // take live chats, answer them, close them, keep canned replies and the brand's chat settings
  'missions.read', // see missions and who completed them
  'missions.manage', // create, edit, enable and disable missions (every setting decides a money reward: owner and finance)
  'vip.read', // see VIP levels, players' levels and their history
  'vip.manage', // edit the VIP level table, set a player's level with a reason
  'points.read', // see goods, redemptions, points settings and players' points journals
  'points.manage', // edit goods, decide redemptions
  'points.finance', // edit the points settings (earning and cash conversion), propose and approve point adjustments: owner and finance
  'promotions.read', // see promotions, applications and players' rewards and wagering
  'promotions.manage', // create and edit promotions, issue or reject applications, waive a wagering requirement
  'referral.read', // see referral rules, referrers, invitees and flagged self-referrals
  'referral.manage', // edit referral rules, allow or deny flagged invitees
  'content.read', // see the help centre's categories and articles
  'content.manage', // create, edit, order, switch on or off and delete help categories and articles
  'rg.read', // see a player's responsible-gaming limits and exclusions
  'rg.manage', // set a limit or start a cool-off or self-exclusion for a player, with a reason
  'members.read', // search players, open a profile (wallets, sessions, IPs, devices, linked accounts), the agents tree
  'members.manage', // lock/unlock, reset password or two-factor, labels, notes, KYC decisions
  'brands.manage', // change brand settings (theme, languages, links, registration fields, flags, rules)
  'catalog.manage', // vendors, games, categories, switches, maintenance, launch templates, wallet secrets, payment channels
  'outbox.read', // read the SMS and e-mail outboxes
  'reports.read', // GGR/NGR, deposits and withdrawals, players and bonus cost reports, CSV
  'audit.verify', // run the audit chain's verification
  'staff.manage', // create staff, change their role, brands and name, disable them, ask for and approve authenticator resets (owners)
  'jobs.manage', // see failed and stalled background jobs, retry or dismiss them (owners of every brand; jobs belong to no one brand)
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const GRANTS: Record<StaffRole, readonly StaffPermission[]> = {
  owner: STAFF_PERMISSIONS,
  finance: [
    'brands.read',
    'accounts.read',
    'ledger.read',
    'finance.decide',
    'finance.adjust',
    'lottery.read',
    'lottery.manage',
    'tables.read',
    'arena.read',
    'arena.manage',
    'bingo.read',
    'bingo.manage',
    'pvp.read',
    'pvp.manage',
    'sports.read',
    'sports.manage',
    'agents.read',
    'agents.manage',
    'messages.read',
    'missions.read',
    'missions.manage',
    'vip.read',
    'vip.manage',
    'points.read',
    'points.manage',
    'points.finance',
    'promotions.read',
    'promotions.manage',
    'referral.read',
    'referral.manage',
    'rg.read',
    'members.read',
    'reports.read',
  ],
  support: [
    'brands.read',
    'accounts.read',
    'lottery.read',
    'tables.read',
    'arena.read',
    'bingo.read',
    'pvp.read',
    'sports.read',
    'agents.read',
    'messages.read',
    'messages.manage',
    'feedback.manage',
    'chat.read',
    'chat.answer',
    'content.read',
    'content.manage',
    'missions.read',
    'vip.read',
    'points.read',
    'points.manage',
    'promotions.read',
    'referral.read',
    'rg.read',
    'rg.manage',
    'members.read',
    'members.manage',
    'outbox.read',
  ],
  auditor: [
    'brands.read',
    'staffAudit.read',
    'accounts.read',
    'ledger.read',
    'lottery.read',
    'tables.read',
    'arena.read',
    'bingo.read',
    'pvp.read',
    'sports.read',
    'agents.read',
    'messages.read',
    'chat.read',
    'content.read',
    'missions.read',
    'vip.read',
    'points.read',
    'promotions.read',
    'referral.read',
    'rg.read',
    'members.read',
    'outbox.read',
    'reports.read',
    'audit.verify',
  ],
};

export function staffCan(role: StaffRole, permission: StaffPermission): boolean {
  return GRANTS[role].includes(permission);
}

export function permissionsOf(role: StaffRole): StaffPermission[] {
  return [...GRANTS[role]];
}

/**
 * Permissions that reach across brands (every staff member, background jobs): held only by staff
 * of every brand, whatever their role. A brand-scoped owner is refused them by the server, so the
 * console is not told they hold them (issue 37: what a role cannot use is not shown).
 */
export const EVERY_BRAND_PERMISSIONS: readonly StaffPermission[] = ['staff.manage', 'jobs.manage'];

/** Whether a staff member with this role and brand scope (every brand or not) may do this. */
export function staffMay(role: StaffRole, allBrands: boolean, permission: StaffPermission): boolean {
  return staffCan(role, permission) && (allBrands || !EVERY_BRAND_PERMISSIONS.includes(permission));
}

/** What a staff member may do, as the console is told: the role's grants within their brand scope. */
export function permissionsFor(role: StaffRole, allBrands: boolean): StaffPermission[] {
  return GRANTS[role].filter((permission) => staffMay(role, allBrands, permission));
}
