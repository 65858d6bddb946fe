import { css } from '@linaria/core';
import { media, tokens } from '../../../../platform/ui/tokens';

/**
 * Phones: full width under the whole (sticky) header, which is the panel's containing block
 * because the button's wrapper is not positioned there. Tablets and up: a 380 px dropdown
 * (spec §2) hanging from the bag button's inline end. The item list scrolls; header and footer
 * of the panel stay.
 */
export const panelClass = css`
  position: absolute;
  inset-block-start: 100%;
  inset-inline: 0;
  z-index: 100;
  display: flex;
  flex-direction: column;
  max-block-size: calc(100dvh - ${tokens.headerHeight} - 4rem);
  background: ${tokens.paper};
  color: ${tokens.ink};
  border-block-start: 1px solid ${tokens.line};
  box-shadow: 0 18px 40px rgb(28 26 23 / 0.14);
  text-align: start;

  &:focus {
    outline: none;
  }

  &:focus-visible {
    outline: 2px solid ${tokens.focus};
    outline-offset: -2px;
  }

  ${media.tabletSmall} {
    position: absolute;
    inset-block-start: calc(100% + 0.5rem);
    inset-inline: auto 0;
    inline-size: 380px;
    max-block-size: min(36rem, calc(100dvh - ${tokens.headerHeight} - 1rem));
    border: 1px solid ${tokens.line};
  }
`;

export const headerClass = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding-block: 0.75rem;
  padding-inline: 1.25rem 0.5rem;
  border-block-end: 1px solid ${tokens.line};
`;

export const titleClass = css`
  margin: 0;
  font-family: ${tokens.fontDisplay};
  font-size: 1.25rem;
  font-weight: 400;
`;

export const errorClass = css`
  margin: 0;
  padding-block: 0.75rem;
  padding-inline: 1.25rem;
  background: color-mix(in srgb, ${tokens.sale} 8%, ${tokens.paper});
  color: ${tokens.sale};
  font-size: 0.8125rem;
`;

export const emptyClass = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1.25rem;
  padding: 2.5rem 1.25rem;
  text-align: center;

  & > p {
    margin: 0;
    font-family: ${tokens.fontDisplay};
    font-size: 1.125rem;
  }
`;

export const listClass = css`
  flex: 1 1 auto;
  min-block-size: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  margin: 0;
  padding-block: 0;
  padding-inline: 1.25rem;
  list-style: none;
`;

export const footerClass = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1rem 1.25rem 1.25rem;
  border-block-start: 1px solid ${tokens.line};
`;

export const subtotalClass = css`
  display: flex;
  justify-content: space-between;
  margin: 0;
  font-size: 0.9375rem;
  font-weight: 500;
`;

export const noteClass = css`
  margin: 0;
  font-size: 0.75rem;
  color: ${tokens.muted};
`;

export const discountClass = css`
  display: flex;
  justify-content: space-between;
  margin: 0;
  font-size: 0.8125rem;
  color: ${tokens.sale};
`;
