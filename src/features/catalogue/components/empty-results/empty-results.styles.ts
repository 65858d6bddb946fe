import { css } from '@linaria/core';
import { tokens } from '../../../../platform/ui/tokens';

export const emptyClass = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1.25rem;
  max-inline-size: 32rem;
  margin-inline: auto;
  padding-block: 4rem 6rem;
  text-align: center;
`;

export const emptyTitleClass = css`
  margin: 0;
  font-family: ${tokens.fontDisplay};
  font-size: clamp(1.5rem, 4vw, 2rem);
  font-weight: 400;
`;

export const emptySubtitleClass = css`
  margin: 0;
  color: ${tokens.muted};
  line-height: 1.6;
`;

export const searchBoxClass = css`
  display: flex;
  gap: 0.5rem;
  inline-size: 100%;
`;

export const searchInputClass = css`
  flex: 1;
  min-inline-size: 0;
  min-block-size: 2.75rem;
  padding-inline: 1rem;
  border: 1px solid ${tokens.line};
  border-radius: ${tokens.radius};
  background: white;
  color: ${tokens.ink};
  font: inherit;

  &:focus {
    border-color: ${tokens.ink};
  }
`;
