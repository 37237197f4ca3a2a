import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { dismissSessionEnd } from '../../../lib/session';
import { formatGmt8 } from '../../../lib/time';

/** The server ended the session at the player's time limit (decision 037): says why, and until when. */
export function SessionEndedNotice({ until }: { until: string | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useEffect(() => {
    // The account's data goes with the session.
    queryClient.removeQueries({ queryKey: ['member'] });
  }, [queryClient]);
  return (
    <Dialog open onClose={dismissSessionEnd} title={t('responsibleGaming.sessionEnded.title')}>
      <div data-testid="rg-session-ended">
        <p>{t('errors.rg_session_limit')}</p>
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
