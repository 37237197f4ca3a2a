import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StaffNoticeList } from '@pkg/contracts/staff';
import { fetchMyNotices, markMyNoticesRead, sessionKeys } from '../../api/session';
import { formatGmt8 } from '@pkg/web-kit/time';

const KEY = sessionKeys.notices;

/**
 * The signed-in staff member's notices (decision 060): failed sign-ins with their name, which
 * someone may be guessing. Shown until marked read; nothing locks the name, so the advice is to
 * tell an owner and keep the authenticator safe.
 */
export function SignInNotices() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const notices = useQuery({ queryKey: KEY, queryFn: fetchMyNotices });
  const read = useMutation({
    mutationFn: markMyNoticesRead,
    onSuccess: () => queryClient.setQueryData<StaffNoticeList>(KEY, { notices: [] }),
  });
  const list = notices.data?.notices ?? [];
  if (list.length === 0) return null;
  return (
    <div className="bo-panel bo-warning" role="alert" data-testid="sign-in-notices">
      <h2>{t('boSecurity.notices.title')}</h2>
      <ul>
        {list.map((notice) => (
          <li key={notice.id}>
            {t('boSecurity.notices.failures', {
              failures: String(notice.detail.failures ?? ''),
              ip: String(notice.detail.lastIp ?? ''),
              since: notice.detail.since ? formatGmt8(String(notice.detail.since)) : '',
              at: formatGmt8(notice.at),
            })}
          </li>
        ))}
      </ul>
      <p className="bo-note">{t('boSecurity.notices.advice')}</p>
      <button type="button" onClick={() => read.mutate()} disabled={read.isPending}>
        {t('boSecurity.notices.read')}
      </button>
    </div>
  );
}
