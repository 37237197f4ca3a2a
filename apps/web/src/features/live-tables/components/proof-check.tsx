import { useTranslation } from 'react-i18next';
import type { RoundProofValue } from '@pkg/contracts/rounds';
import { readResult } from '../table-data';
import { resultText } from '../../../lib/table-result-text';
import { checkRound } from '../verify-round';

/**
 * The in-browser check of a dealt round (loaded only when asked for): whether the seed hashes to
 * the published hash, and the result recomputed from the seed, the context and the shoe's history
 * next to the one the table dealt.
 */
export function ProofCheck({ proof }: { proof: RoundProofValue }) {
  const { t } = useTranslation();
  const check = checkRound(proof);
  const stored = readResult(proof.result);
  const recomputed = check.recomputed ? readResult(check.recomputed) : null;
  const ok = check.hashMatches && check.resultMatches;
  return (
    <div className={`lt-check${ok ? ' lt-check--ok' : ' lt-check--bad'}`} data-testid="proof-check" data-ok={ok}>
      <p role="status" className="lt-check__verdict">
        {ok ? t('liveTables.proof.verified') : t('liveTables.proof.failed')}
      </p>
      <ul>
        <li>{check.hashMatches ? t('liveTables.proof.hashOk') : t('liveTables.proof.hashBad')}</li>
        {check.cardsBefore !== null && <li>{t('liveTables.proof.cardsBefore', { cards: check.cardsBefore })}</li>}
        <li>{t('liveTables.proof.recomputed', { result: recomputed ? resultText(t, recomputed) : '—' })}</li>
        <li>{t('liveTables.proof.dealt', { result: stored ? resultText(t, stored) : '—' })}</li>
      </ul>
    </div>
  );
}
