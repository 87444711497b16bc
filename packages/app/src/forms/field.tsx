import type { InputHTMLAttributes, ReactNode } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  /** The form's id, so field ids are unique on the page: `${form}-${name}`. */
  form: string;
  name: string;
  label: string;
  /** Shown at the field and flags it `aria-invalid`, which blocks the form (SPEC §5). */
  error?: string | null | undefined;
  /** Help under the field when there is no error. */
  hint?: ReactNode;
}

/** A labelled input with its error or hint right below it. */
export function Field({ form, name, label, error, hint, ...input }: FieldProps) {
  const id = `${form}-${name}`;
  const note = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} aria-invalid={error ? 'true' : undefined} aria-describedby={note} {...input} />
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
