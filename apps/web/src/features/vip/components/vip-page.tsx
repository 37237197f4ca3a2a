import { useTranslation } from 'react-i18next';
import type { VipLevel, VipPeriodRule, VipStatusValue } from '@pkg/contracts/vip';
import { DEFAULT_CURRENCY, formatMoney, type Currency } from '@pkg/money/money';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useWhitelabel } from '../../../lib/brand';
import { useModal } from '../../../lib/modal';
import { useSession } from '../../../lib/session';
import { formatGmt8 } from '@pkg/web-kit/time';
import { useHasVip, useVipHistory, useVipStatus, useVipTable, useVipTexts } from '../api/use-vip';
import { wageringMultiple } from '@pkg/web-kit/wagering';
import { VipLevelIcon } from './vip-level-icon';
import { ProgressRow } from './vip-progress';
import '../vip.css';

/**
 * /vip: the brand's level table for everyone; for a logged-in real account also its level, bars
 * with the exact figures still needed for the next level and to keep this one, its recent level
 * changes, and the way to the reward centre, where upgrade bonuses and monthly gifts are claimed.
 */
export function VipPage() {
  const { t } = useTranslation();
  const texts = useVipTexts();
  const table = useVipTable();
  const { data: brand } = useWhitelabel();
  const { loggedIn, isTrial } = useSession();
  const hasVip = useHasVip();
  const { open } = useModal();
  const currency = brand?.currency ?? DEFAULT_CURRENCY;

  if (!texts.data || table.isPending) return <Spinner />;
  if (table.isError) {
    return (
      <EmptyState
        title={t('vip.loadFailed')}
        action={
          <button type="button" className="button" onClick={() => void table.refetch()}>
            {t('vip.retry')}
          </button>
        }
      />
    );
  }
  const levels = table.data.levels;
  return (
    <div className="vip">
      {hasVip && <StatusCard currency={currency} />}
      {!loggedIn && (
        <div className="vip-prompt">
          <p>{t('vip.loginPrompt')}</p>
          <button type="button" className="button button--primary" onClick={() => open('login')}>
            {t('vip.login')}
          </button>
        </div>
      )}
      {isTrial && <p className="vip-prompt">{t('vip.trial')}</p>}
      <section className="vip-levels" aria-labelledby="vip-levels-title">
        <h2 id="vip-levels-title" className="vip__heading">
          {t('vip.levels.title')}
        </h2>
        {levels.length === 0 ? (
          <EmptyState title={t('vip.levels.empty')} />
        ) : (
          <>
            <p className="vip__rule">{ruleText(t, table.data.rule)}</p>
            <ol className="vip-levels__list">
              {levels.map((level) => (
                <LevelCard key={level.level} level={level} currency={currency} />
              ))}
            </ol>
          </>
        )}
      </section>
    </div>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

function ruleText(t: T, rule: VipPeriodRule): string {
  const period = rule.kind === 'rolling' ? t('vip.rule.rolling', { days: rule.rollingDays }) : t('vip.rule.month');
  return `${period} ${rule.match === 'all' ? t('vip.rule.all') : t('vip.rule.any')}`;
}

function LevelCard({ level, currency }: { level: VipLevel; currency: Currency }) {
  const { t } = useTranslation();
  const { data: status } = useVipStatus();
  const mine = status?.level === level.level;
  const money = (minor: string) => formatMoney(BigInt(minor), currency);
  const turnover = (bp: number) =>
    bp > 0 && <span className="vip-level__turnover">{t('vip.levels.turnover', { times: wageringMultiple(bp) })}</span>;
  return (
    <li
      className={`vip-level${mine ? ' vip-level--mine' : ''}`}
      style={{ borderColor: level.colour }}
      data-testid={`vip-level-${level.level}`}
    >
      <div className="vip-level__head">
        <VipLevelIcon iconUrl={level.iconUrl} colour={level.colour} size={40} />
        <div>
          <p className="vip-level__number">{t('vip.levels.level', { level: level.level })}</p>
          <h3 className="vip-level__name">{level.name}</h3>
        </div>
        {mine && <span className="badge vip-level__mine">{t('vip.levels.yours')}</span>}
      </div>
      <dl className="vip-level__facts">
        {level.betMinor !== '0' && (
          <>
            <dt>{t('vip.levels.bets')}</dt>
            <dd>{money(level.betMinor)}</dd>
          </>
        )}
        {level.depositMinor !== '0' && (
          <>
            <dt>{t('vip.levels.deposits')}</dt>
            <dd>{money(level.depositMinor)}</dd>
          </>
        )}
        <dt>{t('vip.levels.upgradeBonus')}</dt>
        <dd>
          {level.upgradeBonusMinor === '0' ? (
            t('vip.levels.none')
          ) : (
            <>
              {money(level.upgradeBonusMinor)}
              {turnover(level.upgradeWageringBp)}
            </>
          )}
        </dd>
        <dt>{t('vip.levels.monthlyGift')}</dt>
        <dd>
          {level.monthlyGiftMinor === '0' ? (
            t('vip.levels.none')
          ) : (
            <>
              {money(level.monthlyGiftMinor)}
              {turnover(level.giftWageringBp)}
            </>
          )}
        </dd>
        {level.keepBetMinor !== '0' && (
          <>
            <dt>{t('vip.levels.keepBets')}</dt>
            <dd>{money(level.keepBetMinor)}</dd>
          </>
        )}
        {level.keepDepositMinor !== '0' && (
          <>
            <dt>{t('vip.levels.keepDeposits')}</dt>
            <dd>{money(level.keepDepositMinor)}</dd>
          </>
        )}
      </dl>
      {level.perks && <p className="vip-level__perks">{level.perks}</p>}
    </li>
  );
}

function StatusCard({ currency }: { currency: Currency }) {
  const { t } = useTranslation();
  const status = useVipStatus();
  const history = useVipHistory();
  const { open } = useModal();
  if (status.isPending) return <Spinner />;
  if (status.isError) return <p className="vip-status vip-status--failed">{t('vip.loadFailed')}</p>;
  const value: VipStatusValue = status.data;
  return (
    <section className="vip-status" aria-labelledby="vip-status-title" data-testid="vip-status">
      <div className="vip-status__head">
        {value.level > 0 && <VipLevelIcon iconUrl={value.iconUrl} colour={value.colour} size={56} />}
        <div>
          <h2 id="vip-status-title" className="vip__heading">
            {t('vip.status.title')}
          </h2>
          <p className="vip-status__level" data-testid="vip-status-level">
            {value.level > 0 ? t('vip.status.level', { level: value.level, name: value.name }) : t('vip.status.none')}
          </p>
        </div>
      </div>
      <p className="vip-status__period">
        {t('vip.status.period', { from: formatGmt8(value.periodStart), to: formatGmt8(value.periodEnd) })}
      </p>
      {value.next ? (
        <div className="vip-status__block">
          <h3 className="vip-status__sub">{t('vip.status.next', { name: value.next.name, level: value.next.level })}</h3>
          {value.next.bet && <ProgressRow label={t('vip.levels.bets')} progress={value.next.bet} currency={currency} />}
          {value.next.deposit && <ProgressRow label={t('vip.levels.deposits')} progress={value.next.deposit} currency={currency} />}
          {value.rule.match === 'any' && value.next.bet && value.next.deposit && <p className="vip__rule">{t('vip.rule.any')}</p>}
        </div>
      ) : (
        value.level > 0 && <p className="vip-status__top">{t('vip.status.top')}</p>
      )}
      {value.keep && (value.keep.bet || value.keep.deposit) && (
        <div className="vip-status__block">
          <h3 className="vip-status__sub">{t('vip.status.keep')}</h3>
          {value.keep.bet && <ProgressRow label={t('vip.levels.bets')} progress={value.keep.bet} currency={currency} />}
          {value.keep.deposit && <ProgressRow label={t('vip.levels.deposits')} progress={value.keep.deposit} currency={currency} />}
          {value.keep.protectedUntil && (
            <p className="vip-status__note">{t('vip.status.protected', { date: formatGmt8(value.keep.protectedUntil) })}</p>
          )}
        </div>
      )}
      <div className="vip-status__rewards">
        <p>{t('vip.status.rewardsText')}</p>
        <button type="button" className="button button--primary" onClick={() => open('memberCentre', { mcPage: 'rewardCenter' })}>
          {t('vip.status.rewardsLink')}
        </button>
      </div>
      {history.data && history.data.list.length > 0 && (
        <div className="vip-status__block">
          <h3 className="vip-status__sub">{t('vip.history.title')}</h3>
          <ul className="vip-history">
            {history.data.list.map((change) => (
              <li key={`${change.at}-${change.toLevel}`}>
                <span>{formatGmt8(change.at)}</span>
                <span>{t(`vip.history.reasons.${change.reason}`, { from: change.fromLevel, to: change.toLevel })}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
