import { css } from '@linaria/core';
import { tokens } from '../../platform/ui/tokens';

export const layoutClass = css`
  display: flex;
  flex-direction: column;
  min-block-size: 100vh;
`;

export const mainClass = css`
  flex: 1;

  &:focus {
    outline: none;
  }
`;

/** Off screen until focused, then the first thing on the page. */
export const skipLinkClass = css`
  position: absolute;
  inset-block-start: 0.5rem;
  inset-inline-start: 0.5rem;
  z-index: 1000;
  padding: 0.75rem 1rem;
  background: ${tokens.ink};
  color: ${tokens.paper};
  font-size: 0.875rem;
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;
