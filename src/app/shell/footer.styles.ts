import { css } from '@linaria/core';
import { media, tokens } from '../../platform/ui/tokens';

export const barClass = css`
  margin-block-start: 4rem;
  background: ${tokens.sand};
  color: ${tokens.ink};
`;

export const innerClass = css`
  display: grid;
  gap: 2.5rem;
  padding-block: 3rem 2rem;
  padding-inline: 1.25rem;

  ${media.tabletMedium} {
    grid-template-columns: 2fr 1fr;
    gap: 4rem;
    padding-inline: 3rem;
    padding-block: 4rem 2.5rem;
  }

  ${media.desktop} {
    max-inline-size: 90rem;
    margin-inline: auto;
  }
`;

export const columnsClass = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: 2rem;

  h2 {
    margin-block: 0 1rem;
    font-family: ${tokens.fontText};
    font-size: 0.75rem;
    font-weight: 600;
    letter-spacing: 0.16em;
    text-transform: uppercase;
  }

  ul {
    display: grid;
    gap: 0.625rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    color: ${tokens.ink};
    font-size: 0.875rem;
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
    text-underline-offset: 0.25em;
  }
`;

export const asideClass = css`
  display: grid;
  align-content: start;
  gap: 1.75rem;
`;

export const groupClass = css`
  display: grid;
  gap: 0.625rem;

  h2 {
    margin: 0;
    font-family: ${tokens.fontText};
    font-size: 0.75rem;
    font-weight: 600;
    letter-spacing: 0.16em;
    text-transform: uppercase;
  }
`;

export const badgesClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 0.25rem 0.5rem;
    border: 1px solid ${tokens.line};
    border-radius: ${tokens.radius};
    background: ${tokens.paper};
    font-size: 0.6875rem;
    font-weight: 600;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
`;

export const legalClass = css`
  display: grid;
  gap: 0.5rem;
  padding-block: 1.5rem 2rem;
  padding-inline: 1.25rem;
  border-block-start: 1px solid ${tokens.line};
  color: ${tokens.muted};
  font-size: 0.75rem;
  line-height: 1.6;

  p {
    margin: 0;
    max-inline-size: 60rem;
  }

  ${media.tabletMedium} {
    padding-inline: 3rem;
  }

  ${media.desktop} {
    max-inline-size: 90rem;
    margin-inline: auto;
  }
`;
