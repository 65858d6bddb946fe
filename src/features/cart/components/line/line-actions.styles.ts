import { css } from '@linaria/core';
import { tokens } from '../../../../platform/ui/tokens';

export const actionsClass = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.25rem;

  &[data-size='small'] {
    justify-content: space-between;
    gap: 1rem;
  }
`;

export const removeClass = css`
  padding-block: 0.25rem;
  padding-inline: 0;
  border: 0;
  background: none;
  color: ${tokens.muted};
  font: inherit;
  font-size: 0.8125rem;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${tokens.ink};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export const limitClass = css`
  margin: 0;
  font-size: 0.75rem;
  color: ${tokens.muted};
`;

export const errorClass = css`
  margin: 0;
  padding-block: 0.5rem;
  padding-inline: 0.75rem;
  background: color-mix(in srgb, ${tokens.sale} 8%, ${tokens.paper});
  color: ${tokens.sale};
  font-size: 0.8125rem;
`;
