import { css } from '@linaria/core';
import { tokens } from '../../../../platform/ui/tokens';

export const sortClass = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-size: 0.8125rem;
  letter-spacing: 0.04em;
  color: ${tokens.muted};
`;

export const sortSelectClass = css`
  min-block-size: 2.5rem;
  padding-inline: 0.75rem 2rem;
  border: 1px solid ${tokens.line};
  border-radius: ${tokens.radius};
  background-color: ${tokens.paper};
  color: ${tokens.ink};
  font: inherit;
  letter-spacing: normal;

  &:focus-visible {
    outline: 2px solid ${tokens.focus};
    outline-offset: 2px;
  }
`;
