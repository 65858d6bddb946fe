import type { InputHTMLAttributes, ReactNode } from 'react';
import { errorClass, fieldClass, hintClass } from './account.styles';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  hint?: string;
  /** the problem's text, shown beside the field and describing it */
  error?: string | null;
  /** what sits in the input's box after it (the password's show/hide button) */
  children?: ReactNode;
  boxClassName?: string;
}

/** A field of an account form: label, input, its problem beside it, a hint. */
export function TextField({
  id,
  label,
  hint,
  error,
  children,
  boxClassName,
  ...input
}: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={fieldClass}>
      <label htmlFor={id}>{label}</label>
      <div className={boxClassName}>
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {children}
      </div>
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
