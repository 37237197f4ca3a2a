import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { dismissSessionEnd, type SessionEnd } from '../../../lib/session';
import { formatGmt8 } from '@pkg/web-kit/time';

/** The server ended the session at one of the player's time limits (decision 037): says which, and until when. */
export function SessionEndedNotice({ reason, until }: { reason: SessionEnd['reason']; until: string | undefined }) {
  const daily = reason === 'dailyLimit';
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useEffect(() => {
    // The account's data goes with the session.
    queryClient.removeQueries({ queryKey: ['member'] });
  }, [queryClient]);
  return (
    <Dialog
      open
      onClose={dismissSessionEnd}
      title={t(daily ? 'responsibleGaming.sessionEnded.dailyTitle' : 'responsibleGaming.sessionEnded.title')}
    >
      <div data-testid="rg-session-ended">
        <p>{t(daily ? 'errors.rg_daily_time_limit' : 'errors.rg_session_limit')}</p>
        {until && <p>{t('responsibleGaming.sessionEnded.until', { date: formatGmt8(until) })}</p>}
        <div className="dialog__actions">
          <button type="button" className="button button--primary" onClick={dismissSessionEnd}>
            {t('responsibleGaming.sessionEnded.ok')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
