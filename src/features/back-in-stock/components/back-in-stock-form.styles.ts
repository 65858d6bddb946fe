import { css } from '@linaria/core';
import { tokens } from '../../../platform/ui/tokens';

export const formClass = css`
  display: grid;
  gap: 0.75rem;
  margin-block: 1.25rem;
  padding: 1rem;
  border: 1px solid ${tokens.line};
  background: ${tokens.paper};
`;

export const titleClass = css`
  margin: 0;
  font-family: ${tokens.fontDisplay};
  font-size: 1.0625rem;
  font-weight: 400;
`;

export const bodyClass = css`
  margin: 0;
  font-size: 0.875rem;
  color: ${tokens.muted};
`;

export const fieldClass = css`
  display: grid;
  gap: 0.25rem;
  font-size: 0.8125rem;

  & input,
  & select {
    min-block-size: 2.75rem;
    padding-inline: 0.75rem;
    border: 1px solid ${tokens.line};
    border-radius: ${tokens.radius};
    background: #fff;
    font: inherit;
    font-size: 1rem;
    color: ${tokens.ink};
  }

  & input:focus-visible,
  & select:focus-visible {
    outline: 2px solid ${tokens.focus};
    outline-offset: 1px;
  }

  & input[aria-invalid='true'] {
    border-color: ${tokens.sale};
  }
`;

export const errorClass = css`
  margin: 0;
  font-size: 0.8125rem;
  color: ${tokens.sale};
`;

export const statusClass = css`
  margin: 0;
  font-size: 0.875rem;

  &:empty {
    display: none;
  }
`;
