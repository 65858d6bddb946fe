import { css } from '@linaria/core';
import { tokens } from '../../../../platform/ui/tokens';

export const paginatorClass = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 1.5rem;
  margin-block-start: 3rem;
`;

export const paginatorStatusClass = css`
  margin: 0;
  font-size: 0.875rem;
  letter-spacing: 0.04em;
  color: ${tokens.muted};
`;
