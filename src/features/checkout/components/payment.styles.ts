import { css } from '@linaria/core';
import { media, tokens } from '../../../platform/ui/tokens';

/** A small uppercase heading over each part of a step, as the form's labels are set. */
export const eyebrow = `
  margin: 0;
  font-family: ${tokens.fontText};
  font-size: 0.6875rem;
  font-weight: 600;
  letter-spacing: 0.14em;
  text-transform: uppercase;

  &:dir(rtl) {
    font-size: 0.8125rem;
    letter-spacing: 0;
  }
`;

export const markClass = css`
  display: block;
  flex: none;
  inline-size: 2.5rem;
  block-size: auto;
`;

export const marksClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const sectionTitleClass = css`
  margin: 0 0 1rem;
  font-family: ${tokens.fontDisplay};
  font-size: 1.25rem;
  font-weight: 400;
`;

/** The payment methods: one bordered row each, the chosen one outlined in ink. */
export const methodsClass = css`
  display: grid;
  gap: 0;
  margin: 0 0 1.5rem;
  padding: 0;
  border: 0;

  & > legend {
    margin-block-end: 1rem;
    padding: 0;
    font-family: ${tokens.fontDisplay};
    font-size: 1.25rem;
  }
`;

export const methodClass = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 0.875rem;
  padding: 1rem 1.125rem;
  border: 1px solid ${tokens.line};
  background: white;

  & + & {
    margin-block-start: -1px;
  }

  &:has(input:checked) {
    position: relative;
    border-color: ${tokens.ink};
  }

  & > label {
    display: flex;
    flex: 1;
    align-items: center;
    gap: 0.875rem;
    min-inline-size: max-content;
    font-weight: 500;
    cursor: pointer;
  }

  & input {
    accent-color: ${tokens.ink};
  }
`;

/** The card's own box under the method: choices, the form, the billing summary, Continue. */
export const panelClass = css`
  display: grid;
  gap: 1.5rem;
  margin-block-end: 1.5rem;
  padding: 1.25rem;
  border: 1px solid ${tokens.line};
  background: white;

  ${media.tabletSmall} {
    padding: 1.75rem;
  }
`;

export const cardChoicesClass = css`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    ${eyebrow}
    margin-block-end: 0.75rem;
    padding: 0;
  }

  & label {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    padding: 0.75rem 0.875rem;
    border: 1px solid ${tokens.line};
    cursor: pointer;
    font-size: 0.9375rem;
  }

  & label:has(input:checked) {
    border-color: ${tokens.ink};
  }

  & input {
    accent-color: ${tokens.ink};
  }
`;

export const cardFieldsClass = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    ${eyebrow}
    grid-column: 1 / -1;
    margin-block-end: 0.75rem;
    padding: 0;
  }

  /* expiry and security code side by side, on a phone too: each is a few digits */
  & > [data-half='true'] {
    grid-column: auto;
  }
`;

/** The card number with the scheme's mark inside the field, at its end. */
export const numberWrapClass = css`
  position: relative;
  display: grid;

  & input {
    padding-inline-end: 3.75rem;
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.04em;
  }

  & > svg,
  & > span[data-mark] {
    position: absolute;
    inset-block-start: 50%;
    inset-inline-end: 0.75rem;
    transform: translateY(-50%);
  }
`;

export const checkboxRowClass = css`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  font-size: 0.9375rem;
  line-height: 1.4;

  & input {
    flex: none;
    inline-size: 1.125rem;
    block-size: 1.125rem;
    margin: 0.1rem 0 0;
    accent-color: ${tokens.ink};
  }
`;

export const secureClass = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
  color: ${tokens.muted};
  font-size: 0.8125rem;
`;
