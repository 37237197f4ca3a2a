import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { OddsFormatName, SlipView } from '@pkg/contracts/sports';
import { formatMoney, type Currency } from '@pkg/money/money';
import { formatOdds } from '@pkg/games/sports/odds-formats';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatGmt8 } from '@pkg/web-kit/time';
import { fetchSlips, sportsKeys } from '../api/sportsbook-api';
import { marketTitle, selectionLabel } from '../../../lib/sports-labels';

/** How a slip reads to its player: waiting, rejected, open, won, lost, void (stake back) or returned in part. */
function slipState(slip: SlipView): string {
  if (slip.status !== 'settled') return slip.status;
  const back = BigInt(slip.returnMinor ?? '0');
  const stake = BigInt(slip.stakeMinor);
  return back === 0n ? 'lost' : back > stake ? 'won' : back === stake ? 'push' : 'partial';
}

function SlipCard({ slip, currency, format }: { slip: SlipView; currency: Currency; format: OddsFormatName }) {
  const { t } = useTranslation();
  const state = slipState(slip);
  return (
    <li className={`sb-bet sb-bet--${state}`} data-testid="sb-bet" data-state={state} data-slip={slip.slipId}>
      <div className="sb-bet__head">
        <strong>{slip.kind === 'parlay' ? t('sports.outcome.parlay', { count: slip.legs.length }) : t('sports.bets.single')}</strong>
        <span className={`sb-badge sb-badge--${state}`}>{t(`sports.bets.statuses.${state}`)}</span>
      </div>
      <ul className="sb-bet__legs">
        {slip.legs.map((leg) => (
          <li key={leg.legIndex}>
            <span>
              {selectionLabel(t, leg.definition, leg.selectionCode, leg, leg.selectionName)} @ {formatOdds(leg.priceX10k, format)}
            </span>
            <span className="sb-bet__market">
              {marketTitle(t, leg.definition, leg.sportCode)} · {leg.fixtureName}
            </span>
            {leg.result && <span className={`sb-leg sb-leg--${leg.result}`}>{t(`sports.bets.legResults.${leg.result}`)}</span>}
          </li>
        ))}
      </ul>
      <p className="sb-bet__money">
        {t('sports.bets.stake', { amount: formatMoney(BigInt(slip.stakeMinor), currency) })} ·{' '}
        {slip.returnMinor !== null
          ? t('sports.bets.returned', { amount: formatMoney(BigInt(slip.returnMinor), currency) })
          : t('sports.bets.toReturn', { amount: formatMoney(BigInt(slip.potentialReturnMinor), currency) })}
      </p>
      <p className="sb-bet__time">
        {formatGmt8(slip.placedAt)}
        {slip.rejectCode && ` · ${t(`errors.${slip.rejectCode}`)}`}
      </p>
    </li>
  );
}

/** The player's bets, open (waiting or running) and settled, newest first. */
export function MyBets({
  token,
  currency,
  format,
  onClose,
}: {
  token: string;
  currency: Currency;
  format: OddsFormatName;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [which, setWhich] = useState<'open' | 'settled'>('open');
  const slips = useQuery({ queryKey: sportsKeys.slips(token, which), queryFn: () => fetchSlips(token, which) });
  return (
    <Dialog open onClose={onClose} title={t('sports.bets.title')} size="wide">
      <div className="sb-tabs" role="tablist" aria-label={t('sports.bets.title')}>
        {(['open', 'settled'] as const).map((tab) => (
          <button key={tab} type="button" role="tab" aria-selected={which === tab} className="sb-chip" onClick={() => setWhich(tab)}>
            {t(`sports.bets.${tab}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t(`sports.bets.${which}`)}>
        {slips.isPending && <Spinner />}
        {slips.isError && <p className="form-error">{t('errors.internal_error')}</p>}
        {slips.data && slips.data.slips.length === 0 && <p className="sb-empty">{t('sports.bets.none')}</p>}
        {slips.data && slips.data.slips.length > 0 && (
          <ul className="sb-bets">
            {slips.data.slips.map((slip) => (
              <SlipCard key={slip.slipId} slip={slip} currency={currency} format={format} />
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
