import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api-client';
import { useSystemStatus } from '../../../lib/brand';
import { formatGmt8 } from '@pkg/web-kit/time';
import { PASSKEYS_KEY, createPasskey, fetchPasskeys, removePasskey } from '../api/passkey-api';
import { failureOf, failureText } from '../failure';
import { hasDevicePasskey, rememberDevicePasskey, webAuthnAvailable } from '../passkey-device';
import './passkey.css';

/**
 * The security centre's passkeys (decision 073): each device that logs in with one click, when it
 * was added and last used, removed with one button; "Add this device" makes a passkey here.
 */
export function PasskeysPanel({ username }: { username: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: status } = useSystemStatus();
  const query = useQuery({ queryKey: PASSKEYS_KEY, queryFn: fetchPasskeys });
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });
  const fail = (thrown: unknown) =>
    setNotice({ tone: 'error', text: thrown instanceof ApiError ? failureText(t, failureOf(thrown)) : t('account.passkey.cancelled') });
  const add = useMutation({
    mutationFn: createPasskey,
    onMutate: () => setNotice(null),
    onSuccess: () => {
      rememberDevicePasskey(username);
      setNotice({ tone: 'success', text: t('security.passkeys.added') });
      void refresh();
    },
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: removePasskey,
    onMutate: () => setNotice(null),
    onSuccess: () => {
      setNotice({ tone: 'success', text: t('security.passkeys.removed') });
      void refresh();
    },
    onError: (thrown) => {
      fail(thrown);
      void refresh();
    },
  });
  if (!status?.flags.passkeyLogin) return null;
  const list = query.data?.list ?? [];
  const supported = webAuthnAvailable();
  // This device made one of the listed passkeys: another would only be refused by the device.
  const addable = supported && !(list.length > 0 && hasDevicePasskey(username));

  return (
    <section className="security-item" aria-labelledby="security-passkeys" data-testid="security-passkeys">
      <div className="security-item__head">
        <h4 id="security-passkeys">{t('security.passkeys.title')}</h4>
        {addable && (
          <button type="button" className="button button--ghost" onClick={() => add.mutate()} disabled={add.isPending}>
            {t('security.passkeys.add')}
          </button>
        )}
      </div>
      <p className="security-item__text">{t('security.passkeys.intro')}</p>
      {!supported && <p className="security-item__text">{t('security.passkeys.unsupported')}</p>}
      {query.isSuccess && list.length === 0 && <p className="security-item__text">{t('security.passkeys.none')}</p>}
      {list.length > 0 && (
        <ul className="passkey-list">
          {list.map((passkey) => (
            <li key={passkey.id} className="passkey-list__item">
              <div className="passkey-list__facts">
                <strong>{passkey.label}</strong>
                <span className="passkey-list__dates">
                  {t('security.passkeys.created', { date: formatGmt8(passkey.createdAt) })}
                  {passkey.lastUsedAt && ` · ${t('security.passkeys.lastUsed', { date: formatGmt8(passkey.lastUsedAt) })}`}
                </span>
              </div>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => remove.mutate(passkey.id)}
                disabled={remove.isPending}
                aria-label={t('security.passkeys.removeLabel', { label: passkey.label })}
              >
                {t('security.passkeys.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {query.error && <Notice tone="error">{failureText(t, failureOf(query.error))}</Notice>}
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
    </section>
  );
}
