import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatGmt8 } from '@pkg/web-kit/time';
import { fetchDraws, lotteryKeys } from '../../api/lottery';

/** At most this many waiting draws are listed above the desk; the filter shows them all. */
const SHOWN = 10;

/**
 * What needs a person on the lottery desk, shown before the list of every draw (issue 37): the
 * official draws whose time passed without an approved result, each saying whether it waits for
 * a result to be typed or imported or for a second staff member's approval. House draws, which
 * draw themselves every minute, never wait here.
 */
export function AwaitingDraws({ brandId, back }: { brandId: string; back: string }) {
  const { t } = useTranslation();
  const filter = { awaiting: 'true', limit: SHOWN + 1, brandId };
  const waiting = useQuery({
    queryKey: lotteryKeys.awaiting(filter),
    queryFn: () => fetchDraws(filter),
    refetchInterval: 30_000,
  });
  if (!waiting.data) return null;
  const draws = waiting.data.entries;
  return (
    <section className="bo-panel bo-draws-waiting" aria-labelledby="bo-draws-waiting">
      <h2 id="bo-draws-waiting">{t('boLottery.waiting.title')}</h2>
      {draws.length === 0 ? (
        <p>{t('boLottery.waiting.none')}</p>
      ) : (
        <ul>
          {draws.slice(0, SHOWN).map((draw) => (
            <li key={draw.id}>
              <Link to={`/lottery/${draw.id}`} state={{ back }}>
                {t('boLottery.waiting.draw', {
                  game: draw.stationName ? `${draw.gameName} · ${draw.stationName}` : draw.gameName,
                  numero: draw.numero,
                  at: formatGmt8(draw.drawAt),
                })}
              </Link>{' '}
              <span className={draw.pending ? 'bo-chip bo-chip--pending' : 'bo-chip'}>
                {t(draw.pending ? 'boLottery.needsApproval' : 'boLottery.waiting.needsResult')}
              </span>
            </li>
          ))}
        </ul>
      )}
      {draws.length > SHOWN && (
        <p>
          <Link to="/lottery?awaiting=1">{t('boLottery.waiting.all')}</Link>
        </p>
      )}
    </section>
  );
}
