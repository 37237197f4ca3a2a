import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { liveChatModes, type LiveChatSettings } from '@pkg/contracts/live-chat';
import { FailAlert, StatusNote } from '../../components/desk-ui';
import { addCanned, chatKeys, fetchCanned, fetchSettings, removeCanned, saveSettings } from '../../api/chat';

/** The brand's canned replies: listed for chat.read, added and removed with chat.answer (audited). */
export function CannedPanel({ brandId, canAnswer }: { brandId: string; canAnswer: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const canned = useQuery({ queryKey: chatKeys.canned(brandId), queryFn: () => fetchCanned(brandId) });
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const refresh = () => void client.invalidateQueries({ queryKey: chatKeys.canned(brandId) });
  const add = useMutation({
    mutationFn: () => addCanned(brandId, title, text),
    onSuccess: () => {
      setTitle('');
      setText('');
      refresh();
    },
  });
  const remove = useMutation({ mutationFn: removeCanned, onSuccess: refresh });
  return (
    <div className="chat-settings">
      <table className="bo-table">
        <thead>
          <tr>
            <th>{t('boChat.cannedTitle')}</th>
            <th>{t('boChat.cannedText')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {(canned.data?.replies ?? []).map((reply) => (
            <tr key={reply.id}>
              <td>{reply.title}</td>
              <td>{reply.text}</td>
              <td>
                {canAnswer && (
                  <button type="button" className="bo-secondary" onClick={() => remove.mutate(reply.id)}>
                    {t('boChat.remove')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <FailAlert of={remove} />
      {canAnswer && (
        <form
          className="chat-settings__form"
          onSubmit={(event) => {
            event.preventDefault();
            add.mutate();
          }}
        >
          <label>
            {t('boChat.cannedTitle')}
            <input value={title} maxLength={60} required onChange={(event) => setTitle(event.target.value)} />
          </label>
          <label>
            {t('boChat.cannedText')}
            <textarea value={text} maxLength={2000} rows={3} required onChange={(event) => setText(event.target.value)} />
          </label>
          <button type="submit">{t('boChat.add')}</button>
          <FailAlert of={add} />
        </form>
      )}
    </div>
  );
}

/** How the brand offers customer service (built-in chat, external links or both) and the question's word bounds. */
export function SettingsPanel({ brandId, canAnswer }: { brandId: string; canAnswer: boolean }) {
  const { t } = useTranslation();
  const settings = useQuery({ queryKey: chatKeys.settings(brandId), queryFn: () => fetchSettings(brandId) });
  if (!settings.data) return settings.isError ? <FailAlert of={settings} /> : <p>{t('boConsole.loading')}</p>;
  return <SettingsForm key={JSON.stringify(settings.data)} brandId={brandId} initial={settings.data} canAnswer={canAnswer} />;
}

function SettingsForm({ brandId, initial, canAnswer }: { brandId: string; initial: LiveChatSettings; canAnswer: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form, setForm] = useState(initial);
  const save = useMutation({
    mutationFn: () => saveSettings(brandId, form),
    onSuccess: (saved) => client.setQueryData(chatKeys.settings(brandId), saved),
  });
  return (
    <form
      className="chat-settings__form"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <fieldset disabled={!canAnswer}>
        <legend>{t('boChat.mode')}</legend>
        {liveChatModes.map((mode) => (
          <label key={mode} className="chat-settings__choice">
            <input type="radio" name="mode" checked={form.mode === mode} onChange={() => setForm({ ...form, mode })} />
            {t(`boChat.modes.${mode}`)}
          </label>
        ))}
      </fieldset>
      <p className="bo-note">{t('boChat.wordsNote')}</p>
      <label>
        {t('boChat.minWords')}
        <input
          type="number"
          min={1}
          max={1000}
          value={form.minWords}
          disabled={!canAnswer}
          onChange={(event) => setForm({ ...form, minWords: Number(event.target.value) })}
        />
      </label>
      <label>
        {t('boChat.maxWords')}
        <input
          type="number"
          min={1}
          max={1000}
          value={form.maxWords}
          disabled={!canAnswer}
          onChange={(event) => setForm({ ...form, maxWords: Number(event.target.value) })}
        />
      </label>
      {canAnswer && (
        <button type="submit" disabled={save.isPending}>
          {t('boChat.save')}
        </button>
      )}
      {save.isSuccess && <StatusNote text={t('boChat.saved')} />}
      <FailAlert of={save} />
    </form>
  );
}
