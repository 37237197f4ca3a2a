import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PromotionDetail as Detail, PromotionStatus } from '@pkg/contracts/promotions';
import { DEFAULT_CURRENCY, formatMoney } from '@pkg/money/money';
import { EmptyState } from '../../../components/ui/empty-state';
import { SafeHtml } from '../../../components/ui/safe-html';
import { Spinner } from '../../../components/ui/spinner';
import { useWhitelabel } from '../../../lib/brand';
import { useModal } from '../../../lib/modal';
import { useCheckIn, useMember, useMyStatuses, usePromotion, usePromotionTexts, useRaffle } from '../api/use-promotions';
import { failureText } from '../failure';
import { actionOf, shownStatus } from '../promotion-actions';
import { ruleLines } from '../promotion-rules';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { PROMOTION_PICTURE } from '../promotion-picture';
import { ApplyDialog } from './apply-dialog';
import { ZaloClaim } from './zalo-claim';
import { PromotionDates } from './promotion-dates';
import { PromotionStatusBadge } from './promotion-status';
import '../promotions.css';
import { Notice } from '../../../components/ui/notice';
import { useOperatorText } from '../../../lib/operator-text';

/**
 * One promotion (/promoDetail?id=...): its image, dates and status, the brand's text (HTML the
 * server sanitised, shown as the notices show announcements), its rules as readable lines, and the
 * action its kind and the player's status allow. Visitors get the login when they act, trial
 * accounts the real-account warning.
 */
export function PromotionDetailView({ id }: { id: string | null }) {
  const { t } = useTranslation();
  const texts = usePromotionTexts();
  const promotion = usePromotion(id);
  if (!texts.data || (id && promotion.isPending)) return <Spinner />;
  if (!id || !promotion.data) {
    return (
      <div className="promo-detail" data-testid="promotion-detail">
        {promotion.isError && promotion.error && (
          <p className="form-error" role="alert">
            {failureText(t, promotion.error)}
          </p>
        )}
        <EmptyState title={t('pages.promoDetail.empty')} text={t('pages.promoDetail.text')} />
        <Link to="/promotions">{t('promotions.back')}</Link>
      </div>
    );
  }
  return <Loaded promotion={promotion.data} />;
}

function Loaded({ promotion }: { promotion: Detail }) {
  const { t } = useTranslation();
  const currency = useWhitelabel().data?.currency ?? DEFAULT_CURRENCY;
  const mine = useMyStatuses();
  const status = shownStatus(promotion.status, mine.data, promotion.id);
  const lines = ruleLines(promotion.kind, promotion.rules, promotion.wageringBp, currency);
  const text = useOperatorText();
  return (
    <article className="promo-detail" data-testid="promotion-detail">
      <FallbackImage
        className="promo-detail__image"
        src={promotion.imageUrl ?? ''}
        alt=""
        loading="eager"
        fallbackSrc={PROMOTION_PICTURE}
      />
      <div className="promo-detail__head">
        <h2 className="promo-detail__title">{text(promotion.title)}</h2>
        <PromotionStatusBadge kind={promotion.kind} status={status} />
      </div>
      <PromotionDates startsAt={promotion.startsAt} endsAt={promotion.endsAt} />
      {promotion.summary && <p className="promo-detail__summary">{text(promotion.summary)}</p>}
      <PromotionAction promotion={promotion} status={status} />
      {lines.length > 0 && (
        <section className="promo-detail__rules" aria-labelledby="promo-rules-title">
          <h3 id="promo-rules-title">{t('promotions.rules.title')}</h3>
          <ul data-testid="promotion-rules">
            {lines.map((line, index) => (
              <li key={index}>
                {t(line.key, {
                  ...line.vars,
                  ...(typeof line.vars?.gameType === 'string'
                    ? { gameType: t(`nav.types.${line.vars.gameType}`, { defaultValue: line.vars.gameType }) }
                    : {}),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
      {promotion.content && <SafeHtml className="rich-text promo-detail__content" html={promotion.content} />}
      <Link className="promo-detail__back" to="/promotions">
        {t('promotions.back')}
      </Link>
    </article>
  );
}

/** The action of the promotion's kind and the player's status, and what it answered. */
function PromotionAction({ promotion, status }: { promotion: Detail; status: PromotionStatus }) {
  const { t } = useTranslation();
  const currency = useWhitelabel().data?.currency ?? DEFAULT_CURRENCY;
  const { loggedIn, isTrial } = useMember();
  const { open } = useModal();
  const [applying, setApplying] = useState(false);
  const checkIn = useCheckIn();
  const raffle = useRaffle();
  const action = actionOf(promotion.kind, status);

  /** Runs an action for a real account; visitors log in first, trial accounts are told to open a real one. */
  function asMember(run: () => void) {
    if (!loggedIn) open('login');
    else if (isTrial) open('realAccountNeeded');
    else run();
  }
  const openCentre = (page: 'rewardCenter' | 'bonusDetails') => asMember(() => open('memberCentre', { mcPage: page }));

  const error = checkIn.error ?? raffle.error;
  return (
    <div className="promo-action" data-testid="promotion-action">
      {action === 'apply' && (
        <button type="button" className="button button--primary" onClick={() => asMember(() => setApplying(true))}>
          {t('promotions.actions.apply')}
        </button>
      )}
      {action === 'zalo' && <ZaloClaim promotion={promotion} onAsk={asMember} />}
      {action === 'checkin' && (
        <button
          type="button"
          className="button button--primary"
          disabled={checkIn.isPending}
          onClick={() => asMember(() => checkIn.mutate(promotion.id))}
        >
          {t('promotions.actions.checkin')}
        </button>
      )}
      {action === 'raffle' && (
        <button
          type="button"
          className="button button--primary"
          disabled={raffle.isPending}
          onClick={() => asMember(() => raffle.mutate(promotion.id))}
        >
          {t('promotions.actions.raffle')}
        </button>
      )}
      {action === 'automatic' && (
        <p className="promo-action__note">
          {t(`promotions.actions.automatic.${promotion.kind === 'rebate' ? 'rebate' : 'firstDeposit'}`)}{' '}
          <button type="button" className="link-button" onClick={() => openCentre('rewardCenter')}>
            {t('promotions.actions.openRewards')}
          </button>
        </p>
      )}
      {action === 'rewards' && (
        <button type="button" className="button button--primary" onClick={() => openCentre('rewardCenter')}>
          {t('promotions.actions.claim')}
        </button>
      )}
      {action === 'wagering' && (
        <p className="promo-action__note">
          {t('promotions.actions.wagering')}{' '}
          <button type="button" className="link-button" onClick={() => openCentre('bonusDetails')}>
            {t('promotions.actions.openWagering')}
          </button>
        </p>
      )}
      {status === 'Applying' && (
        <p className="promo-action__note">{t(promotion.kind === 'zalo' ? 'promotions.zalo.applying' : 'promotions.actions.applying')}</p>
      )}
      {status === 'Rejected' && promotion.kind === 'zalo' && <p className="promo-action__note">{t('promotions.zalo.rejected')}</p>}
      {status === 'Joined' && (promotion.kind === 'checkin' || promotion.kind === 'raffle') && (
        <p className="promo-action__note">{t('promotions.actions.doneToday')}</p>
      )}
      {checkIn.data && (
        <Notice tone="success">
          {t('promotions.actions.checkedIn', {
            streak: checkIn.data.streak,
            amount: formatMoney(BigInt(checkIn.data.reward.amountMinor), currency),
          })}
        </Notice>
      )}
      {raffle.data && (
        <Notice tone={raffle.data.reward ? 'success' : 'info'}>
          {raffle.data.reward
            ? t('promotions.actions.prize', { amount: formatMoney(BigInt(raffle.data.prizeMinor), currency) })
            : t('promotions.actions.noPrize')}{' '}
          {raffle.data.reward && (
            <button type="button" className="link-button" onClick={() => openCentre('rewardCenter')}>
              {t('promotions.actions.openRewards')}
            </button>
          )}
        </Notice>
      )}
      {error && (
        <p className="form-error" role="alert">
          {failureText(t, error)}
        </p>
      )}
      {applying && <ApplyDialog promotion={promotion} onClose={() => setApplying(false)} />}
    </div>
  );
}
