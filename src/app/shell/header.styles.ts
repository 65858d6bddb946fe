import { css } from '@linaria/core';
import { media, tokens } from '../../platform/ui/tokens';

/**
 * Phones: menu | wordmark | icons, with the search field on its own row below.
 * Desktop (≥ 992 px): wordmark | navigation | search | icons on one line.
 */
export const barClass = css`
  position: sticky;
  inset-block-start: 0;
  z-index: 50;
  background: ${tokens.paper};
  border-block-end: 1px solid ${tokens.line};
`;

export const innerClass = css`
  position: relative;
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  grid-template-areas:
    'start logo end'
    'search search search';
  align-items: center;
  column-gap: 0.5rem;
  padding-inline: 0.5rem;
  padding-block-end: 0.5rem;

  ${media.tabletMedium} {
    grid-template-columns: auto 1fr auto auto;
    grid-template-areas: 'logo nav search end';
    column-gap: 1.5rem;
    block-size: 4.5rem;
    padding-inline: 2rem;
    padding-block-end: 0;
  }

  ${media.desktop} {
    padding-inline: 3rem;
  }
`;

export const menuAreaClass = css`
  grid-area: start;
  display: flex;
  align-items: center;
  justify-self: start;

  ${media.tabletMedium} {
    display: none;
  }
`;

export const navAreaClass = css`
  display: none;

  ${media.tabletMedium} {
    grid-area: nav;
    display: flex;
    align-self: stretch;
  }
`;

export const wordmarkClass = css`
  grid-area: logo;
  display: inline-block;
  padding-block: 0.875rem;
  color: ${tokens.ink};
  font-family: ${tokens.fontDisplay};
  font-size: 1.375rem;
  font-weight: 400;
  letter-spacing: 0.34em;
  /* the tracking after the last letter would push the word off centre */
  margin-inline-end: -0.34em;
  text-decoration: none;

  ${media.tabletMedium} {
    font-size: 1.5rem;
  }
`;

export const searchAreaClass = css`
  grid-area: search;
  padding-inline: 0.5rem;

  ${media.tabletMedium} {
    padding-inline: 0;
  }
`;

export const actionsClass = css`
  grid-area: end;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 0.125rem;
`;
