import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOutletContext } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BoNotice, BoNoticeInput, BoNoticeKind } from '@pkg/contracts/notices';
import type { StaffMe } from '@pkg/contracts/staff';
import { formatGmt8, gmt8Input, gmt8InputInstant } from '@pkg/web-kit/time';
import {
  LINK_KINDS,
  NOTICE_KINDS,
  NOTICE_LANGUAGES,
  POPUP_AUDIENCES,
  POPUP_FREQUENCIES,
  errorText,
  isAnnouncementKind,
} from './engagement-ui';
import './engagement.css';
import { AmountTokenHint } from '../../components/desk-ui';
import { fetchNotices, messagesKeys, saveNotice, uploadBannerImage } from '../../api/messages';

const noticesKey = messagesKeys.notices;

/** The editable fields of a banner or popup, from a stored one or blank for a new one. */
function inputOf(kind: BoNoticeKind, brandId: string, notice: BoNotice | null): BoNoticeInput {
  return notice
    ? {
        brandId: notice.brandId,
        kind,
        language: notice.language as BoNoticeInput['language'],
        title: notice.title,
        html: notice.html,
        ...(notice.imageUrl ? { imageUrl: notice.imageUrl } : {}),
        link: notice.link as BoNoticeInput['link'],
        sort: notice.sort,
        platforms: notice.platforms,
        startAt: notice.startAt,
        endAt: notice.endAt,
        frequency: notice.frequency,
        audience: notice.audience,
        enabled: notice.enabled,
      }
    : {
        brandId,
        kind,
        language: 'EN',
        title: '',
        html: '',
        link: null,
        sort: 0,
        platforms: ['W', 'M'],
        startAt: new Date().toISOString(),
        endAt: null,
        frequency: 'session',
        audience: 'after',
        enabled: true,
      };
}

/**
 * Home banners and popups (decision 031): the list of a brand's banners (image, link, order,
 * window, platforms) or popups (content, how often, before or after login), switched on or off in
 * place, created and edited in a form.
 */
export function NoticesPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const canManage = me.permissions.includes('messages.manage');
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<BoNoticeKind>('banner');
  const [editing, setEditing] = useState<BoNotice | 'new' | null>(null);
  const list = useQuery({ queryKey: noticesKey(kind), queryFn: () => fetchNotices(kind) });
  const toggle = useMutation({
    mutationFn: (notice: BoNotice) => saveNotice(notice.id, { ...inputOf(kind, notice.brandId, notice), enabled: !notice.enabled }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: noticesKey(kind) }),
  });
  return (
    <section aria-labelledby="bo-notices">
      <div className="bo-page-head">
        <h1 id="bo-notices">{t('boMessages.notices.title')}</h1>
        {canManage && !editing && (
          <button type="button" className="bo-head-button" onClick={() => setEditing('new')}>
            {t(`boMessages.notices.new.${kind}`)}
          </button>
        )}
      </div>
      <div className="bo-tabs" role="group" aria-label={t('boMessages.notices.kinds')}>
        {NOTICE_KINDS.map((value) => (
          <button
            key={value}
            type="button"
            className={value === kind ? 'bo-tab bo-tab--on' : 'bo-tab'}
            aria-pressed={value === kind}
            onClick={() => {
              setKind(value);
              setEditing(null);
            }}
          >
            {t(`boMessages.notices.kind.${value}`)}
          </button>
        ))}
      </div>
      {editing && (
        <NoticeForm
          key={editing === 'new' ? `new-${kind}` : editing.id}
          kind={kind}
          me={me}
          notice={editing === 'new' ? null : editing}
          onDone={() => {
            setEditing(null);
            void queryClient.invalidateQueries({ queryKey: noticesKey(kind) });
          }}
        />
      )}
      {(list.error ?? toggle.error) && <p className="bo-error">{errorText(list.error ?? toggle.error, t('boConsole.loadFailed'))}</p>}
      <div className="bo-scroll">
        <table className="bo-table">
          <thead>
            <tr>
              <th>{t('boMessages.notices.columns.order')}</th>
              <th>{t('boMessages.notices.columns.title')}</th>
              <th>{t('boMessages.notices.columns.language')}</th>
              {kind === 'banner' && <th>{t('boMessages.notices.columns.image')}</th>}
              {kind === 'popup' && <th>{t('boMessages.notices.columns.rule')}</th>}
              <th>{t('boMessages.notices.columns.window')}</th>
              <th>{t('boMessages.notices.columns.enabled')}</th>
              {canManage && <th />}
            </tr>
          </thead>
          <tbody>
            {(list.data?.entries ?? []).map((notice) => (
              <tr key={notice.id}>
                <td className="bo-number">{notice.sort}</td>
                <td className="bo-wrap">{notice.title}</td>
                <td>{notice.language}</td>
                {kind === 'banner' && (
                  <td>{notice.imageUrl && <img className="bo-banner-thumb" src={notice.imageUrl} alt={notice.title} />}</td>
                )}
                {kind === 'popup' && (
                  <td>
                    {t(`boMessages.notices.frequency.${notice.frequency}`)} · {t(`boMessages.notices.audience.${notice.audience}`)}
                  </td>
                )}
                <td>
                  {formatGmt8(notice.startAt)} – {notice.endAt ? formatGmt8(notice.endAt) : '∞'}
                </td>
                <td>
                  {canManage ? (
                    <label className="bo-check">
                      <input type="checkbox" checked={notice.enabled} disabled={toggle.isPending} onChange={() => toggle.mutate(notice)} />
                      {t(notice.enabled ? 'boMessages.notices.on' : 'boMessages.notices.off')}
                    </label>
                  ) : (
                    t(notice.enabled ? 'boMessages.notices.on' : 'boMessages.notices.off')
                  )}
                </td>
                {canManage && (
                  <td>
                    <button type="button" className="bo-secondary" onClick={() => setEditing(notice)}>
                      {t('boMessages.notices.edit')}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function NoticeForm({ kind, me, notice, onDone }: { kind: BoNoticeKind; me: StaffMe; notice: BoNotice | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [input, setInput] = useState<BoNoticeInput>(() => inputOf(kind, me.brands[0]?.id ?? '', notice));
  const [start, setStart] = useState(gmt8Input(input.startAt));
  const [end, setEnd] = useState(gmt8Input(input.endAt));
  const set = (patch: Partial<BoNoticeInput>) => setInput((previous) => ({ ...previous, ...patch }));
  const upload = useMutation({
    mutationFn: (file: File) => uploadBannerImage(input.brandId, file),
    onSuccess: (url) => set({ imageUrl: url }),
  });
  const save = useMutation({
    mutationFn: () => {
      const body: BoNoticeInput = { ...input, startAt: gmt8InputInstant(start) ?? input.startAt, endAt: gmt8InputInstant(end) ?? null };
      return saveNotice(notice ? notice.id : null, body);
    },
    onSuccess: onDone,
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }
  const linkKind = input.link?.kind ?? 'none';
  return (
    <form className="bo-panel bo-form bo-compose" onSubmit={submit} aria-labelledby="bo-notice-form">
      <h2 id="bo-notice-form">{t(notice ? `boMessages.notices.editing.${kind}` : `boMessages.notices.new.${kind}`)}</h2>
      {!notice && me.brands.length > 1 && (
        <label>
          {t('boMessages.compose.brand')}
          <select value={input.brandId} onChange={(event) => set({ brandId: event.target.value })}>
            {me.brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.code}
              </option>
            ))}
          </select>
        </label>
      )}
      <label>
        {t('boMessages.notices.language')}
        <select value={input.language} onChange={(event) => set({ language: event.target.value as BoNoticeInput['language'] })}>
          {NOTICE_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {language}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t(kind === 'banner' ? 'boMessages.notices.titleField' : 'boMessages.notices.plainTitle')}
        <input type="text" value={input.title} maxLength={120} required onChange={(event) => set({ title: event.target.value })} />
      </label>
      <label>
        {t(kind === 'banner' ? 'boMessages.notices.caption' : 'boMessages.notices.content')}
        <textarea value={input.html} onChange={(event) => set({ html: event.target.value })} />
        <AmountTokenHint />
      </label>
      {kind === 'banner' && (
        <>
          <label>
            {t('boMessages.notices.image')}
            <input
              type="file"
              accept="image/png,image/jpeg"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) upload.mutate(file);
              }}
            />
          </label>
          <label>
            {t('boMessages.notices.imagePath')}
            <input type="text" value={input.imageUrl ?? ''} onChange={(event) => set({ imageUrl: event.target.value || undefined })} />
          </label>
          {input.imageUrl && <img className="bo-banner-thumb" src={input.imageUrl} alt={input.title} />}
          {upload.isError && <p className="bo-error">{errorText(upload.error, t('boConsole.loadFailed'))}</p>}
          <label>
            {t('boMessages.notices.linkKind')}
            <select
              value={linkKind}
              onChange={(event) => {
                const value = event.target.value as (typeof LINK_KINDS)[number];
                set({ link: value === 'none' ? null : { kind: value, target: input.link?.target ?? '' } });
              }}
            >
              {LINK_KINDS.map((value) => (
                <option key={value} value={value}>
                  {t(`boMessages.notices.links.${value}`)}
                </option>
              ))}
            </select>
          </label>
          {input.link && (
            <label>
              {t('boMessages.notices.linkTarget')}
              <input
                type="text"
                value={input.link.target}
                required
                onChange={(event) => set({ link: { kind: input.link?.kind ?? 'route', target: event.target.value } })}
              />
            </label>
          )}
        </>
      )}
      {kind === 'popup' && (
        <>
          <label>
            {t('boMessages.notices.frequencyField')}
            <select value={input.frequency} onChange={(event) => set({ frequency: event.target.value as BoNoticeInput['frequency'] })}>
              {POPUP_FREQUENCIES.map((value) => (
                <option key={value} value={value}>
                  {t(`boMessages.notices.frequency.${value}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('boMessages.notices.audienceField')}
            <select value={input.audience} onChange={(event) => set({ audience: event.target.value as BoNoticeInput['audience'] })}>
              {POPUP_AUDIENCES.map((value) => (
                <option key={value} value={value}>
                  {t(`boMessages.notices.audience.${value}`)}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
      <label>
        {t('boMessages.notices.order')}
        <input type="number" min={0} max={9999} value={input.sort} onChange={(event) => set({ sort: Number(event.target.value) || 0 })} />
      </label>
      {!isAnnouncementKind(kind) && (
        <fieldset className="bo-choice">
          <legend>{t('boMessages.notices.platforms')}</legend>
          {(['W', 'M'] as const).map((platform) => (
            <label key={platform}>
              <input
                type="checkbox"
                checked={input.platforms.includes(platform)}
                onChange={(event) =>
                  set({
                    platforms: event.target.checked ? [...input.platforms, platform] : input.platforms.filter((item) => item !== platform),
                  })
                }
              />
              {t(`boMessages.notices.platform.${platform}`)}
            </label>
          ))}
        </fieldset>
      )}
      <label>
        {t('boMessages.notices.start')}
        <input type="datetime-local" value={start} required onChange={(event) => setStart(event.target.value)} />
      </label>
      <label>
        {t('boMessages.notices.end')}
        <input type="datetime-local" value={end} onChange={(event) => setEnd(event.target.value)} />
      </label>
      <label className="bo-check">
        <input type="checkbox" checked={input.enabled} onChange={(event) => set({ enabled: event.target.checked })} />
        {t('boMessages.notices.on')}
      </label>
      {save.isError && (
        <p className="bo-error" role="alert">
          {errorText(save.error, t('boConsole.loadFailed'))}
        </p>
      )}
      <div className="bo-actions">
        <button type="submit" disabled={save.isPending || upload.isPending}>
          {t('boMessages.notices.save')}
        </button>
        <button type="button" className="bo-secondary" onClick={onDone}>
          {t('boMessages.notices.cancel')}
        </button>
      </div>
    </form>
  );
}
