import { css } from '@linaria/core';
import { tokens } from '../../../../platform/ui/tokens';

const focusRing = `
  &:focus-visible {
    outline: 2px solid ${tokens.focus};
    outline-offset: 2px;
  }
`;

export const optionListClass = css`
  display: grid;
  gap: 0.25rem 1rem;
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;

  &[data-columns='3'] {
    grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
  }
`;

export const optionLabelClass = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-block-size: 2.5rem;
  font-size: 0.875rem;
  cursor: pointer;

  & input {
    inline-size: 1rem;
    block-size: 1rem;
    margin: 0;
    accent-color: ${tokens.ink};
  }
`;

export const optionCountClass = css`
  color: ${tokens.muted};
  font-size: 0.75rem;
`;

export const swatchClass = css`
  inline-size: 1.125rem;
  block-size: 1.125rem;
  border-radius: 50%;
  box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.15);
  flex: none;
`;

export const viewAllClass = css`
  justify-self: start;
  padding: 0.5rem 0;
  border: 0;
  background: none;
  color: ${tokens.ink};
  font: inherit;
  font-size: 0.8125rem;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
  ${focusRing}
`;

export const priceFormClass = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

export const priceFieldsClass = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 1rem;
`;

export const priceInputClass = css`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  font-size: 0.75rem;
  letter-spacing: 0.04em;
  color: ${tokens.muted};

  & input {
    min-block-size: 2.5rem;
    padding-inline: 0.75rem;
    border: 1px solid ${tokens.line};
    border-radius: ${tokens.radius};
    background: ${tokens.paper};
    color: ${tokens.ink};
    font: inherit;
    font-size: 0.9375rem;
    ${focusRing}
  }

  & input[aria-invalid='true'] {
    border-color: ${tokens.sale};
  }
`;

export const priceErrorClass = css`
  margin: 0;
  color: ${tokens.sale};
  font-size: 0.8125rem;
`;

export const badgeClass = css`
  display: inline-grid;
  place-items: center;
  min-inline-size: 1.25rem;
  block-size: 1.25rem;
  padding-inline: 0.25rem;
  border-radius: 999px;
  background: ${tokens.ink};
  color: ${tokens.paper};
  font-size: 0.6875rem;
`;

export const sidebarClass = css`
  display: flex;
  flex-direction: column;
`;

export const accordionClass = css`
  border-block-end: 1px solid ${tokens.line};

  & h3 {
    margin: 0;
    font: inherit;
  }

  & > div {
    padding-block-end: 1rem;
  }
`;

export const accordionButtonClass = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  inline-size: 100%;
  min-block-size: 3.25rem;
  padding: 0;
  border: 0;
  background: none;
  color: ${tokens.ink};
  font: inherit;
  font-size: 0.875rem;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  text-align: start;
  cursor: pointer;
  ${focusRing}

  & > span:first-child {
    flex: 1;
  }
`;

/**
 * The open/closed sign of a filter section: decoration only (hidden from the accessibility
 * tree), since the button's aria-expanded already says it; as CSS content it became part of
 * the button's name ("Colour +").
 */
export const accordionGlyphClass = css`
  font-size: 1.125rem;
  line-height: 1;
`;

export const sidebarFooterClass = css`
  position: sticky;
  inset-block-end: 0;
  padding-block: 1rem;
  background: ${tokens.paper};
`;

export const dropdownBarClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

export const dropdownClass = css`
  position: relative;
`;

export const dropdownButtonClass = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-block-size: 2.5rem;
  padding-inline: 1rem;
  border: 1px solid ${tokens.line};
  border-radius: ${tokens.radius};
  background: ${tokens.paper};
  color: ${tokens.ink};
  font: inherit;
  font-size: 0.8125rem;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  cursor: pointer;
  ${focusRing}

  &[aria-expanded='true'] {
    border-color: ${tokens.ink};
  }

  &::after {
    content: '';
    inline-size: 0.4rem;
    block-size: 0.4rem;
    border-inline-end: 1px solid currentColor;
    border-block-end: 1px solid currentColor;
    transform: translateY(-2px) rotate(45deg);
  }

  /* the chevron is drawn on the inline-end side, which flips in right-to-left text */
  [dir='rtl'] &::after {
    transform: translateY(-2px) rotate(-45deg);
  }
`;

export const dropdownPanelClass = css`
  position: absolute;
  inset-block-start: calc(100% + 0.5rem);
  inset-inline-start: 0;
  z-index: 20;
  min-inline-size: 300px;
  max-block-size: 26rem;
  overflow-y: auto;
  padding: 1.25rem;
  border: 1px solid ${tokens.line};
  background: ${tokens.paper};
  box-shadow: 0 12px 32px rgb(28 26 23 / 0.12);

  &[data-kind='wide'] {
    min-inline-size: 500px;
  }
`;

export const chipsClass = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;

  & ul {
    display: contents;
    list-style: none;
  }
`;

export const chipClass = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-block-size: 2rem;
  padding-inline: 0.875rem;
  border: 1px solid ${tokens.line};
  border-radius: 999px;
  background: ${tokens.sand};
  color: ${tokens.ink};
  font: inherit;
  font-size: 0.8125rem;
  cursor: pointer;
  ${focusRing}

  &:hover {
    border-color: ${tokens.ink};
  }
`;

export const clearAllClass = css`
  padding: 0.25rem 0.5rem;
  border: 0;
  background: none;
  color: ${tokens.ink};
  font: inherit;
  font-size: 0.8125rem;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
  ${focusRing}
`;
