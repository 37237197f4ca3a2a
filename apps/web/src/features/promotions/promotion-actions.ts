import type { PromotionKind, PromotionStatus } from '@pkg/contracts/promotions';

/**
 * What a promotion offers the player to do, by its kind and the player's status of it (SPEC.md
 * section 4's activity statuses): apply, check in, draw, go to the reward centre to claim, see the
 * wagering of a paid bonus, read how an automatic promotion pays, or nothing (coming, closed,
 * applied, done today).
 */
export type PromotionAction = 'apply' | 'zalo' | 'checkin' | 'raffle' | 'automatic' | 'rewards' | 'wagering' | 'none';

export function actionOf(kind: PromotionKind, status: PromotionStatus): PromotionAction {
  switch (status) {
    case 'Claim':
    case 'Issued':
      return 'rewards';
    case 'Process':
      return 'wagering';
    case 'comingSoon':
    case 'Close':
    case 'Applying':
    case 'Claimed':
      return 'none';
    case 'Rejected':
      // After a rejection the player may apply (or claim a Zalo reward) again (the server keeps one open application).
      return kind === 'apply' || kind === 'zalo' ? kind : 'none';
    case 'Joined':
      return kind === 'first_deposit' || kind === 'rebate' ? 'automatic' : 'none';
    case 'Join':
      if (kind === 'apply' || kind === 'zalo' || kind === 'checkin' || kind === 'raffle') return kind;
      if (kind === 'first_deposit' || kind === 'rebate') return 'automatic';
      return 'none';
  }
}

/** The card's status label key (promotions.status.*); an article (info) has none while it runs. */
export function statusLabelKey(kind: PromotionKind, status: PromotionStatus): string | null {
  if (kind === 'info' && status === 'Join') return null;
  return `promotions.status.${status}`;
}

/** The status a card shows: the player's own when logged in with a real account, else everyone's. */
export function shownStatus(publicStatus: PromotionStatus, mine: Record<string, PromotionStatus> | undefined, id: string): PromotionStatus {
  return mine?.[id] ?? publicStatus;
}
