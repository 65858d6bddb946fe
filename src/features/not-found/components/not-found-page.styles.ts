import { css } from '@linaria/core';
import { media, tokens } from '../../../platform/ui/tokens';

export const pageClass = css`
  display: grid;
  gap: 3rem;
  max-inline-size: 56rem;
  margin-inline: auto;
  padding-block: 3.5rem 5rem;
  padding-inline: 1.25rem;

  ${media.tabletMedium} {
    padding-block: 6rem;
  }
`;

export const introClass = css`
  display: grid;
  gap: 1rem;
  justify-items: center;
  text-align: center;

  h1 {
    margin: 0;
    font-family: ${tokens.fontDisplay};
    font-size: clamp(2rem, 5vw, 2.75rem);
    font-weight: 400;
  }

  p {
    margin: 0;
    max-inline-size: 32rem;
    color: ${tokens.muted};
    line-height: 1.6;
  }
`;

export const statusClass = css`
  font-size: 0.75rem;
  font-weight: 500;
  letter-spacing: 0.2em;
  text-transform: uppercase;
`;

export const searchBoxClass = css`
  display: grid;
  gap: 0.75rem;
  max-inline-size: 28rem;
  inline-size: 100%;
  margin-inline: auto;

  p {
    margin: 0;
    color: ${tokens.muted};
    font-size: 0.875rem;
    text-align: center;
  }
`;

export const popularClass = css`
  h2 {
    margin-block: 0 1.5rem;
    font-family: ${tokens.fontText};
    font-size: 0.75rem;
    font-weight: 600;
    letter-spacing: 0.18em;
    text-align: center;
    text-transform: uppercase;
  }
`;

export const groupsClass = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 2rem;

  h3 {
    margin-block: 0 0.75rem;
    font-family: ${tokens.fontDisplay};
    font-size: 1.25rem;
    font-weight: 400;
  }

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    color: ${tokens.ink};
  }

  h3 a {
    text-decoration: none;
  }

  h3 a:hover {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }

  li a {
    display: inline-block;
    padding: 0.5rem 0.875rem;
    border: 1px solid ${tokens.line};
    border-radius: 999px;
    font-size: 0.875rem;
    text-decoration: none;
  }

  li a:hover {
    border-color: ${tokens.ink};
  }
`;
