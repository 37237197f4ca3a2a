import { Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RoundView } from '@pkg/contracts/rounds';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { lazyView } from '../../../lib/lazy-view';
import { fetchRoundProof, liveTableKeys } from '../api/live-tables-api';

const ProofCheck = lazyView(() => import('./proof-check').then((m) => ({ default: m.ProofCheck })));

/**
 * The proof of the table's rounds (decision 053): the seed hash of the round being bet on (it is
 * published before betting closes, so the seed cannot be chosen after the bets), and for a dealt
 * round its revealed seed and context, with a check that recomputes the result here in the
 * browser from the seed, the context and the shoe's history.
 */
export function ProofDialog({
  current,
  dealt,
  initialRoundId,
  onClose,
}: {
  current: RoundView | null;
  /** Dealt rounds to choose from, newest first. */
  dealt: ReadonlyArray<{ roundId: string; seq: number }>;
  initialRoundId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [roundId, setRoundId] = useState(initialRoundId ?? dealt[0]?.roundId ?? null);
  const choices = dealt.some((round) => round.roundId === roundId) || !roundId ? dealt : [{ roundId, seq: 0 }, ...dealt];
  return (
    <Dialog open onClose={onClose} title={t('liveTables.proof.title')} size="wide">
      <div className="lt-proof" data-testid="table-proof">
        <p>{t('liveTables.proof.intro')}</p>
        {current && current.status === 'open' && (
          <section className="lt-proof__block">
            <h3>{t('liveTables.proof.current', { seq: current.seq })}</h3>
            <dl className="lt-proof__facts">
              <dt>{t('liveTables.proof.seedHash')}</dt>
              <dd className="lt-proof__hex" data-testid="proof-current-hash">
                {current.seedHash ?? '—'}
              </dd>
              <dt>{t('liveTables.proof.seed')}</dt>
              <dd>{t('liveTables.proof.seedLater')}</dd>
            </dl>
          </section>
        )}
        {choices.length > 0 && roundId && (
          <section className="lt-proof__block">
            <label className="lt-proof__choose">
              <span>{t('liveTables.proof.choose')}</span>
              <select value={roundId} onChange={(event) => setRoundId(event.target.value)}>
                {choices.map((round) => (
                  <option key={round.roundId} value={round.roundId}>
                    {round.seq > 0 ? t('liveTables.stage.round', { seq: round.seq }) : round.roundId}
                  </option>
                ))}
              </select>
            </label>
            <DealtProof key={roundId} roundId={roundId} />
          </section>
        )}
      </div>
    </Dialog>
  );
}

function DealtProof({ roundId }: { roundId: string }) {
  const { t } = useTranslation();
  const proof = useQuery({ queryKey: liveTableKeys.proof(roundId), queryFn: () => fetchRoundProof(roundId), staleTime: 60_000 });
  const [checking, setChecking] = useState(false);
  if (proof.isPending) return <Spinner />;
  if (proof.isError) {
    return (
      <p className="form-error" role="alert">
        {t(`errors.${(proof.error as { code?: string }).code ?? 'internal_error'}`)}
      </p>
    );
  }
  const value = proof.data;
  return (
    <>
      <dl className="lt-proof__facts">
        <dt>{t('liveTables.proof.seedHash')}</dt>
        <dd className="lt-proof__hex">{value.seedHash ?? '—'}</dd>
        <dt>{t('liveTables.proof.seed')}</dt>
        <dd className="lt-proof__hex" data-testid="proof-seed">
          {value.seed ?? t('liveTables.proof.seedLater')}
        </dd>
        <dt>{t('liveTables.proof.context')}</dt>
        <dd className="lt-proof__hex">{value.context}</dd>
      </dl>
      {value.seed &&
        (checking ? (
          <Suspense fallback={<Spinner />}>
            <ProofCheck proof={value} />
          </Suspense>
        ) : (
          <button type="button" className="button button--primary" onClick={() => setChecking(true)}>
            {t('liveTables.proof.verify')}
          </button>
        ))}
    </>
  );
}
