import { cx } from '@linaria/core';
import type { ButtonHTMLAttributes } from 'react';
import { buttonClass, iconButtonClass } from './button.styles';

export { buttonClass, iconButtonClass };

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** full inline size of its container */
  block?: boolean;
}

/** The shop's button. `type` defaults to "button" so a button never submits a form by accident. */
export function Button({
  variant = 'primary',
  block = false,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      data-variant={variant}
      data-block={block || undefined}
      className={cx(buttonClass, className)}
      {...rest}
    />
  );
}

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** required: an icon alone gives the button no name */
  'aria-label': string;
}

export function IconButton({ className, type = 'button', ...rest }: IconButtonProps) {
  return <button type={type} className={cx(iconButtonClass, className)} {...rest} />;
}
