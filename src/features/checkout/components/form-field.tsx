import type { ReactNode } from 'react';
import { useT } from '../../../platform/i18n/i18n-context';
import type { LabelKey } from '../../../platform/i18n/i18n';
import { errorClass, fieldClass, hintClass, optionalClass } from './checkout.styles';

export interface FormFieldProps {
  id: string;
  label: string;
  required: boolean;
  errors?: readonly string[];
  warnings?: readonly string[];
  half?: boolean;
  /** what the field asks for, shown under it at all times */
  hint?: string;
  /** the control, given the ids its aria-describedby should name and whether it is invalid */
  children: (described: { describedBy?: string; invalid: boolean }) => ReactNode;
}

/**
 * One field of the checkout form: its label (optional ones say so), the control, and under it
 * every error the rules report (the control aria-invalid and described by them) or, for an
 * encouraged field left empty, its warning, which never blocks; then its hint, if it has one.
 */
export function FormField({
  id,
  label,
  required,
  errors,
  warnings,
  half,
  hint,
  children,
}: FormFieldProps) {
  const t = useT();
  const errorId = `${id}-error`;
  const warningId = `${id}-warning`;
  const hintId = `${id}-hint`;
  const invalid = Boolean(errors?.length);
  const warned = !invalid && Boolean(warnings?.length);
  const problem = invalid ? errorId : warned ? warningId : undefined;
  const describedBy = [problem, hint ? hintId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={fieldClass} data-half={half || undefined}>
      <label htmlFor={id}>
        {label}
        {!required && (
          <>
            {' '}
            <span className={optionalClass}>{t('WEB.CHECKOUT.FIELD.OPTIONAL')}</span>
          </>
        )}
      </label>
      {children({ describedBy, invalid })}
      {invalid && (
        <p id={errorId} className={errorClass}>
          {errors!.map((code) => t(`WEB.CHECKOUT.ERROR.${code}` as LabelKey)).join(' ')}
        </p>
      )}
      {hint && (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
      {warned && (
        <p id={warningId} className={hintClass}>
          {t('WEB.CHECKOUT.WARNING.ENCOURAGED')}
        </p>
      )}
    </div>
  );
}
