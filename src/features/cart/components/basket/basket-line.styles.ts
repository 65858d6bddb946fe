import { css } from '@linaria/core';
import { media, tokens } from '../../../../platform/ui/tokens';

export const linesClass = css`
  margin: 0;
  padding: 0;
  list-style: none;
  border-block-start: 1px solid ${tokens.line};
`;

/**
 * Phones: the image beside the details, the prices, then the controls. Wider screens: the
 * prices in a column of their own at the line's end, the controls under the details.
 */
export const lineClass = css`
  display: grid;
  grid-template-columns: 6rem minmax(0, 1fr);
  grid-template-areas:
    'image details'
    'image price'
    'image actions';
  grid-template-rows: auto auto 1fr;
  gap: 0.75rem 1.25rem;
  padding-block: 1.5rem;
  border-block-end: 1px solid ${tokens.line};
  transition: opacity 150ms ease;

  &[aria-busy='true'] {
    opacity: 0.55;
  }

  &[data-kind='unavailable'] img {
    filter: grayscale(1);
    opacity: 0.6;
  }

  ${media.tabletSmall} {
    grid-template-columns: 8.5rem minmax(0, 1fr) auto;
    grid-template-areas:
      'image details price'
      'image actions price';
    grid-template-rows: auto 1fr;
    gap: 0.75rem 1.5rem;
  }

  & > :first-child {
    grid-area: image;
  }
`;

export const imageLinkClass = css`
  display: block;
  align-self: start;
`;

export const imageClass = css`
  display: block;
  inline-size: 100%;
  aspect-ratio: 3 / 4;
  block-size: auto;
  object-fit: cover;
  background: ${tokens.sand};
`;

export const detailsClass = css`
  grid-area: details;
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  min-inline-size: 0;
`;

export const brandClass = css`
  margin: 0;
  font-size: 0.6875rem;
  font-weight: 500;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${tokens.muted};
`;

export const nameClass = css`
  margin: 0;
  font-family: ${tokens.fontDisplay};
  font-size: 1.0625rem;
  font-weight: 400;
  line-height: 1.3;

  & a {
    color: ${tokens.ink};
    text-decoration: none;
  }

  & a:hover {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;

export const metaClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.125rem 1rem;
  margin: 0;
  font-size: 0.8125rem;
  color: ${tokens.muted};
`;

export const noteClass = css`
  margin: 0;
  font-size: 0.8125rem;
  color: ${tokens.accent};
`;

export const discountsClass = css`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.8125rem;
  color: ${tokens.sale};

  & li {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
  }
`;

export const priceColumnClass = css`
  grid-area: price;
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  font-size: 0.9375rem;

  ${media.tabletSmall} {
    align-items: flex-end;
    text-align: end;
    min-inline-size: 7rem;
  }
`;

export const actionsCellClass = css`
  grid-area: actions;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

export const totalClass = css`
  margin: 0;
  font-weight: 500;
`;

export const giftClass = css`
  margin: 0;
  font-size: 0.75rem;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${tokens.accent};
`;
