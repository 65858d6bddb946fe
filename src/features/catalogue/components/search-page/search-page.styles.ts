import { css } from '@linaria/core';
import { media, tokens } from '../../../../platform/ui/tokens';

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

export const bannerClass = css`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  margin-block: 1rem;
  background: ${tokens.sand};

  ${media.tabletSmall} {
    flex-direction: row;
    align-items: center;
  }
`;

export const bannerImageClass = css`
  inline-size: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;

  ${media.tabletSmall} {
    inline-size: 40%;
    aspect-ratio: 4 / 3;
  }
`;

export const bannerTextClass = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.5rem;
  padding: 1.5rem;

  & p {
    margin: 0;
  }
`;

export const bannerTitleClass = css`
  font-family: ${tokens.fontDisplay};
  font-size: 1.5rem;
`;

export const bannerLinkClass = css`
  color: ${tokens.ink};
  font-weight: 500;
  text-underline-offset: 0.2em;
`;
