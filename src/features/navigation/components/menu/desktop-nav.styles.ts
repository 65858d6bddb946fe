import { css } from '@linaria/core';
import { media, tokens } from '../../../../platform/ui/tokens';

/** Desktop only: below 992 px the pullout menu takes over. */
export const navClass = css`
  display: none;

  ${media.tabletMedium} {
    display: block;
    align-self: stretch;
  }
`;

export const topListClass = css`
  display: flex;
  align-items: stretch;
  gap: 0.25rem;
  block-size: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const triggerClass = css`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  block-size: 100%;
  padding-inline: 0.875rem;
  border: 0;
  border-block-end: 2px solid transparent;
  background: transparent;
  color: ${tokens.ink};
  font: inherit;
  font-size: 0.8125rem;
  font-weight: 500;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  cursor: pointer;

  &[aria-expanded='true'],
  &:hover {
    border-block-end-color: ${tokens.ink};
  }

  &[data-current='true'] {
    border-block-end-color: ${tokens.accent};
  }
`;

export const panelClass = css`
  position: absolute;
  inset-inline: 0;
  inset-block-start: 100%;
  z-index: 100;
  padding-block: 2.5rem 3rem;
  padding-inline: 3rem;
  background: ${tokens.paper};
  border-block: 1px solid ${tokens.line};
  box-shadow: 0 24px 32px -24px rgb(28 26 23 / 0.25);

  &[hidden] {
    display: none;
  }
`;

export const columnsClass = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: 2rem 3rem;
  max-inline-size: 84rem;
  margin-inline: auto;
`;

export const columnClass = css`
  ul {
    display: grid;
    gap: 0.625rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    color: ${tokens.ink};
    font-size: 0.9375rem;
    text-decoration: none;
  }

  a:hover,
  a[aria-current='page'] {
    text-decoration: underline;
    text-underline-offset: 0.25em;
  }
`;

export const columnTitleClass = css`
  margin-block: 0 1rem;

  a {
    font-size: 0.75rem;
    font-weight: 600;
    letter-spacing: 0.16em;
    text-transform: uppercase;
  }
`;

export const viewAllClass = css`
  max-inline-size: 84rem;
  margin-block: 2rem 0;
  margin-inline: auto;
  padding-block-start: 1.5rem;
  border-block-start: 1px solid ${tokens.line};

  a {
    color: ${tokens.ink};
    font-size: 0.8125rem;
    font-weight: 500;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    text-underline-offset: 0.3em;
  }
`;
