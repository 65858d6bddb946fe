import { css } from '@linaria/core';
import { tokens } from '../../../../platform/ui/tokens';

export const stepperClass = css`
  display: inline-flex;
  align-items: stretch;
  border: 1px solid ${tokens.line};
  border-radius: ${tokens.radius};
  background: white;

  &[data-size='small'] {
    --step: 2rem;
  }
`;

export const stepClass = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: var(--step, 2.75rem);
  block-size: var(--step, 2.75rem);
  padding: 0;
  border: 0;
  background: transparent;
  color: ${tokens.ink};
  font: inherit;
  font-size: 1.125rem;
  line-height: 1;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${tokens.sand};
  }

  &:disabled {
    color: ${tokens.line};
    cursor: not-allowed;
  }

  &:focus-visible {
    outline: 2px solid ${tokens.focus};
    outline-offset: -2px;
  }
`;

export const valueClass = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: 2.25rem;
  padding-inline: 0.25rem;
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
`;
