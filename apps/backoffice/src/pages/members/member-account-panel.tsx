import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BoMemberProfile } from '@pkg/contracts/members';
import { formatGmt8 } from '@pkg/web-kit/time';
import { AccountType } from './members-ui';

export const at = (iso: string | null) => (iso ? formatGmt8(iso) : '—');

/** The player's account as staff read it: brand, type, upline, contact, sign-up, sign-in, two-factor, lock and labels. */
export function MemberAccountPanel({ value }: { value: BoMemberProfile }) {
  const { t } = useTranslation();
  const { account, lock } = value;
  const locked = lock.lockedAt !== null;
  return (
    <div className="bo-panel" id="member-account">
      <h2>{t('boMembers.profile.account')}</h2>
      <dl className="bo-facts">
        <Fact label={t('boMembers.cols.brand')}>{account.brandCode}</Fact>
        <Fact label={t('boMembers.profile.nickname')}>{account.nickname ?? '—'}</Fact>
        <Fact label={t('boMembers.cols.type')}>
          <AccountType type={account.accountType} />
        </Fact>
        <Fact label={t('boMembers.profile.upline')}>
          {account.upline ? <Link to={`/members/${account.upline.id}`}>{account.upline.username}</Link> : '—'}
        </Fact>
        <Fact label={t('boMembers.profile.downline')}>{account.downline}</Fact>
        <Fact label={t('boMembers.cols.mobile')}>{account.mobile ?? '—'}</Fact>
        <Fact label={t('boMembers.profile.email')}>{account.email ?? '—'}</Fact>
        <Fact label={t('boMembers.profile.language')}>{account.language}</Fact>
        <Fact label={t('boMembers.cols.registered')}>
          {at(account.registeredAt)} · {account.registerMethod} · {account.registerIp ?? '—'}
        </Fact>
        <Fact label={t('boMembers.cols.lastLogin')}>{at(account.lastLoginAt)}</Fact>
        <Fact label={t('boMembers.profile.passwordChanged')}>
          {at(account.passwordChangedAt)}
          {account.mustChangePassword && ` · ${t('boMembers.profile.mustChange')}`}
        </Fact>
        <Fact label={t('boMembers.profile.memberSite')}>{account.memberSite ? t('boMembers.yes') : t('boMembers.no')}</Fact>
        <Fact label={t('boMembers.profile.twoFactor')}>
          {value.twoFactor.authenticatorBound ? t('boMembers.profile.authenticatorBound') : t('boMembers.profile.authenticatorNone')}
          {value.twoFactor.lockedFactors.length > 0 &&
            ` · ${t('boMembers.profile.lockedFactors', { factors: value.twoFactor.lockedFactors.map((factor) => t(`boMembers.factors.${factor}`)).join(', ') })}`}
        </Fact>
        <Fact label={t('boMembers.profile.lock')}>
          {locked ? t('boMembers.profile.lockedSince', { at: at(lock.lockedAt), reason: lock.reason ?? '' }) : t('boMembers.active')}
          {lock.failedLoginsLockedUntil && <> · {t('boMembers.profile.failedLock', { until: at(lock.failedLoginsLockedUntil) })}</>}
        </Fact>
        <Fact label={t('boMembers.labels.club')}>{value.labels.clubLabel ?? '—'}</Fact>
        <Fact label={t('boMembers.labels.member')}>{value.labels.memberLabels.join(', ') || '—'}</Fact>
      </dl>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
