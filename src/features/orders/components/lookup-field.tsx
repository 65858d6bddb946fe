import type { InputHTMLAttributes } from 'react';
import { errorClass, fieldClass, hintClass } from './lookup-form.styles';

export interface LookupFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  hint?: string;
  /** the problem's text, shown beside the field and describing it */
  error?: string;
}

/** A field of the lookup form: label, input, a hint, and its error beside it. */
export function LookupField({ id, label, hint, error, ...input }: LookupFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={fieldClass}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
    </div>
  );
}
