import { css } from '@linaria/core';
import { media, tokens } from '../../../platform/ui/tokens';

/** The account pages' frame: one narrow column, centred, generous space above the heading. */
export const pageClass = css`
  max-inline-size: 30rem;
  margin-inline: auto;
  padding-block: 2.5rem 5rem;
  padding-inline: 1.25rem;

  ${media.tabletSmall} {
    padding-block-start: 4rem;
  }
`;

export const heroClass = css`
  display: grid;
  gap: 0.75rem;
  margin-block-end: 2rem;
`;

export const eyebrowClass = css`
  margin: 0;
  color: ${tokens.accent};
  font-size: 0.6875rem;
  font-weight: 600;
  letter-spacing: 0.2em;
  text-transform: uppercase;

  /* spacing letters apart breaks Arabic script's joined letters */
  &:dir(rtl) {
    font-size: 0.8125rem;
    letter-spacing: 0;
  }
`;

export const titleClass = css`
  margin: 0;
  font-family: ${tokens.fontDisplay};
  font-size: clamp(2rem, 6vw, 2.75rem);
  font-weight: 400;
  line-height: 1.1;
`;

export const leadClass = css`
  margin: 0;
  color: ${tokens.muted};
  font-size: 0.9375rem;
  line-height: 1.6;
  overflow-wrap: anywhere;
`;

export const formClass = css`
  display: grid;
  gap: 1.25rem;
`;

export const rowClass = css`
  display: grid;
  gap: 1.25rem;

  ${media.tabletSmall} {
    grid-template-columns: 1fr 1fr;
  }
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

  &:dir(rtl) label {
    font-size: 0.8125rem;
    letter-spacing: 0;
  }

  & input {
    box-sizing: border-box;
    inline-size: 100%;
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

/** The password input with its show/hide button inside its end edge. */
export const passwordBoxClass = css`
  position: relative;

  & input {
    padding-inline-end: 6.5rem;
  }
`;

export const toggleClass = css`
  position: absolute;
  inset-block: 0.375rem;
  inset-inline-end: 0.375rem;
  padding-inline: 0.75rem;
  border: 0;
  border-radius: ${tokens.radius};
  background: ${tokens.sand};
  color: ${tokens.ink};
  font: inherit;
  font-size: 0.8125rem;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${tokens.focus};
  }
`;

export const hintClass = css`
  margin: 0;
  color: ${tokens.muted};
  font-size: 0.8125rem;
  line-height: 1.5;
`;

export const errorClass = css`
  margin: 0;
  color: ${tokens.sale};
  font-size: 0.8125rem;
`;

export const alertClass = css`
  margin: 0;
  padding-block: 0.875rem;
  padding-inline: 1.125rem;
  border-inline-start: 3px solid ${tokens.sale};
  background: color-mix(in srgb, ${tokens.sale} 7%, ${tokens.paper});
  font-size: 0.9375rem;
  line-height: 1.55;

  &[data-tone='success'] {
    border-inline-start-color: ${tokens.accent};
    background: ${tokens.sand};
  }
`;

export const linksClass = css`
  display: grid;
  gap: 0.75rem;
  margin-block-start: 2rem;
  padding-block-start: 1.5rem;
  border-block-start: 1px solid ${tokens.line};
  font-size: 0.9375rem;

  & a {
    color: ${tokens.ink};
    text-underline-offset: 0.2em;
  }
`;

export const linkButtonClass = css`
  justify-self: start;
  padding: 0;
  border: 0;
  background: none;
  color: ${tokens.ink};
  font: inherit;
  font-size: 0.9375rem;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;

  &:disabled {
    color: ${tokens.muted};
    cursor: default;
  }
`;

/** The details page's definition list. */
export const detailsClass = css`
  display: grid;
  gap: 1.25rem;
  margin: 0 0 2rem;
  padding: 1.5rem;
  background: ${tokens.sand};

  & dt {
    margin-block-end: 0.25rem;
    color: ${tokens.muted};
    font-size: 0.8125rem;
  }

  & dd {
    margin: 0;
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
`;

export const actionsClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

export const plainClass = css`
  margin: 0;
`;
