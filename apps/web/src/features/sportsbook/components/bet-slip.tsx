import { useTranslation } from 'react-i18next';
import type { OddsFormatName, OddsPolicy, SportsSessionValue } from '@pkg/contracts/sports';
import { formatMoney, parseMajorInput } from '@pkg/money/money';
import { formatOdds } from '@pkg/games/sports/odds-formats';
import { marketTitle, selectionLabel } from '../../../lib/sports-labels';
import { parlayAllowed, parlayOddsText, potentialReturn, priceMove, type SlipPick } from '../slip-state';
import type { SlipOutcome, Sportsbook } from '../use-sportsbook';

const POLICIES: readonly OddsPolicy[] = ['accept_higher', 'accept_any', 'none'];

/** One pick of the slip: what it is on, its price (with the move since it was tapped), its single's stake. */
function PickRow({
  pick,
  book,
  format,
  session,
}: {
  pick: SlipPick;
  book: Sportsbook;
  format: OddsFormatName;
  session: SportsSessionValue;
}) {
  const { t } = useTranslation();
  const label = selectionLabel(t, pick.definition, pick.code, pick, pick.name);
  const move = priceMove(pick);
  const stake = parseMajorInput(book.slip.stakes[pick.selectionId] ?? '', session.currency);
  const returns = potentialReturn(stake ?? 0n, [pick], BigInt(session.rules.maxPayoutMinor));
  return (
    <li className="sb-pick" data-testid="sb-pick">
      <div className="sb-pick__head">
        <span className="sb-pick__label">{label}</span>
        <span className={`sb-pick__odds${move ? ` sb-pick__odds--${move}` : ''}`}>
          {pick.open ? formatOdds(pick.priceX10k, format) : t('sports.suspended')}
        </span>
        <button
          type="button"
          className="icon-button sb-pick__remove"
          aria-label={t('sports.slip.remove', { selection: label })}
          onClick={() => book.remove(pick.selectionId)}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className="sb-pick__market">
        {marketTitle(t, pick.definition, pick.sportCode)} · {pick.fixtureName}
      </p>
      {move && (
        <p className="sb-pick__moved" role="status">
          {t('sports.slip.priceChanged', { from: formatOdds(pick.seenPriceX10k, format) })}
        </p>
      )}
      <label className="sb-stake">
        <span>{t('sports.slip.stake')}</span>
        <input
          inputMode="decimal"
          value={book.slip.stakes[pick.selectionId] ?? ''}
          onChange={(event) => book.setStake(pick.selectionId, event.target.value)}
          aria-label={t('sports.slip.stakeFor', { selection: label })}
        />
        {returns > 0n && (
          <span className="sb-stake__returns">{t('sports.slip.returns', { amount: formatMoney(returns, session.currency) })}</span>
        )}
      </label>
    </li>
  );
}

/** What became of each bet placed: accepted, waiting for its in-play check, rejected or refused with why. */
function Outcomes({ outcomes, session }: { outcomes: readonly SlipOutcome[]; session: SportsSessionValue }) {
  const { t } = useTranslation();
  if (outcomes.length === 0) return null;
  return (
    <ul className="sb-outcomes" aria-label={t('sports.outcome.title')} aria-live="polite">
      {outcomes.map((outcome) => (
        <li key={outcome.id} className={`sb-outcome sb-outcome--${outcome.state}`} data-testid="sb-outcome" data-state={outcome.state}>
          <strong>{t(`sports.outcome.${outcome.state}`)}</strong>{' '}
          {outcome.kind === 'parlay'
            ? t('sports.outcome.parlay', { count: outcome.picks.length })
            : selectionLabel(t, outcome.picks[0]!.definition, outcome.picks[0]!.code, outcome.picks[0]!, outcome.picks[0]!.name)}{' '}
          · {formatMoney(outcome.stakeMinor, session.currency)}
          {outcome.code && <span className="sb-outcome__why"> {t(`errors.${outcome.code}`)}</span>}
          {outcome.limitMinor && (
            <span className="sb-outcome__why">
              {' '}
              {t('sports.outcome.limit', { amount: formatMoney(BigInt(outcome.limitMinor), session.currency) })}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The bet slip: a drawer over the page on a phone (opened by the floating button), a column beside
 * the fixtures on a wide screen. Singles for every pick, the parlay when the picks are of different
 * fixtures, the odds-change preference, what it all returns, and the place button.
 */
export function BetSlip({
  book,
  session,
  open,
  onClose,
}: {
  book: Sportsbook;
  session: SportsSessionValue;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { picks } = book.slip;
  const format = session.settings.oddsFormat;
  const maxPayout = BigInt(session.rules.maxPayoutMinor);
  const canParlay = parlayAllowed(picks, session.rules.parlayMaxLegs);
  const parlayStake = parseMajorInput(book.slip.parlayStake, session.currency) ?? 0n;
  const singles = picks.reduce(
    (sum, pick) => sum + (parseMajorInput(book.slip.stakes[pick.selectionId] ?? '', session.currency) ?? 0n),
    0n,
  );
  const total = singles + (canParlay ? parlayStake : 0n);
  const moved = picks.some((pick) => priceMove(pick) !== null);
  return (
    <aside
      id="sb-slip"
      className={`sb-slip${open ? ' sb-slip--open' : ''}`}
      aria-labelledby="sb-slip-title"
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <header className="sb-slip__head">
        <h2 id="sb-slip-title" className="sb-slip__title">
          {t('sports.slip.title')} <span className="sb-chip__count">{picks.length}</span>
        </h2>
        <button type="button" className="icon-button sb-slip__close" aria-label={t('sports.slip.close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <Outcomes outcomes={book.outcomes} session={session} />
      {picks.length === 0 ? (
        <p className="sb-empty">{t('sports.slip.empty')}</p>
      ) : (
        <>
          <h3 className="sb-slip__section">{t('sports.slip.singles')}</h3>
          <ul className="sb-picks">
            {picks.map((pick) => (
              <PickRow key={pick.selectionId} pick={pick} book={book} format={format} session={session} />
            ))}
          </ul>
          <h3 className="sb-slip__section">{t('sports.slip.parlay')}</h3>
          {canParlay ? (
            <label className="sb-stake sb-stake--parlay">
              <span>{t('sports.slip.parlayOdds', { count: picks.length, odds: parlayOddsText(picks) })}</span>
              <input
                inputMode="decimal"
                value={book.slip.parlayStake}
                onChange={(event) => book.setParlayStake(event.target.value)}
                aria-label={t('sports.slip.parlayStake')}
              />
              {parlayStake > 0n && (
                <span className="sb-stake__returns">
                  {t('sports.slip.returns', { amount: formatMoney(potentialReturn(parlayStake, picks, maxPayout), session.currency) })}
                </span>
              )}
            </label>
          ) : (
            <p className="sb-note">{t('sports.slip.parlayNeeds', { count: session.rules.parlayMinLegs })}</p>
          )}
          <label className="sb-policy">
            <span>{t('sports.slip.policy')}</span>
            <select
              value={session.settings.policy}
              onChange={(event) => book.settings.mutate({ ...session.settings, policy: event.target.value as OddsPolicy })}
            >
              {POLICIES.map((policy) => (
                <option key={policy} value={policy}>
                  {t(`sports.slip.policies.${policy}`)}
                </option>
              ))}
            </select>
          </label>
          {moved && (
            <button type="button" className="button button--ghost sb-accept" onClick={book.acceptPrices}>
              {t('sports.slip.acceptOdds')}
            </button>
          )}
          <p className="sb-note">
            {t('sports.slip.total', { amount: formatMoney(total, session.currency) })} ·{' '}
            {t('sports.slip.maxPayout', { amount: formatMoney(maxPayout, session.currency) })}
          </p>
          <p className="sb-note">{t('sports.slip.inPlayNote', { seconds: Math.round(session.rules.inPlayDelayMs / 1000) })}</p>
          <div className="sb-slip__actions">
            <button type="button" className="button button--ghost" onClick={book.clear}>
              {t('sports.slip.clear')}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={total === 0n || book.placing}
              onClick={() => void book.place(session.settings.policy)}
            >
              {book.placing ? t('sports.slip.placing') : t('sports.slip.place')}
            </button>
          </div>
        </>
      )}
    </aside>
  );
}
