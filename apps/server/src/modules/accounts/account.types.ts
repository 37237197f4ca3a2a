/** An account as the services use it. */
export interface Account {
  id: string;
  merchantId: string;
  username: string;
  passwordHash: string | null;
  accountType: number;
  memberSite: boolean;
  uplineId: string | null;
  nickname: string | null;
  mobileDialingCode: string | null;
  mobileNumber: string | null;
  email: string | null;
  affiliateCode: string | null;
  language: string;
  passwordChangedAt: Date | null;
  mustChangePassword: boolean;
  lastLoginAt: Date | null;
  /** Set while staff keep the account locked (decision 038): no way of logging in works, and no stake is taken. */
  lockedAt: Date | null;
  /** SPEC.md section 3's labels, set by staff on the Members desk (decision 038). */
  clubLabel: string | null;
  memberLabels: string[];
}
