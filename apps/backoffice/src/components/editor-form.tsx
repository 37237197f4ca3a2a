import { useState, type FormEvent, type ReactNode } from 'react';

/** A field the editor's own check refused (the field is marked and the problem named under the form). */
export interface EditorFailure {
  field: string;
}

export interface TextFieldOptions {
  type?: 'text' | 'datetime-local';
  inputMode?: 'decimal' | 'numeric';
  hint?: ReactNode;
  disabled?: boolean;
  maxLength?: number;
  required?: boolean;
}

/**
 * The editors' skeleton (promotions, missions): the draft, one setter per field, the shape check on
 * submit (the typed values to the call's body, or the field to mark), the marked field pointing at
 * the problem's text, and the text inputs written once. Each editor keeps its own fields and layout.
 */
export function useEditorForm<F extends object, B, X extends EditorFailure>(options: {
  initial: F;
  check: (form: F) => { body: B } | X;
  onSave: (body: B) => void;
  /** The id of the element that names the problem (aria-describedby of the marked field). */
  problemId: string;
}) {
  const { check, onSave, problemId } = options;
  const [form, setForm] = useState(options.initial);
  const [bad, setBad] = useState<X | null>(null);
  const set = <K extends keyof F>(key: K, value: F[K]) => setForm((previous) => ({ ...previous, [key]: value }));
  const invalid = (field: string) => (bad?.field === field ? { 'aria-invalid': true as const, 'aria-describedby': problemId } : {});

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = check(form);
    if ('field' in result) {
      setBad(result);
      return;
    }
    setBad(null);
    onSave(result.body);
  }

  /** A labelled text input bound to a string field of the draft. */
  const text = (field: keyof F & string, label: ReactNode, props: TextFieldOptions = {}) => (
    <label>
      {label}
      <input
        type={props.type}
        inputMode={props.inputMode}
        disabled={props.disabled}
        maxLength={props.maxLength}
        required={props.required}
        value={form[field] as string}
        onChange={(event) => set(field, event.target.value as F[typeof field])}
        {...invalid(field)}
      />
      {props.hint && <small>{props.hint}</small>}
    </label>
  );

  return { form, set, bad, invalid, submit, text };
}
