import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../components/ui/dialog';
import { SECURITY_KEY, fetchSecurityInfo } from '../features/account/api/security-api';
import { useModal } from '../lib/modal';

/**
 * Keeps the agent centre closed until the agent has a second factor (decision 060): the server
 * refuses an agent's calls with agent_second_factor_required until an authenticator is bound or the
 * phone proven by a code; this says so and opens the security centre instead of a centre of errors.
 */
export function AgentFactorGate({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const { open } = useModal();
  const query = useQuery({ queryKey: SECURITY_KEY, queryFn: fetchSecurityInfo });
  if (query.isPending) return null;
  if (!query.data?.agentFactorMissing) return children;
  return (
    <Dialog open onClose={onClose} title={t('security.agentFactor.title')}>
      <p data-testid="agent-factor-needed">{t('security.agentFactor.text')}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={() => open('memberCentre')}>
          {t('security.agentFactor.open')}
        </button>
      </div>
    </Dialog>
  );
}
