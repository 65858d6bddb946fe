import { css } from '@linaria/core';
import { tokens } from './tokens';

/**
 * Buttons: a solid ink primary, an outlined secondary, a text-only ghost. Exported as class
 * names too, so a router link can look like a button (`<Link className={buttonClass}>`).
 */
export const buttonClass = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-block-size: 2.75rem;
  padding-block: 0.625rem;
  padding-inline: 1.5rem;
  border: 1px solid ${tokens.ink};
  border-radius: ${tokens.radius};
  background: ${tokens.ink};
  color: ${tokens.paper};
  font: inherit;
  font-size: 0.8125rem;
  font-weight: 500;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 150ms ease,
    color 150ms ease,
    border-color 150ms ease;

  &:hover {
    background: ${tokens.accent};
    border-color: ${tokens.accent};
  }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.45;
  }

  &[data-variant='secondary'] {
    background: transparent;
    color: ${tokens.ink};
  }

  &[data-variant='secondary']:hover {
    background: ${tokens.ink};
    color: ${tokens.paper};
    border-color: ${tokens.ink};
  }

  &[data-variant='ghost'] {
    background: transparent;
    color: ${tokens.ink};
    border-color: transparent;
    padding-inline: 0.5rem;
    text-decoration: underline;
    text-underline-offset: 0.25em;
  }

  &[data-block='true'] {
    inline-size: 100%;
  }
`;

/** A square, borderless control holding one icon; the name comes from aria-label. */
export const iconButtonClass = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2.75rem;
  block-size: 2.75rem;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  text-decoration: none;

  &:hover {
    background: ${tokens.sand};
  }
`;
