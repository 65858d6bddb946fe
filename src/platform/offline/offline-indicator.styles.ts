import { css } from '@linaria/core';
import { tokens } from '../ui/tokens';

export const bannerClass = css`
  display: flex;
  gap: 0.625rem;
  align-items: center;
  justify-content: center;
  padding-block: 0.5rem;
  padding-inline: 1rem;
  background: ${tokens.ink};
  color: ${tokens.paper};
  font-size: 0.8125rem;
  letter-spacing: 0.02em;
  text-align: center;

  &[data-state='online'] {
    background: transparent;
    color: ${tokens.muted};
  }
`;

export const dotClass = css`
  flex: none;
  inline-size: 0.5rem;
  block-size: 0.5rem;
  border-radius: 50%;
  background: currentColor;
  opacity: 0.7;
`;
