import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { bingoResultView } from '@pkg/contracts/bingo';
import { ballOrder } from '@pkg/games/bingo/ball-order';
import { commitmentOf, fairRandom } from '@pkg/games/lottery/fair-draw';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { bingoKeys, fetchProof } from '../api/bingo-api';

/**
 * A game's proof (decisions 053, 057): the seed's hash, published before the first ball; after
 * the last ball the seed and its context, and a check in this browser that the seed has that hash
 * and that ballOrder(fairRandom(seed, context)) gives exactly the balls called.
 */
export function ProofDialog({ roundId, onClose }: { roundId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const proof = useQuery({ queryKey: bingoKeys.proof(roundId), queryFn: () => fetchProof(roundId) });
  const [checked, setChecked] = useState<boolean | null>(null);
  const data = proof.data;
  const result = data?.result ? bingoResultView.safeParse(data.result) : null;
  const balls = result?.success ? result.data.balls : [];
  const check = () => {
    if (!data?.seed || !result?.success) return;
    const format = result.data.format === '75' ? 75 : 90;
    const order = ballOrder(format, fairRandom(data.seed, data.context)).slice(0, balls.length);
    setChecked(commitmentOf(data.seed) === data.seedHash && order.every((ball, index) => ball === balls[index]));
  };
  return (
    <Dialog open onClose={onClose} title={t('bingo.proof.title', { seq: data?.seq ?? '' })} size="wide">
      {proof.isPending ? (
        <Spinner />
      ) : !data ? (
        <p className="form-error">{t('errors.internal_error')}</p>
      ) : (
        <div className="bingo-proof" data-testid="bingo-proof">
          <dl>
            <dt>{t('bingo.proof.hash')}</dt>
            <dd className="bingo-proof__hex">{data.seedHash ?? '—'}</dd>
            <dt>{t('bingo.proof.seed')}</dt>
            <dd className="bingo-proof__hex">{data.seed ?? t('bingo.proof.hidden')}</dd>
            <dt>{t('bingo.proof.context')}</dt>
            <dd className="bingo-proof__hex">{data.context}</dd>
            {balls.length > 0 && (
              <>
                <dt>{t('bingo.proof.balls')}</dt>
                <dd>{balls.join(' · ')}</dd>
              </>
            )}
          </dl>
          {data.seed && balls.length > 0 && (
            <button type="button" className="button button--primary" onClick={check}>
              {t('bingo.proof.check')}
            </button>
          )}
          {checked !== null && (
            <p
              role="status"
              data-testid="bingo-proof-check"
              data-ok={String(checked)}
              className={checked ? 'bingo-proof__ok' : 'form-error'}
            >
              {t(checked ? 'bingo.proof.ok' : 'bingo.proof.bad')}
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
