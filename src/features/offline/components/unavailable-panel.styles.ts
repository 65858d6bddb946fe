import { css } from '@linaria/core';
import { media, tokens } from '../../../platform/ui/tokens';

/** Calm and roomy: the message first, then what still opens, each under a quiet heading. */
export const panelClass = css`
  display: grid;
  gap: 2.5rem;
  max-inline-size: 64rem;
  margin-inline: auto;
  padding-block: 3rem 4rem;
  padding-inline: 1rem;

  ${media.tabletSmall} {
    padding-inline: 2rem;
  }
`;

export const introClass = css`
  display: grid;
  gap: 0.75rem;
  max-inline-size: 36rem;

  h1,
  h2 {
    margin: 0;
    font-family: ${tokens.fontDisplay};
    font-weight: 400;
    font-size: 1.75rem;
    line-height: 1.25;

    ${media.tabletSmall} {
      font-size: 2.25rem;
    }
  }

  p {
    margin: 0;
    color: ${tokens.muted};
    line-height: 1.6;
  }
`;

export const groupClass = css`
  display: grid;
  gap: 1rem;
  padding-block-start: 1.5rem;
  border-block-start: 1px solid ${tokens.line};

  h2,
  h3 {
    margin: 0;
    font-size: 0.75rem;
    font-weight: 500;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: ${tokens.muted};
  }
`;

export const favouritesLinkClass = css`
  justify-self: start;
`;

export const categoryListClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const categoryLinkClass = css`
  display: inline-grid;
  gap: 0.125rem;
  padding-block: 0.625rem;
  padding-inline: 1rem;
  border: 1px solid ${tokens.line};
  border-radius: ${tokens.radius};
  color: inherit;
  text-decoration: none;
  transition: border-color 150ms ease;

  &:hover {
    border-color: ${tokens.ink};
  }

  &:focus-visible {
    outline: 2px solid ${tokens.focus};
    outline-offset: 2px;
  }
`;

export const trailClass = css`
  font-size: 0.6875rem;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${tokens.muted};
`;

export const categoryNameClass = css`
  font-size: 0.9375rem;
`;
