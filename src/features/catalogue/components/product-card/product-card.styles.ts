import { css } from '@linaria/core';
import { tokens } from '../../../../platform/ui/tokens';

export const cardClass = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  min-inline-size: 0;
`;

/** 3:4 frame; sand shows until the image paints, so a slow image reads as a placeholder. */
export const mediaClass = css`
  position: relative;
  display: block;
  aspect-ratio: 3 / 4;
  overflow: hidden;
  margin-block-end: 0.5rem;
  background: ${tokens.sand};

  @media (hover: hover) {
    &:hover [data-view='secondary'] {
      opacity: 1;
    }
  }
`;

export const imageClass = css`
  position: absolute;
  inset: 0;
  inline-size: 100%;
  block-size: 100%;
  object-fit: cover;

  &[data-view='secondary'] {
    opacity: 0;
    transition: opacity 300ms ease;
  }

  @media (prefers-reduced-motion: reduce) {
    &[data-view='secondary'] {
      transition: none;
    }
  }
`;

export const brandClass = css`
  margin: 0;
  font-size: 0.6875rem;
  font-weight: 500;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  font-variant-caps: all-small-caps;
  color: ${tokens.muted};
`;

export const nameClass = css`
  margin: 0;
  font-family: ${tokens.fontText};
  font-size: 0.9375rem;
  font-weight: 400;
  line-height: 1.35;
  letter-spacing: normal;
`;

export const nameLinkClass = css`
  color: ${tokens.ink};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;

export const swatchesClass = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.125rem;
  margin-block-start: 0.125rem;
  margin-inline-start: -0.25rem;
`;

/** 24 px target (WCAG 2.5.8) around a small dot; the chosen colour gets a ring. */
export const swatchButtonClass = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 1.5rem;
  block-size: 1.5rem;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  cursor: pointer;

  &[aria-pressed='true'] > span {
    box-shadow:
      0 0 0 2px ${tokens.paper},
      0 0 0 3px ${tokens.ink};
  }
`;

export const swatchDotClass = css`
  display: block;
  inline-size: 0.875rem;
  block-size: 0.875rem;
  border-radius: 50%;
  background: var(--swatch);
  box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.15);
`;

export const moreClass = css`
  margin-inline-start: 0.25rem;
  font-size: 0.75rem;
  color: ${tokens.muted};
`;

export const skeletonLinesClass = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin-block-start: 0.5rem;
`;

/** Holds the image link and the controls laid over it (favourite, badges). */
export const mediaWrapClass = css`
  position: relative;
`;

export const favouriteClass = css`
  position: absolute;
  inset-block-start: 0.5rem;
  inset-inline-end: 0.5rem;
  z-index: 1;
`;

const promoListBase = `
  margin: 0;
  padding: 0;
  list-style: none;
  pointer-events: none;
`;

export const promoBadgeClass = css`
  ${promoListBase};
  position: absolute;
  inset-block-start: 0.5rem;
  inset-inline-start: 0.5rem;
  z-index: 1;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.25rem;

  & li {
    padding: 0.25rem 0.5rem;
    background: ${tokens.paper};
    color: ${tokens.ink};
    font-size: 0.6875rem;
    font-weight: 500;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
`;

export const promoBannerClass = css`
  ${promoListBase};
  position: absolute;
  inset-inline: 0;
  inset-block-end: 0.5rem;
  z-index: 1;

  & li {
    padding: 0.375rem 0.75rem;
    background: ${tokens.ink};
    color: ${tokens.paper};
    font-size: 0.75rem;
    text-align: center;
  }
`;

export const promoAdditionalClass = css`
  ${promoListBase};
  font-size: 0.8125rem;
  color: ${tokens.accent};
`;

export const lowStockClass = css`
  margin: 0;
  font-size: 0.8125rem;
  color: ${tokens.sale};
`;

export const rankingClass = css`
  margin: 0;
  font-size: 0.75rem;
  color: ${tokens.muted};
`;
