import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatGmt8 } from '@pkg/web-kit/time';
import { useProof } from '../api/use-lottery';
import { isVnFormat } from '../lottery-params';
import type { ProofCheck } from '../proof-check';
import { ResultBalls } from './result-balls';
import { VnPrizeTable } from './vn-prize-table';

/**
 * A draw's proof: the seed hash published before betting closed, the seed revealed after the
 * draw, the context it was drawn for, and a Verify button that recomputes both in the browser
 * (the hashing code loads only when asked). Official Vietnamese results have no seed: they were
 * typed in from the official draw and approved by a second staff member, and the dialog says so.
 */
export function ProofDialog({ gameCode, numero, onClose }: { gameCode: string; numero: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const proof = useProof(gameCode, numero);
  const [check, setCheck] = useState<{ numero: string; outcome: ProofCheck | null } | null>(null);
  const [verifying, setVerifying] = useState(false);
  const data = proof.data;
  const verify = async () => {
    if (!data) return;
    setVerifying(true);
    try {
      const { checkProof } = await import('../proof-check');
      setCheck({ numero: data.numero, outcome: checkProof(data) });
    } finally {
      setVerifying(false);
    }
  };
  const outcome = check && check.numero === data?.numero ? check.outcome : undefined;
  return (
    <Dialog open={numero !== null} onClose={onClose} title={t('lottery.proof.title', { numero: numero ?? '' })} size="wide">
      {proof.isPending ? (
        <Spinner />
      ) : proof.isError || !data ? (
        <p className="form-error" role="alert">
          {t('lottery.proof.loadFailed')}
        </p>
      ) : (
        <div className="lottery-proof" data-testid="lottery-proof">
          <dl className="lottery-facts">
            <div>
              <dt>{t('lottery.proof.status')}</dt>
              <dd>{t(`lottery.drawStatuses.${data.status}`)}</dd>
            </div>
            <div>
              <dt>{t('lottery.proof.drawAt')}</dt>
              <dd>{formatGmt8(data.drawAt)}</dd>
            </div>
            <div>
              <dt>{t('lottery.proof.source')}</dt>
              <dd>{t(`lottery.proof.sources.${data.source}`)}</dd>
            </div>
            <div className="lottery-facts__wide">
              <dt>{t('lottery.proof.seedHash')}</dt>
              <dd>
                <code>{data.seedHash ?? t('lottery.proof.none')}</code>
              </dd>
            </div>
            <div className="lottery-facts__wide">
              <dt>{t('lottery.proof.seed')}</dt>
              <dd>
                <code>{data.seed ?? t(data.source === 'official' ? 'lottery.proof.none' : 'lottery.proof.seedLater')}</code>
              </dd>
            </div>
            <div className="lottery-facts__wide">
              <dt>{t('lottery.proof.context')}</dt>
              <dd>
                <code>{data.context}</code>
              </dd>
            </div>
          </dl>
          {data.result &&
            (isVnFormat(data.format) ? <VnPrizeTable format={data.format} numbers={data.result} /> : <ResultBalls numbers={data.result} />)}
          {data.source === 'official' ? (
            <p className="lottery-muted">{t('lottery.proof.officialNote')}</p>
          ) : (
            <p className="lottery-muted">{t('lottery.proof.howTo')}</p>
          )}
          {data.source === 'house' && (
            <button
              type="button"
              className="button button--primary"
              onClick={() => void verify()}
              disabled={verifying || !data.seed || !data.result}
            >
              {t(verifying ? 'lottery.proof.verifying' : 'lottery.proof.verify')}
            </button>
          )}
          <p
            role="status"
            className={outcome ? (outcome.commitment && outcome.result ? 'lottery-proof__ok' : 'lottery-proof__bad') : undefined}
          >
            {outcome === null
              ? t('lottery.proof.notYet')
              : outcome
                ? outcome.commitment && outcome.result
                  ? t('lottery.proof.match')
                  : t('lottery.proof.mismatch', {
                      hash: t(outcome.commitment ? 'lottery.proof.ok' : 'lottery.proof.bad'),
                      result: t(outcome.result ? 'lottery.proof.ok' : 'lottery.proof.bad'),
                    })
                : ''}
          </p>
        </div>
      )}
    </Dialog>
  );
}
