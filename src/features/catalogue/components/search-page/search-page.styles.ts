import { css } from '@linaria/core';
import { tokens } from '../../../../platform/ui/tokens';

export const popularClass = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  inline-size: 100%;
`;

export const popularTitleClass = css`
  margin: 0;
  font-size: 0.75rem;
  font-weight: 500;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${tokens.muted};
`;

export const popularListClass = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Chips: 44 px tall targets. */
export const popularLinkClass = css`
  display: inline-flex;
  align-items: center;
  min-block-size: 2.75rem;
  padding-inline: 1rem;
  border: 1px solid ${tokens.line};
  border-radius: 999px;
  color: ${tokens.ink};
  text-decoration: none;

  &:hover {
    border-color: ${tokens.ink};
  }
`;
