import { css } from '@linaria/core';
import { media, tokens } from '../../../../platform/ui/tokens';

/** Above search results: a wide strip, image beside the text from small tablets up. */
export const stripClass = css`
  position: relative;
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

/**
 * In a listing grid: one product slot, as tall as the cards of its row, so it reads as an
 * editorial tile among the products rather than an interruption.
 */
export const tileClass = css`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  block-size: 100%;
  min-block-size: 16rem;
  overflow: hidden;
  background: ${tokens.ink};
  color: ${tokens.paper};

  &:focus-within {
    outline: 2px solid ${tokens.focus};
    outline-offset: 2px;
  }
`;

export const imageClass = css`
  inline-size: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;

  ${media.tabletSmall} {
    inline-size: 40%;
    aspect-ratio: 4 / 3;
  }

  [data-variant='tile'] > & {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    aspect-ratio: auto;
    opacity: 0.55;
  }
`;

export const textClass = css`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.5rem;
  padding: 1.5rem;

  & p {
    margin: 0;
  }

  [data-variant='tile'] > & {
    gap: 0.75rem;
    padding: 1.5rem 1.25rem;
  }
`;

export const eyebrowClass = css`
  font-size: 0.6875rem;
  font-weight: 500;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  opacity: 0.8;
`;

export const titleClass = css`
  margin: 0;
  font-family: ${tokens.fontDisplay};
  font-size: 1.5rem;
  font-weight: 400;
  line-height: 1.2;

  [data-variant='tile'] & {
    font-size: clamp(1.375rem, 2.4vw, 2rem);
  }
`;

/**
 * The banner's one link. In a tile it covers the whole tile (a pseudo-element stretched over
 * it), so the slot is one large target yet the link's name stays its visible text.
 */
export const linkClass = css`
  color: inherit;
  font-weight: 500;
  text-underline-offset: 0.25em;

  [data-variant='tile'] &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  [data-variant='tile'] & {
    font-size: 0.8125rem;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }

  &:focus-visible {
    outline: none;
  }
`;
