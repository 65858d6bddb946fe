import { css } from '@linaria/core';
import { tokens } from '../../../../platform/ui/tokens';

export const trayClass = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  padding-block: 2.5rem;
`;

export const trayHeaderClass = css`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 1rem;
`;

export const trayTitleClass = css`
  margin: 0;
  font-family: ${tokens.fontDisplay};
  font-size: clamp(1.375rem, 3vw, 1.875rem);
  font-weight: 400;
`;

export const viewAllClass = css`
  flex-shrink: 0;
  font-size: 0.75rem;
  font-weight: 500;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${tokens.ink};
  text-underline-offset: 0.3em;
`;
