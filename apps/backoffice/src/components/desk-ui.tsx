import type { FormEvent, InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorOf } from '../lib/api';
import { AMOUNT_TOKEN_EXAMPLE } from '@pkg/money/amount-tokens';

/**
 * The small pieces a desk's list-and-form panel repeats: the outcome note, a failed call's alert,
 * the add-or-edit form's frame, its labelled fields and checkboxes, and previous/next under a paged
 * list. Texts a piece shows itself come from the desk's namespace (`ns`).
 */

/**
 * Under a field of text the players read (promotion texts, notices, messages, mission titles, goods):
 * how to write an amount so the site shows it with the brand's symbol, formatted like every other
 * amount (decision 067). The token is passed in, never written into a translation (i18next reads
 * double braces itself).
 */
export function AmountTokenHint() {
  const { t } = useTranslation();
  return <small className="bo-amount-hint">{t('boCommon.amountToken', { token: AMOUNT_TOKEN_EXAMPLE })}</small>;
}

/** A call's state as TanStack Query gives it (a query or a mutation). */
interface CallState {
  isError: boolean;
  error: unknown;
}

/** The outcome of the last change ("… saved"), read out politely; nothing when there is none. */
export function StatusNote({ text }: { text: string }) {
  if (!text) return null;
  return (
    <p role="status" className="bo-note">
      {text}
    </p>
  );
}

/** A failed call's message as an alert; nothing while it has not failed. */
export function FailAlert({ of }: { of: CallState }) {
  if (!of.isError) return null;
  return (
    <p className="bo-error" role="alert">
      {errorOf(of.error)}
    </p>
  );
}

/**
 * An add-or-edit form: its title, its fields, the form's own check (`invalid`), the save call's
 * failure, and save and cancel (`<ns>.save`, `<ns>.cancel`). Key it by the row it edits so that
 * its fields start again from that row.
 */
export function EditForm(props: {
  ns: string;
  title: string;
  save: CallState & { isPending: boolean };
  invalid?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form className="bo-form bo-panel" onSubmit={props.onSubmit}>
      <h2>{props.title}</h2>
      {props.children}
      {props.invalid && <p className="bo-error">{props.invalid}</p>}
      <FailAlert of={props.save} />
      <div className="bo-actions">
        <button type="submit" disabled={props.save.isPending}>
          {t(`${props.ns}.save`)}
        </button>
        <button type="button" className="bo-secondary" onClick={props.onCancel}>
          {t(`${props.ns}.cancel`)}
        </button>
      </div>
    </form>
  );
}

/** A labelled text input of a form. */
export function Field({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label>
      {label}
      <input {...input} />
    </label>
  );
}

/** A checkbox of a form with its label after it. */
export function Check({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label>
      <input type="checkbox" {...input} /> {label}
    </label>
  );
}

/** Previous, "page n of m" and next under a paged list: the one pager of the back office; nothing when there is one page. */
export function Pager(props: { pageNo: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const { pageNo, totalPages, onPage } = props;
  if (totalPages <= 1) return null;
  return (
    <div className="bo-actions">
      <button type="button" className="bo-secondary" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
        {t('boCommon.previous')}
      </button>
      <span>{t('boCommon.page', { page: pageNo, pages: totalPages })}</span>
      <button type="button" className="bo-secondary" disabled={pageNo >= totalPages} onClick={() => onPage(pageNo + 1)}>
        {t('boCommon.next')}
      </button>
    </div>
  );
}
