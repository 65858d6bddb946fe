import { css } from '@linaria/core';
import { media, tokens } from '../../../platform/ui/tokens';

export const pageClass = css`
  max-inline-size: 76rem;
  margin-inline: auto;
  padding-block: 1.5rem 4rem;
  padding-inline: 1.25rem;

  ${media.tabletSmall} {
    padding-inline: 2rem;
  }
`;

export const stepsClass = css`
  display: flex;
  gap: 0.25rem;
  margin: 0 0 2rem;
  padding: 0;
  list-style: none;
  counter-reset: step;
  font-size: 0.6875rem;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${tokens.muted};

  & li {
    flex: 1;
    padding-block-start: 0.625rem;
    border-block-start: 2px solid ${tokens.line};
    counter-increment: step;
  }

  & li::before {
    content: counter(step) '  ';
  }

  &:dir(rtl) {
    font-size: 0.8125rem;
    letter-spacing: 0;
  }

  & li[data-done='true'] {
    border-color: ${tokens.ink};
  }

  & li[aria-current='step'] {
    border-color: ${tokens.ink};
    color: ${tokens.ink};
    font-weight: 600;
  }
`;

export const layoutClass = css`
  display: grid;
  gap: 2.5rem;

  ${media.tabletMedium} {
    grid-template-columns: minmax(0, 1fr) 23rem;
    align-items: start;
    gap: 3.5rem;
  }
`;

export const titleClass = css`
  margin: 0 0 1.5rem;
  font-family: ${tokens.fontDisplay};
  font-size: clamp(1.875rem, 5vw, 2.75rem);
  font-weight: 400;
  letter-spacing: 0.01em;
  line-height: 1.15;
`;

export const fieldsetClass = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1rem;
  margin: 0 0 2rem;
  padding: 0;
  border: 0;

  & > legend {
    grid-column: 1 / -1;
    margin-block-end: 1rem;
    padding: 0;
    font-family: ${tokens.fontDisplay};
    font-size: 1.25rem;
  }
`;

export const fieldClass = css`
  display: flex;
  grid-column: 1 / -1;
  flex-direction: column;
  gap: 0.375rem;

  &[data-half='true'] {
    ${media.tabletSmall} {
      grid-column: auto;
    }
  }

  & label {
    font-size: 0.6875rem;
    font-weight: 500;
    letter-spacing: 0.14em;
    text-transform: uppercase;
  }

  /* spacing letters apart breaks Arabic script's joined letters */
  &:dir(rtl) label {
    font-size: 0.8125rem;
    letter-spacing: 0;
  }

  & input,
  & select {
    min-block-size: 3rem;
    padding-inline: 0.875rem;
    border: 1px solid ${tokens.line};
    border-radius: ${tokens.radius};
    background: white;
    color: ${tokens.ink};
    font: inherit;
    font-size: 1rem;
  }

  & input:focus-visible,
  & select:focus-visible {
    outline: 2px solid ${tokens.focus};
    outline-offset: 1px;
  }

  & [aria-invalid='true'] {
    border-color: ${tokens.sale};
  }
`;

export const optionalClass = css`
  margin-inline-start: 0.25rem;
  color: ${tokens.muted};
  font-weight: 400;
  letter-spacing: 0.06em;
  text-transform: none;
`;

export const errorClass = css`
  margin: 0;
  color: ${tokens.sale};
  font-size: 0.8125rem;
`;

export const hintClass = css`
  margin: 0;
  color: ${tokens.muted};
  font-size: 0.8125rem;
`;

export const checkboxClass = css`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin-block-end: 2rem;
  font-size: 0.9375rem;

  & input {
    inline-size: 1.125rem;
    block-size: 1.125rem;
    accent-color: ${tokens.ink};
  }
`;

export const noticeClass = css`
  margin: 0 0 1.5rem;
  padding: 0.875rem 1rem;
  border-inline-start: 3px solid ${tokens.accent};
  background: ${tokens.sand};
  font-size: 0.9375rem;

  &[data-tone='alert'] {
    border-color: ${tokens.sale};
  }
`;

export const optionsClass = css`
  display: grid;
  gap: 0.75rem;
  margin: 0 0 2rem;
  padding: 0;
  border: 0;

  & > legend {
    margin-block-end: 1rem;
    padding: 0;
    font-family: ${tokens.fontDisplay};
    font-size: 1.25rem;
  }

  & label {
    display: grid;
    grid-template-columns: auto 1fr auto;
    gap: 0.25rem 0.875rem;
    align-items: baseline;
    padding: 1rem 1.125rem;
    border: 1px solid ${tokens.line};
    background: white;
    cursor: pointer;
  }

  & label:has(input:checked) {
    border-color: ${tokens.ink};
  }

  & input {
    accent-color: ${tokens.ink};
  }
`;

export const optionMetaClass = css`
  grid-column: 2 / -1;
  color: ${tokens.muted};
  font-size: 0.8125rem;
`;

export const actionsClass = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  margin-block-end: 2rem;
`;

export const stepsWrapClass = css`
  max-inline-size: 76rem;
  margin-inline: auto;
  padding-block-start: 1.5rem;
  padding-inline: 1.25rem;

  ${media.tabletSmall} {
    padding-inline: 2rem;
  }

  & ol {
    margin-block-end: 0;
  }
`;

/** A page of its own while the payment is confirmed, or the shopper is sent to its page. */
export const confirmingClass = css`
  display: grid;
  justify-items: center;
  gap: 1rem;
  max-inline-size: 34rem;
  margin-inline: auto;
  padding-block: 3rem;
  text-align: center;
`;
