/** Query keys of the referral desk; a decision or a rules change refreshes everything under it. */
export const REFERRAL_KEY = ['bo', 'referral'] as const;
