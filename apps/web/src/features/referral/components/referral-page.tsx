import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEFAULT_CURRENCY, type Currency } from '@pkg/money/money';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useWhitelabel } from '../../../lib/brand';
import { useInvitation, useInvitees, useReferralTexts, useSummary } from '../api/referral-api';
import { ruleLines } from '../referral-format';
import { IncomeSummary } from './income-summary';
import { InvitationCard } from './invitation-card';
import { InviteeList } from './invitee-list';
import '../referral.css';

const PAGE_SIZE = 10;

function Failure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="form-error" role="alert">
      <p>{t(`errors.${error instanceof ApiError ? error.code : 'internal_error'}`)}</p>
      <button type="button" className="link-button" onClick={onRetry}>
        {t('referral.retry')}
      </button>
    </div>
  );
}

/**
 * Invite friends (member centre page `referral`, decision 034): the member's invitation link, code
 * and QR code, how it earns under the brand's rules, its income and its invited friends. An agent
 * is sent to the agent centre, whose invitation brings players into its team; a brand without the
 * programme says so.
 */
export function ReferralPage() {
  const { t } = useTranslation();
  const texts = useReferralTexts();
  const invitation = useInvitation();
  const isMember = invitation.data?.kind === 'member';
  const summary = useSummary(isMember);
  const [pageNo, setPageNo] = useState(1);
  const invitees = useInvitees(pageNo, PAGE_SIZE, isMember);
  const { data: brand } = useWhitelabel();
  const [, setParams] = useSearchParams();
  const currency: Currency = brand?.currency ?? DEFAULT_CURRENCY;

  function openPage(modal: string, param: string, page: string) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('modal', modal);
        next.set(param, page);
        return next;
      },
      { replace: true },
    );
  }

  if (!texts.data || invitation.isPending) return <Spinner />;
  if (!invitation.data) return <Failure error={invitation.error} onRetry={() => void invitation.refetch()} />;
  const value = invitation.data;

  return (
    <div className="referral-page" data-testid="referral-page">
      <h3 className="wallet-page__heading">{t('referral.title')}</h3>
      {value.kind === 'agent' ? (
        <EmptyState
          title={t('referral.agent.title')}
          text={t('referral.agent.text')}
          action={
            <button type="button" className="button button--primary" onClick={() => openPage('agentCentre', 'acPage', 'registerCenter')}>
              {t('referral.agent.open')}
            </button>
          }
        />
      ) : value.kind === 'off' ? (
        <EmptyState title={t('referral.off.title')} text={t('referral.off.text')} />
      ) : (
        <>
          <p className="referral-intro">{t('referral.intro')}</p>
          <InvitationCard invitation={value} />
          <section className="referral-card" aria-labelledby="referral-rules-title">
            <h4 id="referral-rules-title" className="referral-card__heading">
              {t('referral.rules.heading')}
            </h4>
            <ul className="referral-rules" data-testid="referral-rules">
              {ruleLines(value.rules, currency).map((line) => (
                <li key={line.key}>{t(`referral.rules.${line.key}`, line.values)}</li>
              ))}
            </ul>
            <p className="referral-note">{t('referral.rules.review')}</p>
          </section>
          {summary.data ? (
            <IncomeSummary summary={summary.data} currency={currency} onClaim={() => openPage('memberCentre', 'mcPage', 'rewardCenter')} />
          ) : summary.isPending ? (
            <Spinner />
          ) : (
            <Failure error={summary.error} onRetry={() => void summary.refetch()} />
          )}
          {invitees.data ? (
            <InviteeList page={invitees.data} currency={currency} onPage={setPageNo} />
          ) : invitees.isPending ? (
            <Spinner />
          ) : (
            <Failure error={invitees.error} onRetry={() => void invitees.refetch()} />
          )}
        </>
      )}
    </div>
  );
}
