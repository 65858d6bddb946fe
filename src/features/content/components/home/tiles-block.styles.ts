import { css } from '@linaria/core';
import { media, tokens } from '../../../../platform/ui/tokens';

export const tileGridClass = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.tabletMedium} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 2rem;
  }
`;

export const tileLinkClass = css`
  display: grid;
  gap: 0.875rem;
  color: inherit;
  text-decoration: none;

  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: 3 / 4;
    object-fit: cover;
    background: ${tokens.sand};
    transition: opacity 200ms ease;
  }

  &:hover img {
    opacity: 0.88;
  }

  span {
    font-size: 0.75rem;
    font-weight: 500;
    letter-spacing: 0.16em;
    text-transform: uppercase;
    text-align: center;
  }

  &:hover span {
    text-decoration: underline;
    text-underline-offset: 0.3em;
  }
`;
