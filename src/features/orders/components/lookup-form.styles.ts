import { css } from '@linaria/core';
import { tokens } from '../../../platform/ui/tokens';

export const formClass = css`
  display: grid;
  gap: 1.5rem;
  max-inline-size: 30rem;
`;

export const fieldClass = css`
  display: grid;
  gap: 0.375rem;

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

  & input {
    min-block-size: 3rem;
    padding-inline: 0.875rem;
    border: 1px solid ${tokens.line};
    border-radius: ${tokens.radius};
    background: white;
    color: ${tokens.ink};
    font: inherit;
    font-size: 1rem;
  }

  & input:focus-visible {
    outline: 2px solid ${tokens.focus};
    outline-offset: 1px;
  }

  & input[aria-invalid='true'] {
    border-color: ${tokens.sale};
  }
`;

export const choiceClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  border: 0;

  & legend {
    margin-block-end: 0.625rem;
    padding: 0;
    font-size: 0.6875rem;
    font-weight: 500;
    letter-spacing: 0.14em;
    text-transform: uppercase;
  }

  &:dir(rtl) legend {
    font-size: 0.8125rem;
    letter-spacing: 0;
  }

  & label {
    display: inline-flex;
    align-items: center;
    gap: 0.625rem;
    min-block-size: 2.75rem;
    padding-inline: 1rem;
    border: 1px solid ${tokens.line};
    background: white;
    font-size: 0.9375rem;
    cursor: pointer;
  }

  & label:has(input:checked) {
    border-color: ${tokens.ink};
  }

  & input {
    accent-color: ${tokens.ink};
  }
`;

export const hintClass = css`
  margin: 0;
  color: ${tokens.muted};
  font-size: 0.8125rem;
`;

export const errorClass = css`
  margin: 0;
  color: ${tokens.sale};
  font-size: 0.8125rem;
`;

/** What the lookup found wrong, above the form's fields. */
export const alertClass = css`
  margin: 0;
  padding-block: 0.875rem;
  padding-inline: 1.125rem;
  border-inline-start: 3px solid ${tokens.sale};
  background: color-mix(in srgb, ${tokens.sale} 7%, ${tokens.paper});
  font-size: 0.9375rem;
  line-height: 1.55;

  &[data-tone='info'] {
    border-inline-start-color: ${tokens.accent};
    background: ${tokens.sand};
  }
`;
