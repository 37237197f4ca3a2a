import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { useWhitelabel } from '../../../lib/brand';
import { RG_SESSION_KEY, fetchRgSession, markRealityCheckSeen } from '../api/responsible-gaming-api';
import { failureText } from '../failure';
import { showMinor } from '../rg-money';
import { elapsedOf, msUntil } from '../session-clock';

// The session view is read again this often, so a limit reached while the tab is open shows soon.
const POLL_MS = 60_000;

/**
 * A real account's session view (decision 037): when a reality check is due it shows the elapsed
 * time and the session's net result with "continue" and "log out"; at the limit's end it asks
 * again, so the server ends the session. `endSession` is the account feature's logout.
 */
export function RealityCheck({ endSession }: { endSession: () => Promise<void> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: brand } = useWhitelabel();
  const session = useQuery({ queryKey: RG_SESSION_KEY, queryFn: fetchRgSession, refetchInterval: POLL_MS, retry: false });
  const [due, setDue] = useState(false);
  const view = session.data;
  const fetchedAt = session.dataUpdatedAt;
  const { refetch } = session;

  useEffect(() => {
    if (!view) return undefined;
    const timers: ReturnType<typeof setTimeout>[] = [];
    // Due when the server's time has reached the next check; otherwise ask again then (the answer decides).
    const wait = view.nextCheckAt === null ? null : msUntil(view.nextCheckAt, view, fetchedAt, Date.now());
    setDue(wait !== null && wait <= 0);
    if (wait !== null && wait > 0) timers.push(setTimeout(() => void refetch(), wait + 500));
    // At the limit's end, asking again lets the server end the session and say so.
    if (view.endsAt) timers.push(setTimeout(() => void refetch(), Math.max(0, msUntil(view.endsAt, view, fetchedAt, Date.now())) + 1000));
    return () => timers.forEach(clearTimeout);
  }, [view, fetchedAt, refetch]);

  const seen = useMutation({
    mutationFn: markRealityCheckSeen,
    onSuccess: (next) => {
      queryClient.setQueryData(RG_SESSION_KEY, next);
      setDue(false);
    },
  });
  const [leaving, setLeaving] = useState(false);

  if (!view || !due || !brand) return null;
  const elapsed = elapsedOf(view, fetchedAt, Date.now());
  const net = BigInt(view.netMinor);
  const show = (minor: bigint) => showMinor(minor.toString(), view.currency, brand.currency);
  const result =
    net > 0n
      ? t('responsibleGaming.reality.won', { amount: show(net) })
      : net < 0n
        ? t('responsibleGaming.reality.lost', { amount: show(-net) })
        : t('responsibleGaming.reality.even');

  async function logOut() {
    setLeaving(true);
    await endSession();
    navigate('/index');
  }

  return (
    <Dialog open onClose={() => undefined} dismissible={false} title={t('responsibleGaming.reality.title')}>
      <div data-testid="rg-reality-check">
        <p>{t('responsibleGaming.reality.elapsed', elapsed)}</p>
        <p data-testid="rg-reality-net">{result}</p>
        <p className="field__hint">{t('responsibleGaming.reality.staked', { amount: show(BigInt(view.stakesMinor)) })}</p>
        {seen.error && (
          <p className="form-error" role="alert">
            {failureText(t, seen.error)}
          </p>
        )}
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={() => void logOut()} disabled={leaving} aria-busy={leaving}>
            {t('responsibleGaming.reality.logout')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => seen.mutate()}
            disabled={seen.isPending || leaving}
            aria-busy={seen.isPending}
          >
            {t('responsibleGaming.reality.continue')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
