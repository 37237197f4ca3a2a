import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoArena } from '@pkg/contracts/arena';
import { FailAlert, Field } from '../../components/desk-ui';
import { formatGmt8 } from '@pkg/web-kit/time';
import { endArenaEvent, openArenaFight, setArenaStream, startArenaEvent } from '../../api/arena';
import { useArenaChange } from './arena-ui';

/** Starts an event: title, venue and the HLS stream address (optional). */
function StartEvent({ arena }: { arena: BoArena }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ title: '', venue: '', streamUrl: '' });
  const start = useArenaChange(
    (body: typeof form) => startArenaEvent(arena.tableId, body),
    () => setForm({ title: '', venue: '', streamUrl: '' }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate(form);
  };
  return (
    <form className="bo-form" onSubmit={submit} aria-label={t('boArena.event.start')}>
      <Field
        label={t('boArena.event.titleField')}
        value={form.title}
        maxLength={80}
        required
        onChange={(e) => setForm({ ...form, title: e.target.value })}
      />
      <Field
        label={t('boArena.event.venue')}
        value={form.venue}
        maxLength={80}
        onChange={(e) => setForm({ ...form, venue: e.target.value })}
      />
      <Field
        label={t('boArena.event.stream')}
        value={form.streamUrl}
        maxLength={500}
        placeholder="https://…/live.m3u8"
        onChange={(e) => setForm({ ...form, streamUrl: e.target.value })}
      />
      <p className="bo-note">{t('boArena.event.rulesFixed', { plasada: arena.settings.rules.plasadaBp / 100 })}</p>
      <button type="submit" disabled={start.isPending || form.title.trim() === ''}>
        {t('boArena.event.start')}
      </button>
      <FailAlert of={start} />
    </form>
  );
}

/** The running event: its stream address, and ending it. */
function RunningEvent({ arena, canManage }: { arena: BoArena; canManage: boolean }) {
  const { t } = useTranslation();
  const event = arena.event as NonNullable<BoArena['event']>;
  const [streamUrl, setStreamUrl] = useState(event.streamUrl ?? '');
  const stream = useArenaChange((body: { streamUrl: string }) => setArenaStream(arena.tableId, body));
  const end = useArenaChange((body: object) => endArenaEvent(arena.tableId, body));
  return (
    <>
      <dl className="bo-facts">
        <dt>{t('boArena.event.titleField')}</dt>
        <dd>{event.title}</dd>
        <dt>{t('boArena.event.venue')}</dt>
        <dd>{event.venue || '—'}</dd>
        <dt>{t('boArena.event.started')}</dt>
        <dd>{formatGmt8(event.startedAt)}</dd>
        <dt>{t('boArena.event.rules')}</dt>
        <dd>
          {t('boArena.rules.summary', {
            plasada: event.rules.plasadaBp / 100,
            draw: event.rules.drawOddsX10k / 10_000,
            lopsided: event.rules.lopsidedCancel ? event.rules.lopsidedCancel.returnBp / 100 : '—',
          })}
        </dd>
      </dl>
      {canManage && (
        <form
          className="bo-inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            stream.mutate({ streamUrl: streamUrl.trim() });
          }}
        >
          <Field
            label={t('boArena.event.stream')}
            value={streamUrl}
            maxLength={500}
            placeholder="https://…/live.m3u8"
            onChange={(e) => setStreamUrl(e.target.value)}
          />
          <button type="submit" disabled={stream.isPending}>
            {t('boArena.event.saveStream')}
          </button>
          <button type="button" className="bo-danger" disabled={end.isPending} onClick={() => end.mutate({})}>
            {t('boArena.event.end')}
          </button>
        </form>
      )}
      <FailAlert of={stream} />
      <FailAlert of={end} />
    </>
  );
}

/** Opens the event's next fight with its card: each corner's name and a line of detail. */
export function OpenFight({ arena }: { arena: BoArena }) {
  const { t } = useTranslation();
  const empty = { meron: '', meronDetail: '', wala: '', walaDetail: '' };
  const [form, setForm] = useState(empty);
  const open = useArenaChange(
    (body: object) => openArenaFight(arena.tableId, body),
    () => setForm(empty),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    open.mutate({
      meron: { name: form.meron.trim(), detail: form.meronDetail.trim() },
      wala: { name: form.wala.trim(), detail: form.walaDetail.trim() },
    });
  };
  const set = (name: keyof typeof empty) => (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value });
  return (
    <form className="bo-form bo-panel" onSubmit={submit} aria-labelledby="bo-arena-open">
      <h2 id="bo-arena-open">{t('boArena.open.title')}</h2>
      <Field label={t('boArena.open.meron')} value={form.meron} maxLength={60} required onChange={set('meron')} />
      <Field label={t('boArena.open.meronDetail')} value={form.meronDetail} maxLength={120} onChange={set('meronDetail')} />
      <Field label={t('boArena.open.wala')} value={form.wala} maxLength={60} required onChange={set('wala')} />
      <Field label={t('boArena.open.walaDetail')} value={form.walaDetail} maxLength={120} onChange={set('walaDetail')} />
      <button type="submit" disabled={open.isPending || !form.meron.trim() || !form.wala.trim()}>
        {t('boArena.open.submit')}
      </button>
      <FailAlert of={open} />
    </form>
  );
}

/** The arena's event: the running one, or the form that starts the next. */
export function EventDesk({ arena, canManage }: { arena: BoArena; canManage: boolean }) {
  const { t } = useTranslation();
  const live = arena.event?.status === 'live';
  return (
    <section className="bo-panel" aria-labelledby="bo-arena-event">
      <h2 id="bo-arena-event">{live ? t('boArena.event.live') : t('boArena.event.none')}</h2>
      {live ? <RunningEvent key={arena.event?.eventId} arena={arena} canManage={canManage} /> : canManage && <StartEvent arena={arena} />}
    </section>
  );
}
