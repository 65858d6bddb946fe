import { css } from '@linaria/core';
import { tokens } from '../../../platform/ui/tokens';

export const addRowClass = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.75rem;
  align-items: end;
`;

export const quantityClass = css`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  font-size: 0.6875rem;
  letter-spacing: 0.12em;
  text-transform: uppercase;

  & select {
    min-block-size: 2.75rem;
    padding-inline: 0.75rem;
    border: 1px solid ${tokens.line};
    border-radius: ${tokens.radius};
    background: white;
    color: ${tokens.ink};
    font: inherit;
    font-size: 0.875rem;
    letter-spacing: normal;
  }
`;

export const hintClass = css`
  margin: 0.5rem 0 0;
  min-block-size: 1rem;
  font-size: 0.8125rem;
  color: ${tokens.muted};

  &:empty {
    margin: 0;
    min-block-size: 0;
  }
`;

export const errorClass = css`
  margin: 0.75rem 0 0;
  padding: 0.75rem 1rem;
  background: color-mix(in srgb, ${tokens.sale} 8%, ${tokens.paper});
  color: ${tokens.sale};
  font-size: 0.875rem;
`;
