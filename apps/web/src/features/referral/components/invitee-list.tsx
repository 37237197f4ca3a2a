import { useTranslation } from 'react-i18next';
import type { ReferralInviteesValue } from '@pkg/contracts/referral';
import { formatMoney, type Currency } from '@pkg/money/money';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pager } from '../../../components/ui/pager';
import { formatGmt8 } from '@pkg/web-kit/time';

/**
 * The friends who signed up with the player's code, newest first: masked name, sign-up time
 * (GMT+8), status (with the deadline while in progress), qualified or not, and the reward with
 * where it stands in the reward centre. On phones each row is a card whose cells carry their names.
 */
export function InviteeList({
  page,
  currency,
  onPage,
}: {
  page: ReferralInviteesValue;
  currency: Currency;
  onPage: (pageNo: number) => void;
}) {
  const { t } = useTranslation();
  const columns = {
    friend: t('referral.list.friend'),
    registered: t('referral.list.registered'),
    status: t('referral.list.status'),
    qualified: t('referral.list.qualified'),
    reward: t('referral.list.reward'),
  };
  return (
    <section className="referral-card" aria-labelledby="referral-list-title">
      <h4 id="referral-list-title" className="referral-card__heading">
        {t('referral.list.heading')}
      </h4>
      {page.list.length === 0 ? (
        <EmptyState title={t('referral.list.empty')} />
      ) : (
        <div className="record-table referral-table">
          <table>
            <caption className="visually-hidden">{t('referral.list.timezone')}</caption>
            <thead>
              <tr>
                {Object.values(columns).map((name) => (
                  <th key={name} scope="col">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page.list.map((row, index) => (
                <tr key={`${row.username}-${row.registeredAt}-${index}`} data-testid="referral-invitee">
                  <td data-label={columns.friend}>{row.username}</td>
                  <td data-label={columns.registered}>{formatGmt8(row.registeredAt)}</td>
                  <td data-label={columns.status}>
                    <span className={`referral-status referral-status--${row.status}`}>{t(`referral.status.${row.status}`)}</span>
                    {row.status === 'pending' && (
                      <span className="referral-until">
                        {t('referral.list.until', { date: formatGmt8(row.windowEndsAt).slice(0, 10) })}
                      </span>
                    )}
                  </td>
                  <td data-label={columns.qualified}>{row.qualified ? t('referral.list.yes') : t('referral.list.no')}</td>
                  <td data-label={columns.reward} className="amount">
                    {row.rewardMinor ? formatMoney(BigInt(row.rewardMinor), currency) : '—'}
                    {row.rewardState && <span className="referral-until"> · {t(`referral.rewardState.${row.rewardState}`)}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="record-table__zone">{t('referral.list.timezone')}</p>
          <Pager pageNum={page.pageNum} totalPages={page.totalPages} onPage={onPage} />
        </div>
      )}
    </section>
  );
}
