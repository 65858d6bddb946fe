import { css } from '@linaria/core';
import { media, tokens } from '../../../../platform/ui/tokens';

export const heroClass = css`
  position: relative;
  display: grid;
  background: ${tokens.sand};

  ${media.tabletMedium} {
    min-block-size: min(78vh, 52rem);
  }
`;

/**
 * Editorial heroes put their subject towards the end of the frame, leaving the start side for
 * the copy. In right-to-left languages the copy sits on the other side, so the picture is
 * mirrored with it: the one direction-aware rule, because an image has no logical properties.
 */
export const heroImageClass = css`
  display: block;
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: 1 / 1;
  object-fit: cover;
  object-position: 72% 50%;

  &:dir(rtl) {
    transform: scaleX(-1);
  }

  ${media.tabletSmall} {
    aspect-ratio: 16 / 10;
  }

  ${media.tabletMedium} {
    position: absolute;
    inset: 0;
    block-size: 100%;
    aspect-ratio: auto;
  }
`;

/** The copy sits on paper below the image on phones and over its lower start corner on desktop. */
export const heroCopyClass = css`
  position: relative;
  display: grid;
  gap: 1rem;
  justify-items: start;
  padding: 2rem 1.25rem 2.5rem;
  background: ${tokens.paper};

  ${media.tabletMedium} {
    align-self: end;
    justify-self: start;
    max-inline-size: 32rem;
    margin: 3rem;
    padding: 2.5rem 2.75rem;
  }

  p {
    margin: 0;
    color: ${tokens.muted};
    font-size: 1rem;
    line-height: 1.6;
  }
`;

export const heroTitleClass = css`
  margin: 0;
  font-family: ${tokens.fontDisplay};
  font-size: clamp(2rem, 6vw, 3.25rem);
  font-weight: 400;
  line-height: 1.1;
  letter-spacing: -0.01em;
`;

export const heroSkeletonClass = css`
  aspect-ratio: 1 / 1;
  background: ${tokens.sand};

  ${media.tabletSmall} {
    aspect-ratio: 16 / 10;
  }

  ${media.tabletMedium} {
    aspect-ratio: auto;
    min-block-size: min(78vh, 52rem);
  }
`;
