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
}
