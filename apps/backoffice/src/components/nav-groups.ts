import type { StaffMe } from '@pkg/contracts/staff';
import type { StaffPermission } from '@pkg/contracts/staff-roles';

/** One desk in the menu: where it is, its name's key (the desk's own title) and what opening it needs. */
export interface NavLinkEntry {
  to: string;
  label: string;
  permission: StaffPermission;
}

export interface NavGroup {
  /** Its heading is boConsole.navGroups.<id>. */
  id: 'money' | 'players' | 'games' | 'agents' | 'marketing' | 'brand' | 'reports';
  links: readonly NavLinkEntry[];
}

/**
 * The console's menu grouped by the job (decision 069): money, players, games, agents, marketing,
 * brand and staff, reports. Each desk sits in one group, named by its page's title (so a link's
 * name is the heading it opens); the permission is the one the desk's first call needs.
 */
export const NAV_GROUPS: readonly NavGroup[] = [
  {
    id: 'money',
    links: [
      { to: '/deposits', label: 'boConsole.deposits.title', permission: 'finance.decide' },
      { to: '/withdrawals', label: 'boConsole.withdrawals.title', permission: 'finance.decide' },
      { to: '/adjustments', label: 'boConsole.adjustments.title', permission: 'finance.adjust' },
      { to: '/ledger', label: 'boConsole.ledger.title', permission: 'ledger.read' },
    ],
  },
  {
    id: 'players',
    links: [
      { to: '/members', label: 'boMembers.title', permission: 'members.read' },
      { to: '/rg', label: 'boRg.title', permission: 'rg.read' },
      { to: '/messages', label: 'boMessages.messages.title', permission: 'messages.read' },
      { to: '/feedback', label: 'boMessages.feedback.title', permission: 'feedback.manage' },
      { to: '/chat', label: 'boChat.title', permission: 'chat.read' },
    ],
  },
  {
    id: 'games',
    links: [
      { to: '/catalog', label: 'boCatalog.title', permission: 'brands.read' },
      { to: '/lottery', label: 'boLottery.title', permission: 'lottery.read' },
      { to: '/tables', label: 'boTables.title', permission: 'tables.read' },
      { to: '/bingo', label: 'boBingo.title', permission: 'bingo.read' },
      { to: '/sports', label: 'boSports.title', permission: 'sports.read' },
      { to: '/arena', label: 'boArena.title', permission: 'arena.read' },
      { to: '/pvp', label: 'boPvp.title', permission: 'pvp.read' },
    ],
  },
  {
    id: 'agents',
    links: [
      { to: '/agents/settlements', label: 'boAgents.settlements.title', permission: 'agents.read' },
      { to: '/agents/contracts', label: 'boAgents.contracts.title', permission: 'agents.read' },
    ],
  },
  {
    id: 'marketing',
    links: [
      { to: '/promotions', label: 'boPromotions.title', permission: 'promotions.read' },
      { to: '/missions', label: 'boMissions.title', permission: 'missions.read' },
      { to: '/points', label: 'boPoints.title', permission: 'points.read' },
      { to: '/vip', label: 'boVip.title', permission: 'vip.read' },
      { to: '/referral', label: 'boReferral.title', permission: 'referral.read' },
      { to: '/notices', label: 'boMessages.notices.title', permission: 'messages.read' },
      { to: '/help', label: 'boHelp.title', permission: 'content.read' },
    ],
  },
  {
    id: 'brand',
    links: [
      { to: '/brand', label: 'boBrand.title', permission: 'brands.read' },
      { to: '/staff', label: 'boStaff.title', permission: 'staff.manage' },
      { to: '/audit', label: 'boConsole.audit.title', permission: 'staffAudit.read' },
      { to: '/outbox', label: 'boCatalog.outbox.title', permission: 'outbox.read' },
      { to: '/jobs', label: 'boJobs.title', permission: 'jobs.manage' },
    ],
  },
  { id: 'reports', links: [{ to: '/reports', label: 'boReports.title', permission: 'reports.read' }] },
];

/** The groups with the desks this staff member may open; a group with none is left out. */
export function navGroupsFor(me: Pick<StaffMe, 'permissions'>): NavGroup[] {
  return NAV_GROUPS.map((group) => ({ ...group, links: group.links.filter((link) => me.permissions.includes(link.permission)) })).filter(
    (group) => group.links.length > 0,
  );
}
