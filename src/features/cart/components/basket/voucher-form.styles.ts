import { css } from '@linaria/core';
import { tokens } from '../../../../platform/ui/tokens';

export const voucherClass = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding-block-start: 1.25rem;
  border-block-start: 1px solid ${tokens.line};
`;

export const labelClass = css`
  font-size: 0.6875rem;
  font-weight: 500;
  letter-spacing: 0.14em;
  text-transform: uppercase;
`;

export const fieldRowClass = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.5rem;

  & input {
    min-block-size: 2.75rem;
    padding-inline: 0.75rem;
    border: 1px solid ${tokens.line};
    border-radius: ${tokens.radius};
    background: white;
    color: ${tokens.ink};
    font: inherit;
    font-size: 0.9375rem;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }

  & input:focus-visible {
    outline: 2px solid ${tokens.focus};
    outline-offset: 1px;
  }

  & input[aria-invalid='true'] {
    border-color: ${tokens.sale};
  }
`;

export const appliedClass = css`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.75rem 1rem;
  border: 1px dashed ${tokens.accent};
  background: ${tokens.paper};
  font-size: 0.875rem;

  & p {
    margin: 0;
  }

  & p + p {
    margin-block-start: 0.25rem;
    color: ${tokens.muted};
    font-size: 0.8125rem;
  }
`;

export const errorTextClass = css`
  margin: 0;
  font-size: 0.8125rem;
  color: ${tokens.sale};
`;
