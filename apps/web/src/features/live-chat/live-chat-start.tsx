import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countWords, type LiveChatOpened, type LiveChatSettings } from '@pkg/contracts/live-chat';
import { ApiError } from '../../lib/api-client';
import { solveHumanCheck } from '../../lib/human-check';
import { useSession } from '../../lib/session';
import { openChat } from './live-chat-api';

/** The form that opens a chat: a visitor's name, the question with its word counter, the human check for visitors. */
export function LiveChatStart({ settings, onStarted }: { settings: LiveChatSettings; onStarted: (opened: LiveChatOpened) => void }) {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const [name, setName] = useState('');
  const [question, setQuestion] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const words = countWords(question);
  const inBounds = words >= settings.minWords && words <= settings.maxWords;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!inBounds || busy) return;
    setBusy(true);
    setError(null);
    try {
      const body = loggedIn ? { question } : { name: name.trim() || undefined, question, humanCheck: await solveHumanCheck() };
      onStarted(await openChat(loggedIn, body as { question: string }));
    } catch (failure) {
      setError(t(`errors.${failure instanceof ApiError ? failure.code : 'internal_error'}`));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="live-chat__start" onSubmit={(event) => void submit(event)}>
      <p className="live-chat__hint">{t('liveChat.intro')}</p>
      {!loggedIn && (
        <label className="live-chat__field">
          <span>{t('liveChat.name')}</span>
          <input value={name} maxLength={40} autoComplete="nickname" onChange={(event) => setName(event.target.value)} />
        </label>
      )}
      <label className="live-chat__field">
        <span>{t('liveChat.question')}</span>
        <textarea value={question} rows={4} maxLength={2000} onChange={(event) => setQuestion(event.target.value)} />
      </label>
      <p
        className={`live-chat__count${question && !inBounds ? ' live-chat__count--bad' : ''}`}
        aria-live="polite"
        data-testid="chat-word-count"
      >
        {t('liveChat.words', { count: words, min: settings.minWords, max: settings.maxWords })}
      </p>
      {!loggedIn && <p className="live-chat__hint">{t('liveChat.humanCheck')}</p>}
      {error && (
        <p className="live-chat__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={!inBounds || busy}>
        {busy ? t('liveChat.starting') : t('liveChat.start')}
      </button>
    </form>
  );
}
