import { css } from '@linaria/core';
import { media, tokens } from '../../../platform/ui/tokens';

export const pageClass = css`
  max-inline-size: 90rem;
  margin-inline: auto;
  padding-block: 2rem 4rem;
  padding-inline: 1rem;

  ${media.tabletSmall} {
    padding-inline: 2rem;
  }
`;

export const headerClass = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem 1.5rem;
  margin-block-end: 2rem;
  padding-block-end: 1rem;
  border-block-end: 1px solid ${tokens.line};
`;

export const titleClass = css`
  margin: 0;
  font-family: ${tokens.fontDisplay};
  font-size: clamp(1.75rem, 4vw, 2.5rem);
  font-weight: 400;
  letter-spacing: 0.01em;
`;

export const countClass = css`
  margin: 0;
  color: ${tokens.muted};
  font-size: 0.875rem;
`;

export const gridClass = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 2rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.tabletSmall} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 2.5rem 1.5rem;
  }

  ${media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const emptyClass = css`
  display: grid;
  justify-items: center;
  gap: 1rem;
  padding-block: 4rem;
  text-align: center;

  & svg {
    inline-size: 2.5rem;
    block-size: 2.5rem;
    color: ${tokens.muted};
  }
`;

export const emptyTitleClass = css`
  margin: 0;
  font-family: ${tokens.fontDisplay};
  font-size: 1.5rem;
  font-weight: 400;
`;

export const emptyBodyClass = css`
  margin: 0;
  max-inline-size: 28rem;
  color: ${tokens.muted};
`;

export const noticeClass = css`
  margin-block: 0 1.5rem;
  padding: 0.75rem 1rem;
  background: ${tokens.sand};
  font-size: 0.875rem;
`;
