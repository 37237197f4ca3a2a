import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addMemberNote } from '../../api/members';
import { at } from './member-account-panel';
import type { MemberSectionProps } from './member-change';

/** Staff's notes on the player, newest first; members.manage adds one. */
export function MemberNotesPanel({ value, id, canManage, busy, run }: MemberSectionProps) {
  const { t } = useTranslation();
  function addNote(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = String(new FormData(form).get('body') ?? '');
    run(() => addMemberNote(id, body), { onSuccess: () => form.reset() });
  }
  return (
    <div className="bo-panel" id="member-notes">
      <h2>{t('boMembers.notes.title')}</h2>
      {canManage && (
        <form className="bo-form" aria-label={t('boMembers.notes.add')} onSubmit={addNote}>
          <label>
            {t('boMembers.notes.body')}
            <textarea name="body" required maxLength={1000} rows={3} />
          </label>
          <button type="submit" disabled={busy}>
            {t('boMembers.notes.add')}
          </button>
        </form>
      )}
      {value.notes.length === 0 ? (
        <p className="bo-note">{t('boMembers.notes.none')}</p>
      ) : (
        <ul className="bo-cards members-notes">
          {value.notes.map((note) => (
            <li key={note.id}>
              <p className="members-muted">
                {at(note.createdAt)} · {note.staffUsername}
              </p>
              <p className="members-wrap">{note.body}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
