import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOutletContext } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BoMessage, BoMessageDraft, BoMessagePreview, BoMessageSend, MessageAudience } from '@pkg/contracts/messages';
import type { StaffMe } from '@pkg/contracts/staff';
import { formatGmt8, gmt8InputInstant } from '@pkg/web-kit/time';
import { AUDIENCES, NAMED_AUDIENCES, errorText } from './engagement-ui';
import './engagement.css';
import { AmountTokenHint } from '../../components/desk-ui';
import { fetchMessages, messagesKeys, previewMessage, sendMessage, withdrawMessage } from '../../api/messages';

const MESSAGES_KEY = messagesKeys.messages;

/**
 * Platform messages (decision 031): compose a message (title, HTML, audience: one player, everyone,
 * all agents, all members, an agent's team), preview it as players will see it with the number of
 * accounts it reaches, send it now or at a time (optionally until an expiry), and withdraw one.
 */
export function MessagesPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const canManage = me.permissions.includes('messages.manage');
  const list = useQuery({ queryKey: MESSAGES_KEY, queryFn: fetchMessages });
  return (
    <section aria-labelledby="bo-messages">
      <div className="bo-page-head">
        <h1 id="bo-messages">{t('boMessages.messages.title')}</h1>
      </div>
      {canManage && <ComposeForm me={me} />}
      <h2>{t('boMessages.messages.sent')}</h2>
      {list.isError && <p className="bo-error">{errorText(list.error, t('boConsole.loadFailed'))}</p>}
      <div className="bo-scroll">
        <table className="bo-table">
          <thead>
            <tr>
              <th>{t('boMessages.messages.columns.title')}</th>
              <th>{t('boMessages.messages.columns.audience')}</th>
              <th>{t('boMessages.messages.columns.publishAt')}</th>
              <th>{t('boMessages.messages.columns.expiresAt')}</th>
              <th>{t('boMessages.messages.columns.state')}</th>
              <th>{t('boMessages.messages.columns.reads')}</th>
              <th>{t('boMessages.messages.columns.by')}</th>
              {canManage && <th />}
            </tr>
          </thead>
          <tbody>
            {(list.data?.entries ?? []).map((message) => (
              <MessageRow key={message.id} message={message} canManage={canManage} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function MessageRow({ message, canManage }: { message: BoMessage; canManage: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const withdraw = useMutation({
    mutationFn: () => withdrawMessage(message.id),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
  return (
    <tr>
      <td className="bo-wrap">{message.title}</td>
      <td>
        {t(`boMessages.audiences.${message.audience}`)}
        {message.audienceUsername ? `: ${message.audienceUsername}` : ''}
      </td>
      <td>{formatGmt8(message.publishAt)}</td>
      <td>{message.expiresAt ? formatGmt8(message.expiresAt) : '—'}</td>
      <td>{t(`boMessages.states.${message.state}`)}</td>
      <td className="bo-number">{message.reads}</td>
      <td>{message.createdBy ?? '—'}</td>
      {canManage && (
        <td>
          {(message.state === 'live' || message.state === 'scheduled') && (
            <button type="button" className="bo-danger" disabled={withdraw.isPending} onClick={() => withdraw.mutate()}>
              {t('boMessages.messages.withdraw')}
            </button>
          )}
          {withdraw.isError && <span className="bo-error">{errorText(withdraw.error, t('boConsole.loadFailed'))}</span>}
        </td>
      )}
    </tr>
  );
}

function ComposeForm({ me }: { me: StaffMe }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [brandId, setBrandId] = useState(me.brands[0]?.id ?? '');
  const [title, setTitle] = useState('');
  const [html, setHtml] = useState('');
  const [audience, setAudience] = useState<MessageAudience>('all');
  const [username, setUsername] = useState('');
  const [publishAt, setPublishAt] = useState('');
  const [expiresAt, setExpiresAt] = useState('');
  const [includeLater, setIncludeLater] = useState(false);
  const [preview, setPreview] = useState<BoMessagePreview | null>(null);
  const [done, setDone] = useState<BoMessage | null>(null);

  const draft = (): BoMessageDraft => ({
    brandId,
    title: title.trim(),
    html,
    audience: { kind: audience, ...(NAMED_AUDIENCES.includes(audience) ? { username: username.trim() } : {}) },
  });
  const previewCall = useMutation({
    mutationFn: () => previewMessage(draft()),
    onSuccess: setPreview,
  });
  const sendCall = useMutation({
    mutationFn: () => {
      const body: BoMessageSend = { ...draft(), includeLaterAccounts: includeLater };
      const publish = gmt8InputInstant(publishAt);
      const expires = gmt8InputInstant(expiresAt);
      if (publish) body.publishAt = publish;
      if (expires) body.expiresAt = expires;
      return sendMessage(body);
    },
    onSuccess: (message) => {
      setDone(message);
      setPreview(null);
      setTitle('');
      setHtml('');
      setUsername('');
      void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    sendCall.mutate();
  }

  const failure = previewCall.error ?? sendCall.error;
  return (
    <form className="bo-panel bo-form bo-compose" onSubmit={submit} aria-labelledby="bo-compose">
      <h2 id="bo-compose">{t('boMessages.compose.title')}</h2>
      {me.brands.length > 1 && (
        <label>
          {t('boMessages.compose.brand')}
          <select value={brandId} onChange={(event) => setBrandId(event.target.value)}>
            {me.brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.code}
              </option>
            ))}
          </select>
        </label>
      )}
      <label>
        {t('boMessages.compose.subject')}
        <input type="text" value={title} maxLength={120} required onChange={(event) => setTitle(event.target.value)} />
      </label>
      <label>
        {t('boMessages.compose.body')}
        <textarea value={html} required onChange={(event) => setHtml(event.target.value)} />
        <AmountTokenHint />
      </label>
      <label>
        {t('boMessages.compose.audience')}
        <select value={audience} onChange={(event) => setAudience(event.target.value as MessageAudience)}>
          {AUDIENCES.map((kind) => (
            <option key={kind} value={kind}>
              {t(`boMessages.audiences.${kind}`)}
            </option>
          ))}
        </select>
      </label>
      {NAMED_AUDIENCES.includes(audience) && (
        <label>
          {t(audience === 'team' ? 'boMessages.compose.agent' : 'boMessages.compose.player')}
          <input type="text" value={username} required onChange={(event) => setUsername(event.target.value)} />
        </label>
      )}
      <label>
        {t('boMessages.compose.publishAt')}
        <input type="datetime-local" value={publishAt} onChange={(event) => setPublishAt(event.target.value)} />
      </label>
      <label>
        {t('boMessages.compose.expiresAt')}
        <input type="datetime-local" value={expiresAt} onChange={(event) => setExpiresAt(event.target.value)} />
      </label>
      {audience !== 'player' && (
        <label className="bo-check">
          <input type="checkbox" checked={includeLater} onChange={(event) => setIncludeLater(event.target.checked)} />
          {t('boMessages.compose.includeLater')}
        </label>
      )}
      <p className="bo-note">{t('boMessages.compose.timeNote')}</p>
      <div className="bo-actions">
        <button
          type="button"
          className="bo-secondary"
          disabled={previewCall.isPending || !title.trim() || !html.trim()}
          onClick={() => previewCall.mutate()}
        >
          {t('boMessages.compose.preview')}
        </button>
        <button type="submit" disabled={sendCall.isPending}>
          {publishAt ? t('boMessages.compose.schedule') : t('boMessages.compose.send')}
        </button>
      </div>
      {failure && (
        <p className="bo-error" role="alert">
          {errorText(failure, t('boConsole.loadFailed'))}
        </p>
      )}
      {done && (
        <p className="bo-outcome" role="status">
          {t(done.state === 'scheduled' ? 'boMessages.compose.scheduled' : 'boMessages.compose.sent', { title: done.title })}
        </p>
      )}
      {preview && (
        <div aria-label={t('boMessages.compose.previewLabel')} role="region">
          <p>{t('boMessages.compose.recipients', { count: preview.recipients })}</p>
          <strong>{preview.title}</strong>
          {/* The server-cleaned HTML, shown in a sandboxed frame: nothing in it can run or reach the console. */}
          <iframe className="bo-preview" sandbox="" srcDoc={preview.content} title={t('boMessages.compose.previewLabel')} />
        </div>
      )}
    </form>
  );
}
